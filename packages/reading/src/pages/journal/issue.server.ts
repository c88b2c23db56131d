import { journalSlugParam, routeParam } from '@quire/site/server';
import type { LoaderFunctionArgs } from 'react-router';
import { loadVolumeIssue } from '../../server/journal-pages.server';

export async function issueLoader({ request, context, params }: LoaderFunctionArgs) {
  return loadVolumeIssue(
    { request, context },
    journalSlugParam(params),
    routeParam(params, 'id'),
    routeParam(params, 'issue_id'),
  );
}
