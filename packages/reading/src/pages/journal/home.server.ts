import { journalSlugParam } from '@quire/site/server';
import type { LoaderFunctionArgs } from 'react-router';
import { loadJournalHome } from '../../server/journal-pages.server';

export async function journalHomeLoader({ request, params }: LoaderFunctionArgs) {
  return loadJournalHome(request, journalSlugParam(params));
}
