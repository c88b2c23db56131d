import { ListPagination } from '@quire/reading';
import type { AuthHandle } from '@quire/site';
import { siteTitle } from '@quire/site';
import { EmptyState } from '@quire/ui';
import { Form, Link, type MetaArgs, useLoaderData } from 'react-router';
import { editorIssuesHref } from '../../lib/issues/issue-paths';
import type { adminIssuesLoader } from './issues.server';
import '../../panel-pages/panel-pages.css';
import '../../submission/submission.css';

export const adminIssuesHandle = { auth: 'user' } satisfies AuthHandle;

export function adminIssuesMeta(_: MetaArgs<typeof adminIssuesLoader>) {
  return [{ title: siteTitle('Issues', 'Editorial') }];
}

/**
 * `/admin/issues`: every journal's issues, published or being prepared, with their covers; each
 * opens its cover page. Filtered by journal with a plain GET form.
 */
export function AdminIssuesPage() {
  const { journal, journals, issues, page, lastPage, total } =
    useLoaderData<typeof adminIssuesLoader>();
  return (
    <div className="q-panel-page">
      <header className="q-panel-page__header">
        <h1>Issues</h1>
        <Link to="/admin/submissions">Submissions queue</Link>
      </header>
      <Form method="get" className="q-filter-form">
        <div className="q-field">
          <label htmlFor="issues-journal" className="q-field__label">
            Journal
          </label>
          <select
            id="issues-journal"
            name="journal"
            className="q-field__input"
            defaultValue={journal}
          >
            <option value="">All journals</option>
            {journals.map((entry) => (
              <option key={entry.slug} value={entry.slug}>
                {entry.title}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="q-btn">
          Show
        </button>
      </Form>
      {issues.length === 0 ? (
        <EmptyState
          title="No issues here"
          description="This journal has no issues yet; they appear once an editor creates them."
        />
      ) : (
        <section aria-labelledby="issues-count">
          <p id="issues-count" className="q-muted" role="status">
            {total} {total === 1 ? 'issue' : 'issues'}
            {lastPage > 1 && ` (page ${page} of ${lastPage})`}
          </p>
          <div className="q-panel-table-wrap">
            <table className="q-panel-table q-issue-table">
              <caption className="q-visually-hidden">Issues and their covers</caption>
              <thead>
                <tr>
                  <th scope="col" className="q-issue-table__wide">
                    Cover
                  </th>
                  <th scope="col">Issue</th>
                  <th scope="col">Status</th>
                  <th scope="col" className="q-panel-table__num q-issue-table__wide">
                    Articles
                  </th>
                </tr>
              </thead>
              <tbody>
                {issues.map((issue) => (
                  <tr key={issue.id}>
                    <td className="q-issue-table__wide">
                      {issue.coverUrl ? (
                        <img
                          className="q-issue-table__cover"
                          src={issue.coverUrl}
                          alt=""
                          width={48}
                          height={64}
                          loading="lazy"
                        />
                      ) : (
                        <span className="q-muted">None</span>
                      )}
                    </td>
                    <td>
                      <Link to={issue.href}>{issue.label}</Link>
                      <span className="q-issue-table__journal">{issue.journal.title}</span>
                    </td>
                    <td>{issue.status}</td>
                    <td className="q-panel-table__num q-issue-table__wide">{issue.articleCount}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ListPagination
            page={page}
            pageCount={lastPage}
            hrefForPage={(target) => editorIssuesHref(journal, target)}
            label="Issue list pages"
          />
        </section>
      )}
    </div>
  );
}
