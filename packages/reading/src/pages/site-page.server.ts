import { routeParam } from '@quire/site/server';
import type { LoaderFunctionArgs } from 'react-router';
import { loadSitePage } from '../server/site-page.server';

export async function sitePageLoader({ request, context, params }: LoaderFunctionArgs) {
  return loadSitePage({ request, context }, routeParam(params, 'page_slug'));
}
