import { feedNotFound, feedResponse, journalFeed } from '~/lib/feeds.server';
import type { Route } from './+types/journal-rss';

/** `journals/{slug}/rss.xml`: a journal's latest articles as an RSS 2.0 feed (404 for no journal). */
export async function loader({ request, params }: Route.LoaderArgs) {
  const feed = await journalFeed(request, params.slug);
  return feed === null ? feedNotFound() : feedResponse(feed, 'rss');
}
