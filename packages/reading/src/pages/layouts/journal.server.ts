import type { LoaderFunctionArgs } from 'react-router';
import { canonicalJournal, journalMiddleware, toJournalFrame } from '../../server/journal.server';

/** The journal layout's middleware: the journal of the address, for the layout and its pages. */
export const journalLayoutMiddleware = [journalMiddleware];

/** The journal every page under `/journals/:slug` belongs to (404 when there is none). */
export async function journalLayoutLoader({ context, params, request }: LoaderFunctionArgs) {
  // Shared with the page's own loader through the context: one API call per request.
  return { journal: toJournalFrame(await canonicalJournal(context, params, request)) };
}
