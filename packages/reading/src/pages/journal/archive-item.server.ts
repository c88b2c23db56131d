import { journalSlugParam, routeParam } from '@quire/site/server';
import type { LoaderFunctionArgs } from 'react-router';
import { loadArchiveItem } from '../../server/journal-pages.server';

export async function archiveItemLoader({ request, context, params }: LoaderFunctionArgs) {
  return loadArchiveItem({ request, context }, journalSlugParam(params), routeParam(params, 'id'));
}
