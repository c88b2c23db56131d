export { sitemapXmlLoader as loader } from '@quire/site/server';
