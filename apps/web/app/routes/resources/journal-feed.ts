import { feedNotFound, feedResponse, journalFeed } from '~/lib/feeds.server';
import type { Route } from './+types/journal-feed';

/** `journals/{slug}/feed.xml`: a journal's latest articles as an Atom feed (404 for no journal). */
export async function loader({ request, params }: Route.LoaderArgs) {
  const feed = await journalFeed(request, params.slug);
  return feed === null ? feedNotFound() : feedResponse(feed, 'atom');
}
