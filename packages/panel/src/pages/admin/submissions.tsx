import { ListPagination } from '@quire/reading';
import { type AuthHandle, siteTitle, withQuery } from '@quire/site';
import { EmptyState } from '@quire/ui';
import { Link, type MetaArgs, useLoaderData } from 'react-router';
import { filtersQuery, STATUS_ORDER } from '../../lib/submission/list-filters';
import { SubmissionFilters } from '../../submission/submission-filters';
import { SubmissionTable } from '../../submission/submission-table';
import type { adminSubmissionsLoader } from './submissions.server';
import '../../panel-pages/panel-pages.css';
import '../../submission/submission.css';

export const adminSubmissionsHandle = { auth: 'user' } satisfies AuthHandle;

export function adminSubmissionsMeta(_: MetaArgs<typeof adminSubmissionsLoader>) {
  return [{ title: siteTitle('Submissions queue', 'Editorial') }];
}

/** Statuses the queue can show (drafts are the authors' own). */
const QUEUE_STATUSES = STATUS_ORDER.filter((status) => status !== 'draft');

/** `/admin/submissions`: every sent submission, filtered and paged, for the editors. */
export function AdminSubmissionsPage() {
  const loaderData = useLoaderData<typeof adminSubmissionsLoader>();
  const { filters, page, journals } = loaderData;
  const filtered = Boolean(filters.q || filters.status || filters.journalId);
  return (
    <div className="q-panel-page">
      <header className="q-panel-page__header">
        <h1>Submissions queue</h1>
        <span className="q-actions-row">
          <Link to="/admin/issues">Issues and covers</Link>
          <Link to="/admin/chat">Chat inbox</Link>
        </span>
      </header>
      <SubmissionFilters
        filters={filters}
        journals={journals}
        statuses={QUEUE_STATUSES}
        searchHint="Words in the title, or the submitter’s name or email."
      />
      {page.data.length === 0 ? (
        <EmptyState
          title={filtered ? 'No submissions match these filters' : 'No submissions yet'}
          description={
            filtered
              ? 'Try other words, or show all statuses and journals.'
              : 'Submissions appear here as soon as authors send them.'
          }
        />
      ) : (
        <section aria-labelledby="queue-count">
          <p id="queue-count" className="q-muted" role="status">
            {page.meta.total} {page.meta.total === 1 ? 'submission' : 'submissions'}
            {page.meta.lastPage > 1 && ` (page ${page.meta.page} of ${page.meta.lastPage})`}
          </p>
          <SubmissionTable
            submissions={page.data}
            page={page.meta.page}
            perPage={page.meta.perPage}
            caption="Submissions to the journals"
            hrefFor={(submission) => `/admin/submissions/${submission.id}`}
            showSubmitter
          />
          <ListPagination
            page={page.meta.page}
            pageCount={page.meta.lastPage}
            hrefForPage={(target) =>
              withQuery('/admin/submissions', { ...filtersQuery(filters), page: target })
            }
            label="Queue pages"
          />
        </section>
      )}
    </div>
  );
}
