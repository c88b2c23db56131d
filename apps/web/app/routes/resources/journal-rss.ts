export { journalRssLoader as loader } from '@quire/site/server';
