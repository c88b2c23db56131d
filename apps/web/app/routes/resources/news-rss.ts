import { feedResponse, newsFeed } from '~/lib/feeds.server';
import type { Route } from './+types/news-rss';

/** `news/rss.xml`: the latest news as an RSS 2.0 feed. */
export async function loader({ request }: Route.LoaderArgs) {
  return feedResponse(await newsFeed(request), 'rss');
}
