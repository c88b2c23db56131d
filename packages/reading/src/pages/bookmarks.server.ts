import { assertSameOrigin, requireSession } from '@quire/site/server';
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { loadBookmarksPage, toggleBookmark } from '../server/bookmarks.server';
import { bookmarksHandle } from './bookmarks';

export async function bookmarksLoader({ request }: LoaderFunctionArgs) {
  await requireSession(request, bookmarksHandle.auth);
  return loadBookmarksPage(request);
}

/** A row's Remove button (a plain form post: works without JavaScript). */
export async function bookmarksAction({ request }: ActionFunctionArgs) {
  assertSameOrigin(request);
  await requireSession(request, bookmarksHandle.auth);
  return toggleBookmark(request, '/bookmarks');
}
