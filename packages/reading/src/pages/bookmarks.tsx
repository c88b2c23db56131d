import {
  isFormFailure,
  SiteTime,
  siteTitle,
  useActionErrorModal,
  useJournalSite,
  withQuery,
} from '@quire/site';
import { EmptyState, PagedTable, RowNumber, useToast } from '@quire/ui';
import { useEffect } from 'react';
import { Form, Link, type MetaArgs, useActionData, useLoaderData } from 'react-router';
import { ListPagination } from '../reading/list-pagination';
import { readingTexts, useReadingTexts } from '../texts';
import type { bookmarksAction, bookmarksLoader } from './bookmarks.server';

export function bookmarksMeta({ loaderData }: MetaArgs<typeof bookmarksLoader>) {
  const title = readingTexts().bookmarksPageTitle(loaderData?.page ?? 1);
  return [{ title: siteTitle(title) }, { name: 'robots', content: 'noindex' }];
}

/** `/bookmarks`: the articles the reader bookmarked, newest first, each removable. */
export function BookmarksPage() {
  const loaderData = useLoaderData<typeof bookmarksLoader>();
  const { bookmarks, page, perPage, lastPage, total } = loaderData;
  const result = useActionData<typeof bookmarksAction>();
  useActionErrorModal(result);
  const toast = useToast();
  const { paths } = useJournalSite();
  const texts = useReadingTexts();
  useEffect(() => {
    if (!result) return;
    if (isFormFailure(result)) toast.error(result.message);
    else toast.success(result.message);
  }, [result, toast]);
  return (
    <div className="q-page">
      <div className="q-panel-page">
        <header className="q-panel-page__header">
          <h1>{texts.bookmarksTitle}</h1>
        </header>
        {result && !isFormFailure(result) && (
          <p className="q-notice" role="status">
            {result.message}.
          </p>
        )}
        <PagedTable
          items={bookmarks}
          caption={texts.bookmarksCaption(total)}
          columns={[
            { label: texts.bookmarksColumnArticle },
            { label: texts.bookmarksColumnJournal },
            { label: texts.bookmarksColumnPublished },
            { label: texts.bookmarksColumnBookmarked },
            { label: <span className="q-visually-hidden">{texts.actionsColumn}</span> },
          ]}
          renderRow={(bookmark, index) => (
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
              <td>{bookmark.published ? <SiteTime date={bookmark.published} /> : '—'}</td>
              <td>{bookmark.bookmarked && <SiteTime date={bookmark.bookmarked} />}</td>
              <td>
                <Form method="post" className="q-inline-form">
                  <input type="hidden" name="articleId" value={bookmark.articleId} />
                  <input type="hidden" name="intent" value="unbookmark" />
                  <button
                    type="submit"
                    className="q-btn"
                    aria-label={texts.removeBookmarkLabel(bookmark.title)}
                  >
                    {texts.removeBookmark}
                  </button>
                </Form>
              </td>
            </tr>
          )}
          empty={
            <EmptyState
              title={texts.noBookmarksTitle}
              description={texts.noBookmarksHint}
              action={<Link to="/journals">{texts.browseJournals}</Link>}
            />
          }
          pagination={
            <ListPagination
              page={page}
              pageCount={lastPage}
              hrefForPage={(target) => withQuery(paths.bookmarks, { page: target })}
              label={texts.bookmarkPagesLabel}
            />
          }
        />
      </div>
    </div>
  );
}
