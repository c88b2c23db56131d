import { routeParam } from '@quire/site/server';
import type { LoaderFunctionArgs } from 'react-router';
import { loadNewsItem } from '../server/news-item.server';

export async function newsItemLoader({ request, context, params }: LoaderFunctionArgs) {
  return loadNewsItem({ request, context }, routeParam(params, 'slug'));
}
