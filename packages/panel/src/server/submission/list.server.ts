import { idParam, journalSite } from '@quire/site';
import { apiContext, type RequestArgs } from '@quire/site/server';
import { redirect } from 'react-router';
import { submissionPath } from '../../lib/panel-paths';
import { labelSummary } from '../../lib/submission/date-labels';
import { listQuery, readSubmissionFilters } from '../../lib/submission/list-filters';

/**
 * `{paths.submissions}`: the author's submissions with filters, plus the journals to filter by.
 * `?id=` (the links in notifications and on the dashboard) opens that submission.
 */
export async function loadAuthorSubmissions({ request, context }: RequestArgs) {
  const search = new URL(request.url).searchParams;
  const id = idParam(search.get('id') ?? undefined);
  if (id !== null) throw redirect(submissionPath(journalSite().paths, id));
  const filters = readSubmissionFilters(search);
  const api = context.get(apiContext);
  const [page, options] = await Promise.all([
    api.submissions.list({ query: listQuery(filters) }),
    api.submissions.options(),
  ]);
  return {
    filters,
    page: { ...page, data: page.data.map(labelSummary) },
    journals: options.journals.map((journal) => ({ id: journal.id, title: journal.title })),
    deleted: search.get('deleted') === '1',
  };
}
