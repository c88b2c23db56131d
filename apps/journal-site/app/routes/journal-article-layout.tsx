export { JournalArticleLayoutPage as default } from '@quire/reading';
export {
  journalArticleLayoutLoader as loader,
  journalArticleLayoutMiddleware as middleware,
} from '@quire/reading/server';
