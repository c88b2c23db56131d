import type { Bookmark } from '@quire/contracts';
import { idParam, journalSite, loginUrl, pageParam, type SiteDate, siteDate } from '@quire/site';
import {
  apiContext,
  formFailure,
  type RequestArgs,
  readFormData,
  sessionContext,
} from '@quire/site/server';
import { data, redirect } from 'react-router';
import { readingTexts } from '../texts';

/** Bookmarks per page of `/bookmarks`. */
export const BOOKMARKS_PER_PAGE = 10;

/** The form field that says what a bookmark form asks for. */
export const BOOKMARK_INTENT_FIELD = 'intent';
/** Values of {@link BOOKMARK_INTENT_FIELD}. */
export type BookmarkIntent = 'bookmark' | 'unbookmark';

/** Whether the article is bookmarked, or null when the visitor is signed out (or it is unknown). */
export type BookmarkView = { bookmarked: boolean } | null;

/**
 * The article page's bookmark state: asked only when a session exists, so the anonymous page
 * makes no extra call and stays the same for everyone (cacheable). A failure hides nothing else:
 * the button then starts unpressed.
 */
export async function loadBookmarkState(
  { context }: RequestArgs,
  articleId: number,
): Promise<BookmarkView> {
  // A site without bookmarks shows no toggle: no need to ask.
  if (!journalSite().features.bookmarks || !(await context.get(sessionContext)).session)
    return null;
  try {
    const state = await context.get(apiContext).panel.bookmarkState({ params: { articleId } });
    return { bookmarked: state.bookmarked };
  } catch (error) {
    console.error(`Could not load the bookmark state of article ${articleId}`, error);
    return { bookmarked: false };
  }
}

/**
 * A bookmark form's post (the article page's toggle, `/bookmarks`' remove buttons): adds or
 * removes the bookmark of `articleId` and answers the new state. Signed-out visitors are sent to
 * sign in and come back to `returnTo` — before their post is read, so an anonymous post costs
 * no memory.
 */
export async function toggleBookmark({ request, context }: RequestArgs, returnTo: string) {
  if (!(await context.get(sessionContext)).session) throw redirect(loginUrl(returnTo));
  const form = await readFormData(request);
  const articleId = idParam(String(form.get('articleId') ?? ''));
  const intent = form.get(BOOKMARK_INTENT_FIELD);
  if (articleId === null || (intent !== 'bookmark' && intent !== 'unbookmark')) {
    throw data(readingTexts().bookmarkFormIncomplete, { status: 400 });
  }
  const { panel } = context.get(apiContext);
  try {
    const state =
      intent === 'bookmark'
        ? await panel.addBookmark({ params: { articleId } })
        : await panel.removeBookmark({ params: { articleId } });
    return {
      articleId: state.articleId,
      bookmarked: state.bookmarked,
      message: state.bookmarked ? readingTexts().bookmarkAdded : readingTexts().bookmarkRemoved,
    };
  } catch (caught) {
    return formFailure(caught, { articleId });
  }
}

/** A bookmark as `/bookmarks` lists it. */
export interface BookmarkListItem {
  articleId: number;
  title: string;
  path: string;
  authors: string;
  journal: string;
  published: SiteDate | null;
  bookmarked: SiteDate | null;
}

/** Shapes the API's bookmark for the list. */
export function toBookmarkListItem(bookmark: Bookmark): BookmarkListItem {
  return {
    articleId: bookmark.articleId,
    title: bookmark.title,
    path: bookmark.path,
    authors: bookmark.authors.map((author) => author.name).join(', '),
    journal: bookmark.journal.title,
    published: siteDate(bookmark.publishedAt),
    bookmarked: siteDate(bookmark.bookmarkedAt, { withTime: true }),
  };
}

/** `/bookmarks?page=`: the signed-in user's bookmarks, newest first. */
export async function loadBookmarksPage({ request, context }: RequestArgs) {
  const page = pageParam(new URL(request.url).searchParams.get('page'));
  const list = await context
    .get(apiContext)
    .panel.bookmarks({ query: { page, perPage: BOOKMARKS_PER_PAGE } });
  return {
    bookmarks: list.data.map(toBookmarkListItem),
    page: list.meta.page,
    perPage: list.meta.perPage,
    lastPage: list.meta.lastPage,
    total: list.meta.total,
  };
}
