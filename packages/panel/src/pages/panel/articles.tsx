import { ListPagination } from '@quire/reading';
import { type AuthHandle, siteTitle, withQuery } from '@quire/site';
import { EmptyState, RowNumber } from '@quire/ui';
import { Link, type MetaArgs, useLoaderData } from 'react-router';
import type { panelArticlesLoader } from './articles.server';
import '../../panel-pages/panel-pages.css';

export const panelArticlesHandle = { auth: 'user' } satisfies AuthHandle;

export function panelArticlesMeta({ data }: MetaArgs<typeof panelArticlesLoader>) {
  const page = data && data.page > 1 ? ` (page ${data.page})` : '';
  return [{ title: siteTitle(`My articles${page}`) }];
}

/** `/panel/articles`: the author's published articles with their views and downloads. */
export function PanelArticlesPage() {
  const loaderData = useLoaderData<typeof panelArticlesLoader>();
  const { articles, page, perPage, lastPage, total } = loaderData;
  return (
    <div className="q-panel-page">
      <header className="q-panel-page__header">
        <h1>My articles</h1>
      </header>
      {articles.length === 0 ? (
        <EmptyState
          title="No published articles yet"
          description="Once a submission of yours is published, it is listed here with its views and downloads."
          action={<Link to="/panel/submission">Go to your submissions</Link>}
        />
      ) : (
        <div className="q-panel-table-wrap">
          <table className="q-panel-table">
            <caption>Your published articles ({total})</caption>
            <thead>
              <tr>
                <th scope="col" className="q-panel-table__num">
                  #
                </th>
                <th scope="col">Title</th>
                <th scope="col">Journal</th>
                <th scope="col">Issue</th>
                <th scope="col">Published</th>
                <th scope="col" className="q-panel-table__num">
                  Views
                </th>
                <th scope="col" className="q-panel-table__num">
                  Downloads
                </th>
              </tr>
            </thead>
            <tbody>
              {articles.map((article, index) => (
                <tr key={article.id}>
                  <RowNumber index={index} page={page} perPage={perPage} />
                  <td>
                    <Link to={`/panel/articles/${article.id}`}>{article.title}</Link>
                  </td>
                  <td>{article.journal}</td>
                  <td>{article.issue ?? '—'}</td>
                  <td>{article.published ?? '—'}</td>
                  <td className="q-panel-table__num">{article.views}</td>
                  <td className="q-panel-table__num">{article.downloads}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ListPagination
        page={page}
        pageCount={lastPage}
        hrefForPage={(target) => withQuery('/panel/articles', { page: target })}
        label="Article pages"
      />
    </div>
  );
}
