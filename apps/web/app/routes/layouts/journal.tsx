export { JournalLayoutPage as default } from '@quire/reading';
export { journalLayoutLoader as loader } from '@quire/reading/server';
