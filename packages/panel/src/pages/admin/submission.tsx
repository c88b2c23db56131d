import { allowedDecisions } from '@quire/contracts';
import { sitePath, siteTitle, useActionErrorModal, useJournalSite } from '@quire/site';
import { Link, type MetaArgs, useActionData, useLoaderData } from 'react-router';
import { submissionFilePath } from '../../lib/panel-paths';
import { asActionData } from '../../lib/submission/action-data';
import { decisionLabel, isDecision } from '../../lib/submission/decisions';
import { DecisionForm } from '../../submission/decision-form';
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
  return isDecision(done) ? texts.decisionRecorded(decisionLabel(done, texts)) : null;
}

/** `{paths.editorSubmissions}/:id`: a submission for the editor — everything sent, decisions, publishing. */
export function AdminSubmissionPage() {
  const loaderData = useLoaderData<typeof adminSubmissionLoader>();
  const { submission, targets, defaultLicense, licenses, notice } = loaderData;
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
      {submission.article && (
        <p className="q-notice q-notice--success">
          {`${texts.publicArticle} `}
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
      <SubmissionRecord submission={submission} fileHref={fileHref} />
    </div>
  );
}
