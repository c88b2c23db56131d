import { type AuthHandle, sitePath, siteTitle, useActionErrorModal } from '@quire/site';
import { Link, type MetaArgs, useActionData, useLoaderData } from 'react-router';
import { asActionData } from '../../lib/submission/action-data';
import { DECISION_LABELS, decisionsFor } from '../../lib/submission/decisions';
import { DecisionForm } from '../../submission/decision-form';
import { PublishForm } from '../../submission/publish-form';
import { SubmissionHeading } from '../../submission/submission-heading';
import { SubmissionHistory } from '../../submission/submission-history';
import { SubmissionSummary } from '../../submission/submission-summary';
import type { adminSubmissionAction, adminSubmissionLoader } from './submission.server';
import '../../submission/submission.css';

export const adminSubmissionHandle = { auth: 'user' } satisfies AuthHandle;

export function adminSubmissionMeta({ data }: MetaArgs<typeof adminSubmissionLoader>) {
  return [{ title: siteTitle(data?.submission.title || 'Submission', 'Editorial') }];
}

function noticeText(done: string): string | null {
  if (done === 'published') return 'The submission is published.';
  const label = DECISION_LABELS[done as keyof typeof DECISION_LABELS];
  return label ? `Decision recorded: ${label.toLowerCase()}. The author has been notified.` : null;
}

/** `/admin/submissions/:id`: a submission for the editor — everything sent, decisions, publishing. */
export function AdminSubmissionPage() {
  const loaderData = useLoaderData<typeof adminSubmissionLoader>();
  const { submission, targets, defaultLicense, licenses, notice } = loaderData;
  const result = asActionData(useActionData<typeof adminSubmissionAction>());
  useActionErrorModal(result);
  const decisions = decisionsFor(submission.status);
  const fileHref = (file: { id: number }) => `/admin/submissions/${submission.id}/files/${file.id}`;
  const done = noticeText(notice);
  return (
    <div className="q-panel-page">
      <p>
        <Link to="/admin/submissions">← Submissions queue</Link>
      </p>
      {done && (
        <p className="q-notice q-notice--success" role="status">
          {done}
        </p>
      )}
      <SubmissionHeading submission={submission} />
      {submission.article && (
        <p className="q-notice q-notice--success">
          Public article:{' '}
          <Link to={sitePath(submission.article.path)}>{sitePath(submission.article.path)}</Link>
        </p>
      )}
      {decisions.length > 0 && <DecisionForm decisions={decisions} result={result} />}
      {submission.status === 'accepted' && (
        <PublishForm
          targets={targets}
          defaultLicense={defaultLicense}
          licenses={licenses}
          result={result}
        />
      )}
      <SubmissionSummary submission={submission} fileHref={fileHref} />
      <section className="q-section" aria-labelledby="history-heading">
        <h2 id="history-heading">History</h2>
        <SubmissionHistory events={submission.history} />
      </section>
    </div>
  );
}
