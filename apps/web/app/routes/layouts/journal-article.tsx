import { Outlet } from 'react-router';
import { loadJournal, toJournalFrame } from '~/lib/journal.server';
import type { Route } from './+types/journal-article';

/**
 * The article page's layout route: loads the journal (shared with the article's own loader, one
 * API call) so the page can draw `JournalArticleLayout` with the journal's masthead and brand
 * colour; read it with `useRouteLoaderData('layout-journal-article')`.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const slug = params.slug;
  if (!slug) throw new Error('The journal-article layout needs a :slug');
  return { journal: toJournalFrame(await loadJournal(request, slug)) };
}

export default function JournalArticleLayoutRoute() {
  return <Outlet />;
}
