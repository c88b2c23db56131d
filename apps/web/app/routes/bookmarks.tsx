export {
  BookmarksPage as default,
  bookmarksMeta as meta,
} from '@quire/reading';
export {
  bookmarksAction as action,
  bookmarksLoader as loader,
  bookmarksMiddleware as middleware,
} from '@quire/reading/server';
