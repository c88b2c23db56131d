export {
  BookmarksPage as default,
  bookmarksHandle as handle,
  bookmarksMeta as meta,
} from '@quire/reading';
export { bookmarksAction as action, bookmarksLoader as loader } from '@quire/reading/server';
