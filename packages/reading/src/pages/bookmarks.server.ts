import { journalSite } from '@quire/site';
import { assertSameOrigin, guardMiddleware } from '@quire/site/server';
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { loadBookmarksPage, toggleBookmark } from '../server/bookmarks.server';

/** Who may see this page (redirects run before its loader and action). */
export const bookmarksMiddleware = [guardMiddleware('user')];

export async function bookmarksLoader({ request, context }: LoaderFunctionArgs) {
  return loadBookmarksPage({ request, context });
}

/** A row's Remove button (a plain form post: works without JavaScript). */
export async function bookmarksAction({ request, context }: ActionFunctionArgs) {
  assertSameOrigin(request);
  return toggleBookmark({ request, context }, journalSite().paths.bookmarks);
}
