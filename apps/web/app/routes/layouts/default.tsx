export { SiteDefaultLayout as default } from '@quire/site';
