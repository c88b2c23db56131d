import { routeParam } from '@quire/site/server';
import type { LoaderFunctionArgs } from 'react-router';
import { loadNewsItem } from '../server/news-item.server';

export async function newsItemLoader({ request, params }: LoaderFunctionArgs) {
  return loadNewsItem(request, routeParam(params, 'slug'));
}
