import { journalSlugParam, routeParam } from '@quire/site/server';
import type { LoaderFunctionArgs } from 'react-router';
import { loadAuthorPage } from '../../server/browse.server';

export async function authorLoader({ request, context, params }: LoaderFunctionArgs) {
  return loadAuthorPage({ request, context }, journalSlugParam(params), routeParam(params, 'name'));
}
