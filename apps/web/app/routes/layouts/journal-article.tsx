export { JournalArticleLayoutPage as default } from '@quire/reading';
export { journalArticleLayoutLoader as loader } from '@quire/reading/server';
