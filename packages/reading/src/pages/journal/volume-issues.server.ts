import { journalSlugParam, routeParam } from '@quire/site/server';
import type { LoaderFunctionArgs } from 'react-router';
import { loadVolumeIssues } from '../../server/journal-pages.server';

export async function volumeIssuesLoader({ request, context, params }: LoaderFunctionArgs) {
  return loadVolumeIssues({ request, context }, journalSlugParam(params), routeParam(params, 'id'));
}
