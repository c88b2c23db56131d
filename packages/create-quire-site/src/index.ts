// create-quire-site as a library: what the command does, for scripts and tests.
export { BUNDLED_TEMPLATE, type CreatedSite, createSite } from './create-site';
export {
  kitTarballs,
  renderManifest,
  renderSiteConfig,
  type TemplateVersions,
} from './render-site';
export {
  initialsOf,
  type KitSource,
  nameFromDirectory,
  resolveSiteOptions,
  type SiteOptions,
  SiteOptionsError,
} from './site-options';
