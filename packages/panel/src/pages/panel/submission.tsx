import { ListPagination } from '@quire/reading';
import { type AuthHandle, siteTitle, withQuery } from '@quire/site';
import { EmptyState } from '@quire/ui';
import { Link, type MetaArgs, useLoaderData } from 'react-router';
import { filtersQuery, STATUS_ORDER } from '../../lib/submission/list-filters';
import { SubmissionFilters } from '../../submission/submission-filters';
import { SubmissionTable } from '../../submission/submission-table';
import type { mySubmissionsLoader } from './submission.server';
import '../../submission/submission.css';

export const mySubmissionsHandle = { auth: 'user' } satisfies AuthHandle;

export function mySubmissionsMeta(_: MetaArgs<typeof mySubmissionsLoader>) {
  return [{ title: siteTitle('Submissions') }];
}

/** `/panel/submission`: the author's submissions, filtered and paged, with "New submission". */
export function MySubmissionsPage() {
  const loaderData = useLoaderData<typeof mySubmissionsLoader>();
  const { filters, page, journals, deleted } = loaderData;
  const filtered = Boolean(filters.q || filters.status || filters.journalId);
  return (
    <div className="q-panel-page">
      <header className="q-panel-page__header">
        <h1>Submissions</h1>
        <Link to="/panel/submission/new" className="q-btn q-btn--primary">
          New submission
        </Link>
      </header>
      {deleted && (
        <p className="q-notice q-notice--success" role="status">
          The draft was deleted.
        </p>
      )}
      <SubmissionFilters
        filters={filters}
        journals={journals}
        statuses={STATUS_ORDER}
        searchHint="Words in the title."
      />
      {page.data.length === 0 ? (
        filtered ? (
          <EmptyState
            title="No submissions match these filters"
            description="Try other words, or show all statuses and journals."
            action={<Link to="/panel/submission">Clear the filters</Link>}
          />
        ) : (
          <EmptyState
            title="No submissions yet"
            description="Submit your manuscript to one of our journals: it takes about ten minutes, and your draft is saved at every step."
            action={
              <Link to="/panel/submission/new" className="q-btn q-btn--primary">
                Start a submission
              </Link>
            }
          />
        )
      ) : (
        <section aria-labelledby="submissions-count">
          <p id="submissions-count" className="q-muted" role="status">
            {page.meta.total} {page.meta.total === 1 ? 'submission' : 'submissions'}
            {page.meta.lastPage > 1 && ` (page ${page.meta.page} of ${page.meta.lastPage})`}
          </p>
          <SubmissionTable
            submissions={page.data}
            page={page.meta.page}
            perPage={page.meta.perPage}
            caption="Your submissions"
            hrefFor={(submission) => `/panel/submission/${submission.id}`}
          />
          <ListPagination
            page={page.meta.page}
            pageCount={page.meta.lastPage}
            hrefForPage={(target) =>
              withQuery('/panel/submission', { ...filtersQuery(filters), page: target })
            }
            label="Submission pages"
          />
        </section>
      )}
    </div>
  );
}
