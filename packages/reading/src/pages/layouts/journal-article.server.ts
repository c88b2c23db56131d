import type { LoaderFunctionArgs } from 'react-router';
import { canonicalJournal, journalMiddleware, toJournalFrame } from '../../server/journal.server';

/** The article layout's middleware: the journal of the address, for the layout and the article. */
export const journalArticleLayoutMiddleware = [journalMiddleware];

/**
 * The article page's layout route: the journal (shared with the article's own loader, one API
 * call) so the page can draw `JournalArticleLayout` with the journal's masthead and brand
 * colour; read it with `useRouteLoaderData('layout-journal-article')`.
 */
export async function journalArticleLayoutLoader({ context, params, request }: LoaderFunctionArgs) {
  return { journal: toJournalFrame(await canonicalJournal(context, params, request)) };
}
