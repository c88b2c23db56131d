import type { QuireApi } from '@quire/api-client';
import type { Journal, TocArticle } from '@quire/contracts';
import type { FeedEntry, SyndicationFeed } from '../lib/feed-model';
import { articlePath, journalPath, newsPath } from '../lib/paths';
import { ATOM_CONTENT_TYPE, atomXml } from './atom.server';
import { isMissing } from './load.server';
import { RSS_CONTENT_TYPE, rssXml } from './rss.server';
import { absoluteUrl, siteNameFor } from './seo.server';

/** Entries in each feed. */
export const FEED_ENTRY_COUNT = 20;
/** How many of the newest issues a journal feed reads its articles from. */
export const FEED_ISSUE_COUNT = 4;

/** Feeds may be cached a few minutes by browsers, readers and CDNs alike. */
export const FEED_CACHE_CONTROL = 'public, max-age=300, s-maxage=300, stale-while-revalidate=600';

/** The two formats every feed is offered in, by the file name of its address. */
export type FeedFormat = 'atom' | 'rss';

/** A feed's documents: `{base}/feed.xml` (Atom) and `{base}/rss.xml` (RSS 2.0). */
export function feedUrls(basePath: string): { atom: string; rss: string } {
  const base = basePath === '/' ? '' : basePath;
  return { atom: `${base}/feed.xml`, rss: `${base}/rss.xml` };
}

/** The feed written in `format`, as a response readers, aggregators and CDNs may cache briefly. */
export function feedResponse(feed: SyndicationFeed, format: FeedFormat): Response {
  const atom = format === 'atom';
  return new Response(atom ? atomXml(feed) : rssXml(feed), {
    headers: {
      'Content-Type': atom ? ATOM_CONTENT_TYPE : RSS_CONTENT_TYPE,
      'Cache-Control': FEED_CACHE_CONTROL,
    },
  });
}

/** `<link rel="alternate">` tags that let browsers and feed readers discover a page's feeds. */
export function feedLinks(basePath: string, title: string) {
  const urls = feedUrls(basePath);
  return [
    { tagName: 'link', rel: 'alternate', type: 'application/atom+xml', title, href: urls.atom },
    { tagName: 'link', rel: 'alternate', type: 'application/rss+xml', title, href: urls.rss },
  ];
}

/** The site's news (every journal's too), newest first. */
export async function newsFeed(api: QuireApi): Promise<SyndicationFeed> {
  const [news, siteName] = await Promise.all([
    api.content.news({ perPage: FEED_ENTRY_COUNT }),
    siteNameFor(api),
  ]);
  const urls = feedUrls('/news');
  return {
    id: absoluteUrl('/news'),
    title: `${siteName}: news`,
    subtitle: 'Announcements, calls for papers and news from our journals.',
    selfUrls: { atom: absoluteUrl(urls.atom), rss: absoluteUrl(urls.rss) },
    alternateUrl: absoluteUrl('/news'),
    author: siteName,
    entries: news.data.map((item) => ({
      id: absoluteUrl(newsPath(item.slug)),
      title: item.title,
      url: absoluteUrl(newsPath(item.slug)),
      updated: item.publishedAt,
      published: item.publishedAt,
      summary: item.summary,
      categories: item.journal ? [item.journal.title] : [],
    })),
  };
}

function articleEntry(slug: string, article: TocArticle, section: string): FeedEntry {
  const url = absoluteUrl(articlePath(slug, article.slug));
  return {
    id: url,
    title: article.title,
    url,
    updated: article.publishedAt,
    published: article.publishedAt,
    authors: article.authors.map((author) => author.name),
    categories: [section],
    ...(article.doi ? { summary: `DOI: ${article.doi}` } : {}),
  };
}

/** A plain-text 404 for a feed of a journal that does not exist. */
export function feedNotFound(): Response {
  return new Response('Not Found', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
}

/**
 * A journal's latest articles, or null when there is no such journal. The API lists articles by
 * issue, so the feed reads the newest few issues' contents and keeps the newest articles.
 */
export async function journalFeed(api: QuireApi, slug: string): Promise<SyndicationFeed | null> {
  let journal: Journal;
  try {
    journal = await api.content.journal(slug);
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
  const [archive, siteName] = await Promise.all([
    api.content.archive(slug, { perPage: FEED_ISSUE_COUNT }),
    siteNameFor(api),
  ]);
  const issues = await Promise.all(archive.data.map((issue) => api.content.issue(slug, issue.id)));
  const entries = issues
    .flatMap((issue) =>
      issue.sections.flatMap((section) =>
        section.articles.map((article) => articleEntry(slug, article, section.title)),
      ),
    )
    .sort((a, b) => Date.parse(b.updated) - Date.parse(a.updated))
    .slice(0, FEED_ENTRY_COUNT);
  const urls = feedUrls(journalPath(slug));
  return {
    id: absoluteUrl(journalPath(slug)),
    title: `${journal.title}: latest articles`,
    subtitle: journal.summary,
    selfUrls: { atom: absoluteUrl(urls.atom), rss: absoluteUrl(urls.rss) },
    alternateUrl: absoluteUrl(journalPath(slug)),
    author: journal.publisher ?? siteName,
    entries,
  };
}
