import { journalSlugParam, routeParam } from '@quire/site/server';
import type { LoaderFunctionArgs } from 'react-router';
import { loadAuthorPage } from '../../server/browse.server';

export async function authorLoader({ request, params }: LoaderFunctionArgs) {
  return loadAuthorPage(request, journalSlugParam(params), routeParam(params, 'name'));
}
