export { newsRssLoader as loader } from '@quire/site/server';
