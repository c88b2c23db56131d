import { SUBMISSION_STATUSES } from '@quire/contracts';
import { siteTitle, useJournalSite } from '@quire/site';
import { EmptyState } from '@quire/ui';
import { Link, type MetaArgs, useLoaderData } from 'react-router';
import { submissionPath } from '../../lib/panel-paths';
import { SubmissionListing } from '../../submission/paged-submissions';
import { panelTexts, usePanelTexts } from '../../texts';
import type { mySubmissionsLoader } from './submission.server';
import '../../submission/submission.css';

export function mySubmissionsMeta(_: MetaArgs<typeof mySubmissionsLoader>) {
  return [{ title: siteTitle(panelTexts().submissionsTitle) }];
}

/** `{paths.submissions}`: the author's submissions, filtered and paged, with "New submission". */
export function MySubmissionsPage() {
  const loaderData = useLoaderData<typeof mySubmissionsLoader>();
  const { filters, page, journals, deleted } = loaderData;
  const filtered = Boolean(filters.q || filters.status || filters.journalId);
  const { paths } = useJournalSite();
  const texts = usePanelTexts();
  return (
    <div className="q-panel-page">
      <header className="q-panel-page__header">
        <h1>{texts.submissionsTitle}</h1>
        <Link to={paths.newSubmission} className="q-btn q-btn--primary">
          {texts.newSubmission}
        </Link>
      </header>
      {deleted && (
        <p className="q-notice q-notice--success" role="status">
          {texts.draftDeleted}
        </p>
      )}
      <SubmissionListing
        journals={journals}
        statuses={SUBMISSION_STATUSES}
        searchHint={texts.submissionsSearchHint}
        empty={
          filtered ? (
            <EmptyState
              title={texts.noMatchingSubmissions}
              description={texts.noMatchingHint}
              action={<Link to={paths.submissions}>{texts.clearFilters}</Link>}
            />
          ) : (
            <EmptyState
              title={texts.noSubmissionsYet}
              description={texts.noSubmissionsHint}
              action={
                <Link to={paths.newSubmission} className="q-btn q-btn--primary">
                  {texts.startSubmission}
                </Link>
              }
            />
          )
        }
        list={page}
        path={paths.submissions}
        filters={filters}
        countId="submissions-count"
        caption={texts.yourSubmissionsCaption}
        hrefFor={(submission) => submissionPath(paths, submission.id)}
        paginationLabel={texts.submissionPagesLabel}
      />
    </div>
  );
}
