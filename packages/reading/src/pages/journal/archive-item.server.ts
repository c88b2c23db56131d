import { journalSlugParam, routeParam } from '@quire/site/server';
import type { LoaderFunctionArgs } from 'react-router';
import { loadArchiveItem } from '../../server/journal-pages.server';

export async function archiveItemLoader({ request, params }: LoaderFunctionArgs) {
  return loadArchiveItem(request, journalSlugParam(params), routeParam(params, 'id'));
}
