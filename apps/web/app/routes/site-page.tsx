export { SitePagePage as default, sitePageMeta as meta } from '@quire/reading';
export { sitePageLoader as loader } from '@quire/reading/server';
