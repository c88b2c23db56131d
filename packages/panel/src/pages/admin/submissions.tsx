import { SUBMISSION_STATUSES } from '@quire/contracts';
import { siteTitle, useJournalSite } from '@quire/site';
import { EmptyState } from '@quire/ui';
import { Link, type MetaArgs, useLoaderData } from 'react-router';
import { editorSubmissionPath } from '../../lib/panel-paths';
import { SubmissionListing } from '../../submission/paged-submissions';
import { panelTexts, usePanelTexts } from '../../texts';
import type { adminSubmissionsLoader } from './submissions.server';
import '../../panel-pages/panel-pages.css';
import '../../submission/submission.css';

export function adminSubmissionsMeta(_: MetaArgs<typeof adminSubmissionsLoader>) {
  return [{ title: siteTitle(panelTexts().queueTitle, panelTexts().editorialTitle) }];
}

/** Statuses the queue can show (drafts are the authors' own). */
const QUEUE_STATUSES = SUBMISSION_STATUSES.filter((status) => status !== 'draft');

/** `{paths.editorSubmissions}`: every sent submission, filtered and paged, for the editors. */
export function AdminSubmissionsPage() {
  const loaderData = useLoaderData<typeof adminSubmissionsLoader>();
  const { filters, page, journals, siteAdmin } = loaderData;
  const filtered = Boolean(filters.q || filters.status || filters.journalId);
  const { paths, features } = useJournalSite();
  const texts = usePanelTexts();
  return (
    <div className="q-panel-page">
      <header className="q-panel-page__header">
        <h1>{texts.queueTitle}</h1>
        <span className="q-actions-row">
          <Link to={paths.issues}>{texts.issuesAndCovers}</Link>
          <Link to={paths.staff}>{texts.staffLink}</Link>
          {siteAdmin && <Link to={paths.people}>{texts.peopleLink}</Link>}
          {features.chat && siteAdmin && <Link to={paths.chatInbox}>{texts.chatInbox}</Link>}
        </span>
      </header>
      <SubmissionListing
        journals={journals}
        statuses={QUEUE_STATUSES}
        searchHint={texts.queueSearchHint}
        empty={
          <EmptyState
            title={filtered ? texts.noMatchingSubmissions : texts.noSubmissionsYet}
            description={filtered ? texts.noMatchingHint : texts.queueEmptyHint}
          />
        }
        list={page}
        path={paths.editorSubmissions}
        filters={filters}
        countId="queue-count"
        caption={texts.queueCaption}
        hrefFor={(submission) => editorSubmissionPath(paths, submission.id)}
        showSubmitter
        paginationLabel={texts.queuePagesLabel}
      />
    </div>
  );
}
