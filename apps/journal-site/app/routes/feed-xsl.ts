export { feedStylesheetLoader as loader } from '@quire/site/server';
