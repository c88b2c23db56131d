import { sitePath, siteTitle, useActionErrorModal, useJournalSite } from '@quire/site';
import { Link, type MetaArgs, useActionData, useLoaderData } from 'react-router';
import { DiscussionSection } from '../../discussion/discussion-section';
import { submissionFilePath } from '../../lib/panel-paths';
import { asActionData } from '../../lib/submission/action-data';
import { AuthorProof } from '../../submission/production-section';
import { productionTexts } from '../../submission/production-texts';
import { RevisionPanel } from '../../submission/revision-panel';
import { latestEditorMessage, SubmissionHeading } from '../../submission/submission-heading';
import { SubmissionRecord } from '../../submission/submission-history';
import { panelTexts, usePanelTexts } from '../../texts';
import type { submissionDetailAction, submissionDetailLoader } from './submission-detail.server';
import '../../submission/submission.css';

export function submissionDetailMeta({ loaderData }: MetaArgs<typeof submissionDetailLoader>) {
  return [
    {
      title: siteTitle(
        loaderData?.submission.title || panelTexts().submissionFallbackTitle,
        panelTexts().submissionsTitle,
      ),
    },
  ];
}

/** `{paths.submissions}/:id`: a sent submission — status, editor's letter, revisions, everything sent, history. */
export function SubmissionDetailPage() {
  const loaderData = useLoaderData<typeof submissionDetailLoader>();
  const { submission, revisionRules, justSubmitted, justResubmitted, production, proofNotice } =
    loaderData;
  const result = asActionData(useActionData<typeof submissionDetailAction>());
  useActionErrorModal(result);
  const letter = latestEditorMessage(submission);
  const { paths } = useJournalSite();
  const texts = usePanelTexts();
  const fileHref = (file: { id: number }) => submissionFilePath(paths, submission.id, file.id);
  return (
    <div className="q-panel-page">
      <p>
        <Link to={paths.submissions}>{texts.allSubmissionsLink}</Link>
      </p>
      {justSubmitted && (
        <p className="q-notice q-notice--success" role="status">
          {texts.thankYouSubmitted(submission.journal?.title ?? null)}
        </p>
      )}
      {justResubmitted && (
        <p className="q-notice q-notice--success" role="status">
          {texts.revisionsSent}
        </p>
      )}
      {result?.uploaded && (
        <p className="q-notice q-notice--success" role="status">
          {texts.uploaded(result.uploaded)}
        </p>
      )}
      {(proofNotice === 'proof-approved' || proofNotice === 'proof-corrections') && (
        <p className="q-notice q-notice--success" role="status">
          {proofNotice === 'proof-approved'
            ? productionTexts().proofApproved
            : productionTexts().proofCorrected}
        </p>
      )}
      <SubmissionHeading submission={submission} />
      {submission.status === 'accepted' && (
        <AuthorProof
          production={production}
          hrefs={{
            galley: (galley) => `${fileHref(galley)}?galley=1`,
            corrections: (proof) => `${fileHref(proof)}?corrections=1`,
          }}
          result={result}
        />
      )}
      {submission.status === 'under_review' && submission.reviewProgress && (
        <p className="q-review-progress" role="status">
          {texts.reviewProgress(
            submission.reviewProgress.received,
            submission.reviewProgress.expected,
          )}
        </p>
      )}
      {submission.status === 'published' && submission.article && (
        <p className="q-notice q-notice--success">
          {`${texts.publishedBefore} `}
          <Link to={sitePath(submission.article.path)}>{texts.readTheArticle}</Link>.
        </p>
      )}
      {letter && (
        <section
          className={`q-notice ${submission.status === 'revisions_requested' ? 'q-notice--warn' : 'q-notice--info'}`}
          aria-labelledby="letter-heading"
        >
          <h2 id="letter-heading">{texts.editorMessageHeading}</h2>
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
      <DiscussionSection view={loaderData.discussion} viewer="author" result={result} />
      <SubmissionRecord submission={submission} fileHref={fileHref} />
    </div>
  );
}
