export { JournalLayoutPage as default } from '@quire/reading';
export {
  journalLayoutLoader as loader,
  journalLayoutMiddleware as middleware,
} from '@quire/reading/server';
// Its pages carry the journal's purge tag; its journals are listed for prerendered pages.
export { journalRouteHandle as handle } from '@quire/site';
