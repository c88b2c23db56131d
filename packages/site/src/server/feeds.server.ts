import type { QuireApi } from '@quire/api-client';
import {
  type ArticleNotice,
  type Journal,
  NOTICE_TYPE_LABELS,
  type TocArticle,
} from '@quire/contracts';
import { stripTags } from '@quire/utils';
import type { FeedEntry, SyndicationFeed } from '../lib/feed-model';
import { articlePath, journalPath, newsPath, noticePath } from '../lib/paths';
import { ATOM_CONTENT_TYPE, atomXml } from './atom.server';
import { FEED_STYLESHEET_PATH } from './feed-stylesheet.server';
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

/** What a feed is sent as to a browser that opens it: XML it renders through the stylesheet. */
export const FEED_PREVIEW_CONTENT_TYPE = 'application/xml; charset=utf-8';

/**
 * Whether `request` comes from a browser opening the address (it asks for HTML first), not a
 * feed reader. Browsers show `application/atom+xml` and `application/rss+xml` as plain text or
 * download them, never through the feed's XSL stylesheet; as `application/xml` they apply it.
 */
export function wantsFeedPreview(request: Request | undefined): boolean {
  return /(?:^|,)\s*text\/html\s*(?:;|,|$)/i.test(request?.headers.get('Accept') ?? '');
}

/**
 * The feed written in `format`, as a response readers, aggregators and CDNs may cache briefly:
 * in the feed's own type, or as `application/xml` to a browser opening it (`Vary: Accept`).
 */
export function feedResponse(
  feed: SyndicationFeed,
  format: FeedFormat,
  request?: Request,
): Response {
  const atom = format === 'atom';
  const feedType = atom ? ATOM_CONTENT_TYPE : RSS_CONTENT_TYPE;
  return new Response(atom ? atomXml(feed) : rssXml(feed), {
    headers: {
      'Content-Type': wantsFeedPreview(request) ? FEED_PREVIEW_CONTENT_TYPE : feedType,
      'Cache-Control': FEED_CACHE_CONTROL,
      Vary: 'Accept',
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
    api.content.news({ query: { perPage: FEED_ENTRY_COUNT } }),
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
    stylesheet: FEED_STYLESHEET_PATH,
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

/** Longest summary a notice's feed entry carries (its text, as plain text). */
const NOTICE_SUMMARY_LENGTH = 400;

/** A notice (correction, retraction…) as a feed item of its own, linking to its page. */
function noticeEntry(slug: string, notice: ArticleNotice): FeedEntry {
  const url = absoluteUrl(noticePath(slug, notice.id));
  const label = NOTICE_TYPE_LABELS[notice.type];
  return {
    id: url,
    title: `${label}: ${notice.article.title}`,
    url,
    updated: notice.createdAt,
    published: notice.createdAt,
    authors: [],
    categories: [label],
    summary: stripTags(notice.text, { maxLength: NOTICE_SUMMARY_LENGTH }),
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
    journal = await api.content.journal({ params: { slug } });
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
  const [archive, siteName, notices] = await Promise.all([
    api.content.archive({ params: { slug }, query: { perPage: FEED_ISSUE_COUNT } }),
    siteNameFor(api),
    api.content.notices({ params: { slug } }),
  ]);
  const issues = await Promise.all(
    archive.data.map((issue) => api.content.issue({ params: { slug, issueId: issue.id } })),
  );
  // Notices on its articles (corrections, retractions…) are items of the journal too.
  const entries = issues
    .flatMap((issue) =>
      issue.sections.flatMap((section) =>
        section.articles.map((article) => articleEntry(slug, article, section.title)),
      ),
    )
    .concat(notices.data.slice(0, FEED_ENTRY_COUNT).map((notice) => noticeEntry(slug, notice)))
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
    stylesheet: FEED_STYLESHEET_PATH,
  };
}
