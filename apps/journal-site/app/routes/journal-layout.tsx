export { JournalLayoutPage as default } from '@quire/reading';
export {
  journalLayoutLoader as loader,
  journalLayoutMiddleware as middleware,
} from '@quire/reading/server';
