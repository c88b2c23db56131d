import { journalSlugParam, routeParam } from '@quire/site/server';
import type { LoaderFunctionArgs } from 'react-router';
import { loadJournalPage } from '../../server/journal-pages.server';

export async function journalPageLoader({ request, params }: LoaderFunctionArgs) {
  return loadJournalPage(request, journalSlugParam(params), routeParam(params, 'page_slug'));
}
