import { SITEMAP_CONTENT_TYPE } from '~/lib/sitemap.server';
import { cachedSitemapXml, SITEMAP_CACHE_CONTROL } from '~/lib/sitemap-cache.server';
import type { Route } from './+types/sitemap-xml';

/** `sitemap.xml`: every public page, built from the API and cached for a few minutes. */
export async function loader({ request }: Route.LoaderArgs) {
  const xml = await cachedSitemapXml(request);
  return new Response(xml, {
    headers: { 'Content-Type': SITEMAP_CONTENT_TYPE, 'Cache-Control': SITEMAP_CACHE_CONTROL },
  });
}
