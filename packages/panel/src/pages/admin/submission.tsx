import { ACTIVE_SUBMISSION_STATUSES, allowedDecisions } from '@quire/contracts';
import { sitePath, siteTitle, useActionErrorModal, useJournalSite } from '@quire/site';
import { Link, type MetaArgs, useActionData, useLoaderData } from 'react-router';
import { DiscussionSection } from '../../discussion/discussion-section';
import { submissionFilePath } from '../../lib/panel-paths';
import { asActionData } from '../../lib/submission/action-data';
import { decisionLabel, isDecision } from '../../lib/submission/decisions';
import { AssignedEditors } from '../../submission/assigned-editors';
import { DecisionForm } from '../../submission/decision-form';
import { EditorProduction } from '../../submission/production-section';
import { productionTexts } from '../../submission/production-texts';
import { PublishForm } from '../../submission/publish-form';
import { SubmissionHeading } from '../../submission/submission-heading';
import { SubmissionRecord } from '../../submission/submission-history';
import { type PanelTexts, panelTexts, usePanelTexts } from '../../texts';
import type { adminSubmissionAction, adminSubmissionLoader } from './submission.server';
import '../../submission/submission.css';

export function adminSubmissionMeta({ loaderData }: MetaArgs<typeof adminSubmissionLoader>) {
  return [
    {
      title: siteTitle(
        loaderData?.submission.title || panelTexts().submissionFallbackTitle,
        panelTexts().editorialTitle,
      ),
    },
  ];
}

function noticeText(done: string, texts: PanelTexts): string | null {
  if (done === 'published') return texts.submissionPublished;
  if (done === 'assigned') return texts.editorAssigned;
  if (done === 'unassigned') return texts.editorUnassigned;
  if (done === 'production-stage') return productionTexts().stageChanged;
  if (done === 'production-galley') return productionTexts().galleyAdded;
  if (done === 'proof-sent') return productionTexts().proofSent;
  return isDecision(done) ? texts.decisionRecorded(decisionLabel(done, texts)) : null;
}

/**
 * `{paths.editorSubmissions}/:id`: a submission for the editor — its editors, everything sent,
 * decisions, publishing, and its whole timeline.
 */
export function AdminSubmissionPage() {
  const loaderData = useLoaderData<typeof adminSubmissionLoader>();
  const { submission, editors, targets, defaultLicense, licenses, notice, production, discussion } =
    loaderData;
  const result = asActionData(useActionData<typeof adminSubmissionAction>());
  useActionErrorModal(result);
  const decisions = allowedDecisions(submission.status);
  const { paths } = useJournalSite();
  const texts = usePanelTexts();
  const fileHref = (file: { id: number }) =>
    submissionFilePath(paths, submission.id, file.id, { editor: true });
  const done = noticeText(notice, texts);
  return (
    <div className="q-panel-page">
      <p>
        <Link to={paths.editorSubmissions}>{texts.backToQueue}</Link>
      </p>
      {done && (
        <p className="q-notice q-notice--success" role="status">
          {done}
        </p>
      )}
      <SubmissionHeading submission={submission} />
      <p>
        <Link to={`${paths.editorSubmissions}/${submission.id}/review`}>
          {texts.editorReviewOpen}
        </Link>
      </p>
      {submission.article && (
        <p className="q-notice q-notice--success">
          {`${texts.publicArticle} `}
          <Link to={sitePath(submission.article.path)}>{sitePath(submission.article.path)}</Link>
        </p>
      )}
      <AssignedEditors
        assigned={editors.assigned}
        candidates={editors.candidates}
        sectionTitle={submission.section?.title ?? null}
        open={(ACTIVE_SUBMISSION_STATUSES as readonly string[]).includes(submission.status)}
        result={result}
      />
      {decisions.length > 0 && <DecisionForm decisions={decisions} result={result} />}
      <EditorProduction
        production={production}
        status={submission.status}
        hrefs={{
          galley: (galley) => `${fileHref(galley)}?galley=1`,
          corrections: (proof) => `${fileHref(proof)}?corrections=1`,
        }}
        result={result}
      />
      {submission.status === 'accepted' && (!production || production.approved) && (
        <PublishForm
          targets={targets}
          defaultLicense={defaultLicense}
          licenses={licenses}
          result={result}
        />
      )}
      <DiscussionSection view={discussion} viewer="editor" result={result} />
      <SubmissionRecord submission={submission} fileHref={fileHref} />
    </div>
  );
}
