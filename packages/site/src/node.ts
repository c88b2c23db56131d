// The production server of a site built from the kit (Node only): `runSiteServer` is an app's
// whole server entry; the parts are exported for servers that compose their own.
export type {
  ListRouteParams,
  PrerenderContext,
  RouteParams,
  SiteRouteHandle,
} from './lib/route-handles';
export {
  journalPageRouteHandle,
  journalRouteHandle,
  prerenderedRouteHandle,
} from './lib/route-handles';
export { bodyLimit } from './node/body-limit';
export type { LogLevel, SiteServerEnv } from './node/env';
export { SiteConfigError, siteEnvSchema } from './node/env';
export type { Logger, LoggerOptions, LogMethod } from './node/logger';
export type { PageCacheCounts, SiteMetrics } from './node/metrics';
export type { PageCache, PageCacheOptions, PageCacheStats } from './node/page-cache';
export type { PrerenderOptions } from './node/prerender';
export type { FollowPurgesOptions, PurgeTarget } from './node/purge-stream';
export { followPurges } from './node/purge-stream';
export { REQUEST_ID_HEADER, requestIdFrom } from './node/request-id';
export type { ManifestRoute, RouteIndex } from './node/route-index';
export { UNMATCHED_ROUTE } from './node/route-index';
export type { SiteServer, SiteServerOptions } from './node/site-server';
export { createSiteServer, listPrerenderedPaths, runSiteServer } from './node/site-server';
export type { SplicedGzip } from './node/spliced-gzip';
