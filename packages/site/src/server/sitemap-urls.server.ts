import type { QuireApi } from '@quire/api-client';
import type { JournalSummary, PageMeta } from '@quire/contracts';
import {
  articlePath,
  issuePath,
  journalPagePath,
  journalPath,
  newsPath,
  noticePath,
  SITE_PAGE_ROUTES,
  sitePagePath,
  volumePath,
} from '../lib/paths';
import type { SitemapUrl } from './sitemap.server';

/** Largest page the API hands out: the sitemap pages through lists with the fewest calls. */
const PAGE_SIZE = 100;
/** API calls in flight at once while walking the site: enough to be quick, few enough to be polite. */
const CONCURRENCY = 4;

/** Every item of a paged list, page after page. */
async function allPages<T>(fetchPage: (page: number) => Promise<{ data: T[]; meta: PageMeta }>) {
  const first = await fetchPage(1);
  const items = [...first.data];
  for (let page = 2; page <= first.meta.lastPage; page += 1) {
    items.push(...(await fetchPage(page)).data);
  }
  return items;
}

/** `map` with at most `limit` calls running at once; results keep the input order. */
export async function mapWithLimit<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await task(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/**
 * One journal's addresses: home, archive, volumes, each volume, issue, article, notice and page.
 * An article's `lastmod` is its last change readers see (a correction, a notice on it), so a
 * crawler comes back for a corrected or retracted article.
 */
export async function journalUrls(
  api: QuireApi,
  journal: Pick<JournalSummary, 'slug'>,
): Promise<SitemapUrl[]> {
  const slug = journal.slug;
  const [detail, volumes, notices] = await Promise.all([
    api.content.journal({ params: { slug } }),
    api.content.volumes({ params: { slug } }),
    api.content.notices({ params: { slug } }),
  ]);
  const volumeIssues = await mapWithLimit(volumes.data, CONCURRENCY, (volume) =>
    api.content.volumeIssues({ params: { slug, volumeId: volume.id } }),
  );
  const issues = volumeIssues.flatMap((answer) => answer.data);
  const contents = await mapWithLimit(issues, CONCURRENCY, (issue) =>
    api.content.issue({ params: { slug, issueId: issue.id } }),
  );
  const latest = issues.reduce<string | undefined>(
    (newest, issue) => (!newest || issue.publishedAt > newest ? issue.publishedAt : newest),
    undefined,
  );
  const urls: { path: string; lastmod?: string | undefined }[] = [
    { path: journalPath(slug), lastmod: latest },
    { path: `${journalPath(slug)}/current-issue`, lastmod: latest },
    { path: `${journalPath(slug)}/archive`, lastmod: latest },
    { path: `${journalPath(slug)}/volumes`, lastmod: latest },
    ...detail.pages.map((page) => ({ path: journalPagePath(slug, page.slug) })),
    ...volumes.data.map((volume) => ({ path: volumePath(slug, volume.id) })),
    ...contents.flatMap((issue) => [
      { path: issuePath(slug, issue), lastmod: issue.publishedAt },
      ...issue.sections.flatMap((section) =>
        section.articles.map((article) => ({
          path: articlePath(slug, article.slug),
          lastmod: article.updatedAt ?? article.publishedAt,
        })),
      ),
    ]),
    ...notices.data.map((notice) => ({
      path: noticePath(slug, notice.id),
      lastmod: notice.createdAt,
    })),
  ];
  return urls.map(({ path, lastmod }) => ({ loc: path, lastmod: lastmod ?? null }));
}

/**
 * Every public address worth indexing, as paths (the caller makes them absolute): the site's
 * pages (its own static pages in its menu among them), every journal's pages, volumes, issues and articles, and every news item.
 */
export async function collectSitemapUrls(api: QuireApi): Promise<SitemapUrl[]> {
  const [journals, news, sitePages] = await Promise.all([
    allPages((page) => api.content.journals({ query: { page, perPage: PAGE_SIZE } })),
    allPages((page) => api.content.news({ query: { page, perPage: PAGE_SIZE } })),
    api.content.sitePages(),
  ]);
  const perJournal = await mapWithLimit(journals, 2, (journal) => journalUrls(api, journal));
  return [
    { loc: '/', lastmod: null },
    { loc: '/journals', lastmod: null },
    { loc: '/news', lastmod: news[0]?.publishedAt ?? null },
    { loc: '/about', lastmod: null },
    { loc: '/contact', lastmod: null },
    // About and Contact are listed above, whether or not a site page gives them their text.
    ...sitePages.data
      .filter((page) => !(page.slug in SITE_PAGE_ROUTES))
      .map((page) => ({ loc: sitePagePath(page.slug), lastmod: null })),
    ...perJournal.flat(),
    ...news.map((item) => ({ loc: newsPath(item.slug), lastmod: item.publishedAt })),
  ];
}
