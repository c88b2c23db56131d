import { JournalLayout } from '@quire/ui';
import { Outlet, useLocation } from 'react-router';
import { journalFrameProps } from '~/components/reading/journal-frame';
import { loadJournal, toJournalFrame } from '~/lib/journal.server';
import type { Route } from './+types/journal';

/** The journal every page under `/journals/:slug` belongs to (404 when there is none). */
export async function loader({ request, params }: Route.LoaderArgs) {
  // Shared with the page's own loader: one API call per request.
  return { journal: toJournalFrame(await loadJournal(request, params.slug)) };
}

/** A journal's frame: masthead and navigation in the journal's brand colour. */
export default function JournalLayoutRoute({ loaderData }: Route.ComponentProps) {
  const { pathname } = useLocation();
  return (
    <JournalLayout {...journalFrameProps(loaderData.journal, pathname)}>
      <Outlet />
    </JournalLayout>
  );
}
