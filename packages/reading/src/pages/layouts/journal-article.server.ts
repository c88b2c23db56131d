import { journalSlugParam } from '@quire/site/server';
import type { LoaderFunctionArgs } from 'react-router';
import { loadJournal, toJournalFrame } from '../../server/journal.server';

/**
 * The article page's layout route: loads the journal (shared with the article's own loader, one
 * API call) so the page can draw `JournalArticleLayout` with the journal's masthead and brand
 * colour; read it with `useRouteLoaderData('layout-journal-article')`.
 */
export async function journalArticleLayoutLoader({ request, params }: LoaderFunctionArgs) {
  const slug = journalSlugParam(params);
  if (!slug) throw new Error('The journal-article layout needs a :slug');
  return { journal: toJournalFrame(await loadJournal(request, slug)) };
}
