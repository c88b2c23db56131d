export { findExecutableContent } from './find-executable-content';
export { freePort } from './free-port';
export type { RecordedRequest, RecordingServer } from './recording-server';
export { startRecordingServer } from './recording-server';
export type { ApiServer, OutboxMail, StartApiServerOptions } from './start-api-server';
export { freshApiDataDir, SITE_ADMIN, startApiServer } from './start-api-server';
export type { SiteServer, StartSiteServerOptions } from './start-site-server';
export { startSiteServer } from './start-site-server';
export { xssVectors } from './xss-vectors';
