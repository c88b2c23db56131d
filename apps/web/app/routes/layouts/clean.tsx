export { SiteCleanLayout as default } from '@quire/site';
