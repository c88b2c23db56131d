import { ListPagination, SiteTime, siteTitle, useJournalSite, withQuery } from '@quire/site';
import { EmptyState, PagedTable, RowNumber } from '@quire/ui';
import { Link, type MetaArgs, useLoaderData } from 'react-router';
import { authorArticlePath } from '../../lib/panel-paths';
import { panelTexts, usePanelTexts } from '../../texts';
import type { panelArticlesLoader } from './articles.server';
import '../../panel-pages/panel-pages.css';

export function panelArticlesMeta({ loaderData }: MetaArgs<typeof panelArticlesLoader>) {
  return [{ title: siteTitle(panelTexts().myArticlesPageTitle(loaderData?.page ?? 1)) }];
}

/** `{paths.articles}`: the author's published articles with their views and downloads. */
export function PanelArticlesPage() {
  const loaderData = useLoaderData<typeof panelArticlesLoader>();
  const { articles, page, perPage, lastPage, total } = loaderData;
  const { paths } = useJournalSite();
  const texts = usePanelTexts();
  return (
    <div className="q-panel-page">
      <header className="q-panel-page__header">
        <h1>{texts.myArticlesTitle}</h1>
      </header>
      <PagedTable
        items={articles}
        caption={texts.articlesCaption(total)}
        columns={[
          { label: texts.columnTitle },
          { label: texts.factJournal },
          { label: texts.factIssue },
          { label: texts.factPublished },
          { label: texts.factViews, numeric: true },
          { label: texts.factDownloads, numeric: true },
        ]}
        renderRow={(article, index) => (
          <tr key={article.id}>
            <RowNumber index={index} page={page} perPage={perPage} />
            <td>
              <Link to={authorArticlePath(paths, article.id)}>{article.title}</Link>
            </td>
            <td>{article.journal}</td>
            <td>{article.issue ?? '—'}</td>
            <td>{article.published ? <SiteTime date={article.published} /> : '—'}</td>
            <td className="q-table__num">{article.views}</td>
            <td className="q-table__num">{article.downloads}</td>
          </tr>
        )}
        empty={
          <EmptyState
            title={texts.noArticlesYet}
            description={texts.noArticlesHint}
            action={<Link to={paths.submissions}>{texts.goToSubmissions}</Link>}
          />
        }
        pagination={
          <ListPagination
            page={page}
            pageCount={lastPage}
            hrefForPage={(target) => withQuery(paths.articles, { page: target })}
            label={texts.articlePagesLabel}
          />
        }
      />
    </div>
  );
}
