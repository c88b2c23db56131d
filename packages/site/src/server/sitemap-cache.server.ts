import type { QuireApi } from '@quire/api-client';
import { absoluteUrl } from './seo.server';
import { sitemapXml } from './sitemap.server';
import { collectSitemapUrls } from './sitemap-urls.server';

/**
 * How long one built sitemap is served before the site is walked again, when no content change
 * drops it sooner ({@link dropCachedSitemap}, on every purge).
 */
export const SITEMAP_TTL_MS = 5 * 60_000;

/** Browsers, crawlers and CDNs may keep the sitemap as long as this server does. */
export const SITEMAP_CACHE_CONTROL =
  'public, max-age=300, s-maxage=300, stale-while-revalidate=600';

let cached: { at: number; xml: Promise<string> } | undefined;

/**
 * The sitemap document, built from the API at most once per {@link SITEMAP_TTL_MS} per process:
 * walking every journal takes dozens of API calls, and crawlers ask often. Concurrent requests
 * share one build; a failed build is not kept.
 */
export function cachedSitemapXml(api: QuireApi, now = Date.now()): Promise<string> {
  if (!cached || now - cached.at > SITEMAP_TTL_MS) {
    const xml = collectSitemapUrls(api).then((urls) =>
      sitemapXml(urls.map((url) => ({ ...url, loc: absoluteUrl(url.loc) }))),
    );
    cached = { at: now, xml };
    xml.catch(() => {
      if (cached?.xml === xml) cached = undefined;
    });
  }
  return cached.xml;
}

/**
 * Forgets the built sitemap: the web server's purge calls it (through `dropCachedApiReads`), so
 * the next request walks the site again and a new article, page or news item is listed at once.
 */
export function dropCachedSitemap(): void {
  cached = undefined;
}
