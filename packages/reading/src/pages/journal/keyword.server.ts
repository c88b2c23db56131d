import { journalSlugParam, routeParam } from '@quire/site/server';
import type { LoaderFunctionArgs } from 'react-router';
import { loadKeywordPage } from '../../server/browse.server';

export async function keywordLoader({ request, context, params }: LoaderFunctionArgs) {
  return loadKeywordPage(
    { request, context },
    journalSlugParam(params),
    routeParam(params, 'keyword'),
  );
}
