import {
  type AuthHandle,
  isFormFailure,
  siteTitle,
  useActionErrorModal,
  withQuery,
} from '@quire/site';
import { EmptyState, RowNumber, useToast } from '@quire/ui';
import { useEffect } from 'react';
import { Form, Link, type MetaArgs, useActionData, useLoaderData } from 'react-router';
import { ListPagination } from '../reading/list-pagination';
import type { bookmarksAction, bookmarksLoader } from './bookmarks.server';

export const bookmarksHandle = { auth: 'user' } satisfies AuthHandle;

export function bookmarksMeta({ data }: MetaArgs<typeof bookmarksLoader>) {
  const page = data && data.page > 1 ? ` (page ${data.page})` : '';
  return [{ title: siteTitle(`Bookmarks${page}`) }, { name: 'robots', content: 'noindex' }];
}

/** `/bookmarks`: the articles the reader bookmarked, newest first, each removable. */
export function BookmarksPage() {
  const loaderData = useLoaderData<typeof bookmarksLoader>();
  const { bookmarks, page, perPage, lastPage, total } = loaderData;
  const result = useActionData<typeof bookmarksAction>();
  useActionErrorModal(result);
  const toast = useToast();
  useEffect(() => {
    if (!result) return;
    if (isFormFailure(result)) toast.error(result.message);
    else toast.success(result.message);
  }, [result, toast]);
  return (
    <div className="q-page">
      <div className="q-panel-page">
        <header className="q-panel-page__header">
          <h1>Bookmarks</h1>
        </header>
        {result && !isFormFailure(result) && (
          <p className="q-notice" role="status">
            {result.message}.
          </p>
        )}
        {bookmarks.length === 0 ? (
          <EmptyState
            title="No bookmarks yet"
            description="Bookmark an article from its page to find it here again."
            action={<Link to="/journals">Browse the journals</Link>}
          />
        ) : (
          <div className="q-panel-table-wrap">
            <table className="q-panel-table">
              <caption>Bookmarked articles, newest bookmark first ({total})</caption>
              <thead>
                <tr>
                  <th scope="col" className="q-panel-table__num">
                    #
                  </th>
                  <th scope="col">Article</th>
                  <th scope="col">Journal</th>
                  <th scope="col">Published</th>
                  <th scope="col">Bookmarked</th>
                  <th scope="col">
                    <span className="q-visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {bookmarks.map((bookmark, index) => (
                  <tr key={bookmark.articleId}>
                    <RowNumber index={index} page={page} perPage={perPage} />
                    <td>
                      <Link to={bookmark.path}>{bookmark.title}</Link>
                      {bookmark.authors && (
                        <>
                          <br />
                          <span className="q-panel-page__lead">{bookmark.authors}</span>
                        </>
                      )}
                    </td>
                    <td>{bookmark.journal}</td>
                    <td>{bookmark.published ?? '—'}</td>
                    <td>{bookmark.bookmarked}</td>
                    <td>
                      <Form method="post" className="q-inline-form">
                        <input type="hidden" name="articleId" value={bookmark.articleId} />
                        <input type="hidden" name="intent" value="unbookmark" />
                        <button
                          type="submit"
                          className="q-btn"
                          aria-label={`Remove bookmark: ${bookmark.title}`}
                        >
                          Remove
                        </button>
                      </Form>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <ListPagination
          page={page}
          pageCount={lastPage}
          hrefForPage={(target) => withQuery('/bookmarks', { page: target })}
          label="Bookmark pages"
        />
      </div>
    </div>
  );
}
