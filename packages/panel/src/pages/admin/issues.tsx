import { ListPagination } from '@quire/reading';
import { siteTitle, useJournalSite } from '@quire/site';
import { DataTable, EmptyState, SelectField } from '@quire/ui';
import { Form, Link, type MetaArgs, useLoaderData } from 'react-router';
import { editorIssuesHref } from '../../lib/panel-paths';
import { panelTexts, usePanelTexts } from '../../texts';
import type { adminIssuesLoader } from './issues.server';
import '../../panel-pages/panel-pages.css';
import '../../submission/submission.css';

export function adminIssuesMeta(_: MetaArgs<typeof adminIssuesLoader>) {
  return [{ title: siteTitle(panelTexts().issuesTitle, panelTexts().editorialTitle) }];
}

/**
 * `{paths.issues}`: every journal's issues, published or being prepared, with their covers; each
 * opens its cover page. Filtered by journal with a plain GET form.
 */
export function AdminIssuesPage() {
  const { journal, journals, issues, page, lastPage, total } =
    useLoaderData<typeof adminIssuesLoader>();
  const { paths } = useJournalSite();
  const texts = usePanelTexts();
  return (
    <div className="q-panel-page">
      <header className="q-panel-page__header">
        <h1>{texts.issuesTitle}</h1>
        <Link to={paths.editorSubmissions}>{texts.queueTitle}</Link>
      </header>
      <Form method="get" className="q-filter-form">
        <SelectField
          id="issues-journal"
          name="journal"
          label={texts.issuesJournalLabel}
          labelNote={false}
          defaultValue={journal}
        >
          <option value="">{texts.allJournals}</option>
          {journals.map((entry) => (
            <option key={entry.slug} value={entry.slug}>
              {entry.title}
            </option>
          ))}
        </SelectField>
        <button type="submit" className="q-btn">
          {texts.showButton}
        </button>
      </Form>
      {issues.length === 0 ? (
        <EmptyState title={texts.noIssuesHere} description={texts.noIssuesHint} />
      ) : (
        <section aria-labelledby="issues-count">
          <p id="issues-count" className="q-muted" role="status">
            {texts.issueCount(total)}
            {lastPage > 1 && texts.pageOf(page, lastPage)}
          </p>
          <DataTable caption={texts.issuesTableCaption} hideCaption className="q-issue-table">
            <thead>
              <tr>
                <th scope="col" className="q-issue-table__wide">
                  {texts.columnCover}
                </th>
                <th scope="col">{texts.columnIssue}</th>
                <th scope="col">{texts.columnStatus}</th>
                <th scope="col" className="q-table__num q-issue-table__wide">
                  {texts.columnArticles}
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
                      <span className="q-muted">{texts.noCover}</span>
                    )}
                  </td>
                  <td>
                    <Link to={issue.href}>{issue.label}</Link>
                    <span className="q-issue-table__journal">{issue.journal.title}</span>
                  </td>
                  <td>{issue.status}</td>
                  <td className="q-table__num q-issue-table__wide">{issue.articleCount}</td>
                </tr>
              ))}
            </tbody>
          </DataTable>
          <ListPagination
            page={page}
            pageCount={lastPage}
            hrefForPage={(target) => editorIssuesHref(paths, journal, target)}
            label={texts.issuePagesLabel}
          />
        </section>
      )}
    </div>
  );
}
