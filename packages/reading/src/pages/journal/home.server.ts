import { journalSlugParam } from '@quire/site/server';
import type { LoaderFunctionArgs } from 'react-router';
import { loadJournalHome } from '../../server/journal-pages.server';

export async function journalHomeLoader({ request, context, params }: LoaderFunctionArgs) {
  return loadJournalHome({ request, context }, journalSlugParam(params));
}
