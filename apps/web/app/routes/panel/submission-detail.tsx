import { Link, useActionData } from 'react-router';
import { useActionErrorModal } from '~/components/error-modal-provider';
import { RevisionPanel } from '~/components/submission/revision-panel';
import { latestEditorMessage, SubmissionHeading } from '~/components/submission/submission-heading';
import { SubmissionHistory } from '~/components/submission/submission-history';
import { SubmissionSummary } from '~/components/submission/submission-summary';
import type { AuthHandle } from '~/lib/auth-guard';
import { requireSession } from '~/lib/guard.server';
import { assertSameOrigin } from '~/lib/same-origin.server';
import { asActionData } from '~/lib/submission/action-data';
import { requireIdParam } from '~/lib/submission/api-errors.server';
import { loadSubmissionDetail, submissionDetailAction } from '~/lib/submission/detail.server';
import type { Route } from './+types/submission-detail';
import '~/components/submission/submission.css';

export const handle = { auth: 'user' } satisfies AuthHandle;

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireSession(request, handle.auth);
  return loadSubmissionDetail(request, requireIdParam(params.id));
}

export async function action({ request, params }: Route.ActionArgs) {
  assertSameOrigin(request);
  await requireSession(request, handle.auth);
  return submissionDetailAction(request, requireIdParam(params.id));
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: `${data?.submission.title || 'Submission'} · Submissions · Quire` }];
}

/** `/panel/submission/:id`: a sent submission — status, editor's letter, revisions, everything sent, history. */
export default function Page({ loaderData }: Route.ComponentProps) {
  const { submission, revisionRules, justSubmitted, justResubmitted } = loaderData;
  const result = asActionData(useActionData<typeof action>());
  useActionErrorModal(result);
  const letter = latestEditorMessage(submission);
  const fileHref = (file: { id: number }) => `/panel/submission/${submission.id}/files/${file.id}`;
  return (
    <div className="q-panel-page">
      <p>
        <Link to="/panel/submission">← All submissions</Link>
      </p>
      {justSubmitted && (
        <p className="q-notice q-notice--success" role="status">
          Thank you! Your submission was sent to the editors of{' '}
          {submission.journal?.title ?? 'the journal'}. You will be notified of their decision.
        </p>
      )}
      {justResubmitted && (
        <p className="q-notice q-notice--success" role="status">
          Your revisions were sent. The editors will review them and let you know.
        </p>
      )}
      {result?.uploaded && (
        <p className="q-notice q-notice--success" role="status">
          Uploaded {result.uploaded}.
        </p>
      )}
      <SubmissionHeading submission={submission} />
      {submission.status === 'published' && submission.article && (
        <p className="q-notice q-notice--success">
          Published: <Link to={submission.article.path}>read the article</Link>.
        </p>
      )}
      {letter && (
        <section
          className={`q-notice ${submission.status === 'revisions_requested' ? 'q-notice--warn' : 'q-notice--info'}`}
          aria-labelledby="letter-heading"
        >
          <h2 id="letter-heading">Message from the editor</h2>
          <p className="q-editor-letter">{letter.message}</p>
          <p className="q-muted">{letter.actorName}</p>
        </section>
      )}
      {submission.status === 'revisions_requested' && (
        <RevisionPanel
          submission={submission}
          rules={revisionRules}
          result={result}
          fileHref={fileHref}
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
