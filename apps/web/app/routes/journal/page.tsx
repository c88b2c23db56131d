export { JournalPagePage as default, journalPageMeta as meta } from '@quire/reading';
export { journalPageLoader as loader } from '@quire/reading/server';
// Prerendered: one page per page the journal has (the site server renders them at start).
export { journalPageRouteHandle as handle } from '@quire/site';
