// Server-only modules: the API per request, sessions, guards, forms, feeds, sitemap, indexing meta.
// The load context's fields (client IP, CSP nonce) that the server modules read.
export * from './lib/load-context';
export * from './server/api.server';
export * from './server/atom.server';
export * from './server/build-id.server';
export * from './server/client-ip.server';
export * from './server/document-request.server';
export * from './server/env.server';
export * from './server/feeds.server';
export * from './server/form-data.server';
export * from './server/form-failure.server';
export * from './server/guard.server';
export * from './server/load.server';
export * from './server/parse-form.server';
export * from './server/resource-routes.server';
export * from './server/root.server';
export * from './server/rss.server';
export * from './server/same-origin.server';
export * from './server/scholar-meta.server';
export * from './server/security-headers.server';
export * from './server/seo.server';
export * from './server/session.server';
export * from './server/session-cookie.server';
export * from './server/settings.server';
export * from './server/sitemap.server';
export * from './server/sitemap-cache.server';
export * from './server/sitemap-urls.server';
