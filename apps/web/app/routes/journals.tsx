export { JournalsPage as default, journalsMeta as meta } from '@quire/reading';
export { journalsLoader as loader } from '@quire/reading/server';
