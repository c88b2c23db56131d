export { JournalPagePage as default, journalPageMeta as meta } from '@quire/reading';
export { journalPageLoader as loader } from '@quire/reading/server';
