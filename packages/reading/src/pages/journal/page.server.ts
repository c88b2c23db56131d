import { journalSlugParam, routeParam } from '@quire/site/server';
import type { LoaderFunctionArgs } from 'react-router';
import { loadJournalPage } from '../../server/journal-pages.server';

export async function journalPageLoader({ request, context, params }: LoaderFunctionArgs) {
  return loadJournalPage(
    { request, context },
    journalSlugParam(params),
    routeParam(params, 'page_slug'),
  );
}
