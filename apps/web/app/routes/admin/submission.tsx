import { Link, useActionData } from 'react-router';
import { useActionErrorModal } from '~/components/error-modal-provider';
import { DecisionForm } from '~/components/submission/decision-form';
import { EditorErrorBoundary } from '~/components/submission/editor-error-boundary';
import { PublishForm } from '~/components/submission/publish-form';
import { SubmissionHeading } from '~/components/submission/submission-heading';
import { SubmissionHistory } from '~/components/submission/submission-history';
import { SubmissionSummary } from '~/components/submission/submission-summary';
import type { AuthHandle } from '~/lib/auth-guard';
import { requireSession } from '~/lib/guard.server';
import { assertSameOrigin } from '~/lib/same-origin.server';
import { asActionData } from '~/lib/submission/action-data';
import { requireIdParam } from '~/lib/submission/api-errors.server';
import { DECISION_LABELS, decisionsFor } from '~/lib/submission/decisions';
import {
  editorSubmissionAction,
  loadEditorSubmission,
  requireEditor,
} from '~/lib/submission/editor.server';
import type { Route } from './+types/submission';
import '~/components/submission/submission.css';

export const handle = { auth: 'user' } satisfies AuthHandle;

export async function loader({ request, params }: Route.LoaderArgs) {
  requireEditor(await requireSession(request, handle.auth));
  return loadEditorSubmission(request, requireIdParam(params.id));
}

export async function action({ request, params }: Route.ActionArgs) {
  assertSameOrigin(request);
  requireEditor(await requireSession(request, handle.auth));
  return editorSubmissionAction(request, requireIdParam(params.id));
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: `${data?.submission.title || 'Submission'} · Editorial · Quire` }];
}

export const ErrorBoundary = EditorErrorBoundary;

function noticeText(done: string): string | null {
  if (done === 'published') return 'The submission is published.';
  const label = DECISION_LABELS[done as keyof typeof DECISION_LABELS];
  return label ? `Decision recorded: ${label.toLowerCase()}. The author has been notified.` : null;
}

/** `/admin/submissions/:id`: a submission for the editor — everything sent, decisions, publishing. */
export default function Page({ loaderData }: Route.ComponentProps) {
  const { submission, targets, defaultLicense, licenses, notice } = loaderData;
  const result = asActionData(useActionData<typeof action>());
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
          Public article: <Link to={submission.article.path}>{submission.article.path}</Link>
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
