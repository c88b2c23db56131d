import { absoluteUrl } from '~/lib/seo.server';
import type { Route } from './+types/robots-txt';

/** `robots.txt`: everything public may be crawled; the panel, auth screens and bookmarks may not. */
export function loader(_: Route.LoaderArgs) {
  const body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /panel',
    'Disallow: /auth/',
    'Disallow: /bookmarks',
    '',
    // The configured public origin, never the Host header a proxy may have rewritten.
    `Sitemap: ${absoluteUrl('/sitemap.xml')}`,
    '',
  ].join('\n');
  return new Response(body, {
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  });
}
