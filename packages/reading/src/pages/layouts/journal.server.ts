import { journalSlugParam } from '@quire/site/server';
import type { LoaderFunctionArgs } from 'react-router';
import { loadJournal, toJournalFrame } from '../../server/journal.server';

/** The journal every page under `/journals/:slug` belongs to (404 when there is none). */
export async function journalLayoutLoader({ request, params }: LoaderFunctionArgs) {
  // Shared with the page's own loader: one API call per request.
  return { journal: toJournalFrame(await loadJournal(request, journalSlugParam(params))) };
}
