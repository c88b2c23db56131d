import { type AuthHandle, sitePath, siteTitle, useActionErrorModal } from '@quire/site';
import { Link, type MetaArgs, useActionData, useLoaderData } from 'react-router';
import { asActionData } from '../../lib/submission/action-data';
import { RevisionPanel } from '../../submission/revision-panel';
import { latestEditorMessage, SubmissionHeading } from '../../submission/submission-heading';
import { SubmissionHistory } from '../../submission/submission-history';
import { SubmissionSummary } from '../../submission/submission-summary';
import type { submissionDetailAction, submissionDetailLoader } from './submission-detail.server';
import '../../submission/submission.css';

export const submissionDetailHandle = { auth: 'user' } satisfies AuthHandle;

export function submissionDetailMeta({ data }: MetaArgs<typeof submissionDetailLoader>) {
  return [{ title: siteTitle(data?.submission.title || 'Submission', 'Submissions') }];
}

/** `/panel/submission/:id`: a sent submission — status, editor's letter, revisions, everything sent, history. */
export function SubmissionDetailPage() {
  const loaderData = useLoaderData<typeof submissionDetailLoader>();
  const { submission, revisionRules, justSubmitted, justResubmitted } = loaderData;
  const result = asActionData(useActionData<typeof submissionDetailAction>());
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
          Published: <Link to={sitePath(submission.article.path)}>read the article</Link>.
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
