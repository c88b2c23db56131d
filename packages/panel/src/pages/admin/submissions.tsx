import { EDITOR_VIEW_LABELS, SUBMISSION_STATUSES } from '@quire/contracts';
import { siteTitle, useJournalSite } from '@quire/site';
import { EmptyState } from '@quire/ui';
import { Link, type MetaArgs, useLoaderData } from 'react-router';
import { editorSubmissionPath } from '../../lib/panel-paths';
import { EditorViewsNav } from '../../submission/editor-views-nav';
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

/**
 * `{paths.editorSubmissions}`: every sent submission, filtered and paged, for the editors — or
 * one of their views (`?view=needs_me`…), with each view's count.
 */
export function AdminSubmissionsPage() {
  const { paths, features } = useJournalSite();
  const texts = usePanelTexts();
  const loaderData = useLoaderData<typeof adminSubmissionsLoader>();
  const { filters, views, page, journals, siteAdmin } = loaderData;
  const filtered = Boolean(filters.q || filters.status || filters.journalId);
  const title = filters.view ? EDITOR_VIEW_LABELS[filters.view] : texts.queueTitle;
  return (
    // The queue is a wide table: it takes the page's width, not the reading column of forms.
    <div className="q-panel-page q-panel-page--wide">
      <header className="q-panel-page__header">
        <h1>{title}</h1>
        <span className="q-actions-row">
          <Link to={paths.issues}>{texts.issuesAndCovers}</Link>
          <Link to={paths.staff}>{texts.staffLink}</Link>
          {siteAdmin && <Link to={paths.people}>{texts.peopleLink}</Link>}
          {features.chat && siteAdmin && <Link to={paths.chatInbox}>{texts.chatInbox}</Link>}
        </span>
      </header>
      <EditorViewsNav
        counts={views}
        path={paths.editorSubmissions}
        current={filters.view}
        withAll
      />
      <SubmissionListing
        journals={journals}
        statuses={QUEUE_STATUSES}
        searchHint={texts.queueSearchHint}
        empty={
          <EmptyState
            title={
              filtered
                ? texts.noMatchingSubmissions
                : filters.view
                  ? texts.viewEmpty(filters.view)
                  : texts.noSubmissionsYet
            }
            description={filtered ? texts.noMatchingHint : filters.view ? '' : texts.queueEmptyHint}
          />
        }
        list={page}
        path={paths.editorSubmissions}
        filters={filters}
        countId="queue-count"
        caption={texts.queueCaption}
        hrefFor={(submission) => editorSubmissionPath(paths, submission.id)}
        showSubmitter
        showIds
        paginationLabel={texts.queuePagesLabel}
      />
    </div>
  );
}
