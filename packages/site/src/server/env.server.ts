import { readSiteEnv, type SiteServerEnv } from '../node/env';

export { DEFAULT_API_CACHE_MS, DEFAULT_BUILD_POLL_MS } from '../node/env';

/**
 * The settings request handling reads: the site server's own (`readSiteEnv`, the one schema
 * the Node server validates at start), so a value means the same in both.
 */
export type ServerEnv = Pick<
  SiteServerEnv,
  'apiUrl' | 'backendUrl' | 'secureCookies' | 'buildPollMs' | 'publicOrigin' | 'apiCacheMs'
>;

let cached: ServerEnv | undefined;

/**
 * The configuration from `process.env` (read once). The site server has validated it before
 * it started; elsewhere (`react-router dev`, tests) a bad value throws `SiteConfigError`.
 */
export function serverEnv(): ServerEnv {
  cached ??= readSiteEnv(process.env);
  return cached;
}
