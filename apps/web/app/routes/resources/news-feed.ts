import { atomResponse, newsFeed } from '~/lib/feeds.server';
import type { Route } from './+types/news-feed';

/** `news/feed.xml`: the latest news as an Atom feed. */
export async function loader({ request }: Route.LoaderArgs) {
  return atomResponse(await newsFeed(request));
}
