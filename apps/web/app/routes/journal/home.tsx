export { JournalHomePage as default, journalHomeMeta as meta } from '@quire/reading';
export { journalHomeLoader as loader } from '@quire/reading/server';
