export { JournalArticleLayoutPage as default } from '@quire/reading';
export {
  journalArticleLayoutLoader as loader,
  journalArticleLayoutMiddleware as middleware,
} from '@quire/reading/server';
// Its pages carry the journal's purge tag; its journals are listed for prerendered pages.
export { journalRouteHandle as handle } from '@quire/site';
