import { escapeXml, xmlElement } from '@quire/utils';

/** Content type of a sitemap. */
export const SITEMAP_CONTENT_TYPE = 'application/xml; charset=utf-8';

/** Most URLs one sitemap file may list (sitemaps.org). */
export const SITEMAP_URL_LIMIT = 50_000;

/** One address in a sitemap. */
export interface SitemapUrl {
  /** Absolute URL. */
  loc: string;
  /** When the page last changed (RFC 3339 or `YYYY-MM-DD`). */
  lastmod?: string | null;
}

/**
 * A sitemaps.org `urlset` document; repeated addresses are listed once, and the list is cut at
 * {@link SITEMAP_URL_LIMIT}.
 */
export function sitemapXml(urls: readonly SitemapUrl[]): string {
  const seen = new Set<string>();
  const entries: string[] = [];
  for (const url of urls) {
    if (seen.has(url.loc) || entries.length >= SITEMAP_URL_LIMIT) continue;
    seen.add(url.loc);
    entries.push(
      `<url><loc>${escapeXml(url.loc)}</loc>${xmlElement('lastmod', url.lastmod)}</url>`,
    );
  }
  return [
    '<?xml version="1.0" encoding="utf-8"?>\n',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n',
    ...entries.map((entry) => `${entry}\n`),
    '</urlset>\n',
  ].join('');
}
