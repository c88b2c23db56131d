// Server-only modules: the API per request, sessions, guards, forms, feeds, sitemap, indexing meta.
// Loaders, actions and middleware get a typed context provider (React Router 8, or 7.x with `future.v8_middleware`).

export { dropCachedApiReads, STABLE_READS_MS, setFollowingPurges } from './server/api.server';
export { answerUnavailableAs503 } from './server/api-unavailable.server';

export type { RequestScope } from './server/client-ip.server';
export { forwardClientIp } from './server/client-ip.server';
export type { DocumentRequestOptions } from './server/document-request.server';
export {
  createDocumentRequestHandler,
  handleDataRequest,
  STREAM_TIMEOUT_MS,
} from './server/document-request.server';
export type { ServerEnv } from './server/env.server';
export { serverEnv } from './server/env.server';
export type { FeedStylesheetTexts } from './server/feed-stylesheet.server';
export type { FeedFormat } from './server/feeds.server';
export { feedLinks, feedResponse } from './server/feeds.server';
export { formDataWithin, readFormData } from './server/form-data.server';
export {
  formFailure,
  localFailure,
  SERVER_FAILURE_MESSAGE,
  serverFailure,
  textField,
} from './server/form-failure.server';
export { guardMiddleware, linkOnlyPageMiddleware, requireSession } from './server/guard.server';
export { doiUrl, orcidUrl } from './server/identifier-links.server';
export { isMissing, journalSlugParam, orNotFound, routeParam } from './server/load.server';
export { ojsRedirectLoader } from './server/ojs-redirect.server';
export type { CheckedForm, FormSchema, ParsedForm, ParseOptions } from './server/parse-form.server';
export {
  checkBody,
  checkForm,
  parseFields,
  parseForm,
  textFields,
} from './server/parse-form.server';
export type { RequestArgs, RequestInfo } from './server/request-context.server';
export {
  apiContext,
  contextForRequest,
  createLoadContext,
  refreshSession,
  sessionContext,
} from './server/request-context.server';
export {
  feedStylesheetLoader,
  journalAtomLoader,
  journalRssLoader,
  newsAtomLoader,
  newsRssLoader,
  robotsTxtLoader,
  sitemapXmlLoader,
} from './server/resource-routes.server';
export { rootLoader } from './server/root.server';
export { rootMiddleware } from './server/root-middleware.server';
export { assertSameOrigin } from './server/same-origin.server';
export type { ApiOrigins } from './server/security-headers.server';
export { contentSecurityPolicy } from './server/security-headers.server';
export type { SeoInput } from './server/seo.server';
export { absoluteUrl, pageSeo, siteNameFor } from './server/seo.server';
export type { SessionResult } from './server/session.server';
export {
  clearedSessionCookie,
  readSessionToken,
  SESSION_COOKIE,
  sessionCookie,
} from './server/session-cookie.server';
export { loadSettings, settingValue } from './server/settings.server';
export { setupMiddleware } from './server/setup-gate.server';
export type { SiteServerEntry } from './server/site-server-entry.server';
export { siteServerEntry } from './server/site-server-entry.server';
export type { SitemapUrl } from './server/sitemap.server';
