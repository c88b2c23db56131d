import { feedResponse, newsFeed } from '~/lib/feeds.server';
import type { Route } from './+types/news-feed';

/** `news/feed.xml`: the latest news as an Atom feed. */
export async function loader({ request }: Route.LoaderArgs) {
  return feedResponse(await newsFeed(request), 'atom');
}
