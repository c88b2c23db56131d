/**
 * The addresses of the public reading pages, in one place so links, canonical URLs, the sitemap
 * and the feeds always agree. A single-journal site (the configuration's `journal`) serves its
 * journal at the root, so that journal's addresses lose their `/journals/{slug}` prefix.
 */
import { journalSite } from '../config/journal-site';

const segment = (value: string | number) => encodeURIComponent(String(value));

/** What every address of a journal starts with: `/journals/{slug}`, or `` for the site's own. */
export function journalBasePath(slug: string): string {
  return slug === journalSite().journal ? '' : `/journals/${segment(slug)}`;
}

/** A journal's home: `/journals/{slug}` (`/` on its own single-journal site). */
export function journalPath(slug: string): string {
  return journalBasePath(slug) || '/';
}

/** `/journals/{slug}/volumes/{volumeId}/issues`. */
export function volumePath(slug: string, volumeId: number): string {
  return `${journalBasePath(slug)}/volumes/${segment(volumeId)}/issues`;
}

/** An issue's permanent address: `/journals/{slug}/volumes/{volumeId}/issues/{issueId}`. */
export function issuePath(slug: string, issue: { id: number; volumeId: number }): string {
  return `${volumePath(slug, issue.volumeId)}/${segment(issue.id)}`;
}

/** `/journals/{slug}/articles/{articleSlug}`. */
export function articlePath(slug: string, articleSlug: string): string {
  return `${journalBasePath(slug)}/articles/${segment(articleSlug)}`;
}

/** `/journals/{slug}/notices/{noticeId}`: a correction, retraction… of one of its articles. */
export function noticePath(slug: string, noticeId: number): string {
  return `${journalBasePath(slug)}/notices/${noticeId}`;
}

/** `/journals/{slug}/pages/{pageSlug}`. */
export function journalPagePath(slug: string, pageSlug: string): string {
  return `${journalBasePath(slug)}/pages/${segment(pageSlug)}`;
}

/** `/journals/{slug}/keywords/{keyword}`: the journal's articles with that keyword. */
export function keywordPath(slug: string, keyword: string): string {
  return `${journalBasePath(slug)}/keywords/${segment(keyword)}`;
}

/** `/journals/{slug}/authors/{name}`: the journal's articles by that author. */
export function authorPath(slug: string, name: string): string {
  return `${journalBasePath(slug)}/authors/${segment(name)}`;
}

/** `/news/{slug}`. */
export function newsPath(slug: string): string {
  return `/news/${segment(slug)}`;
}

/**
 * The site pages whose address is a page of their own: the page written with the address `about`
 * is the text of `/about`, and `contact` the introduction of `/contact` (above its form).
 */
export const SITE_PAGE_ROUTES: Readonly<Record<string, string>> = {
  about: '/about',
  contact: '/contact',
};

/**
 * `/pages/{pageSlug}`: one of the site's own pages (Privacy, Imprint…); `/about` and `/contact`
 * for the pages that give those their text ({@link SITE_PAGE_ROUTES}).
 */
export function sitePagePath(pageSlug: string): string {
  return SITE_PAGE_ROUTES[pageSlug] ?? `/pages/${segment(pageSlug)}`;
}

/**
 * `path` with `query` appended, leaving out empty values and `page=1` (the first page's address
 * is the list's own, so it has one canonical URL).
 * @example withQuery('/news', { journal: 'jce', page: 2 }) // '/news?journal=jce&page=2'
 */
export function withQuery(
  path: string,
  query: Readonly<Record<string, string | number | null | undefined>>,
): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === null || value === undefined || value === '') continue;
    if (key === 'page' && Number(value) === 1) continue;
    params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/**
 * The page number in a `?page=` value: a whole number from 1, else 1 (a hand-edited address
 * never fails).
 */
export function pageParam(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 1_000_000 ? page : 1;
}

/** A positive whole-number id from a route parameter, or null when it is not one. */
export function idParam(value: string | undefined): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 ? id : null;
}

/**
 * A site path the API gives (`/journals/{slug}/…`) as this site serves it: on a single-journal
 * site its own journal's pages live at the root; other paths are left as they are.
 * @example sitePath('/journals/jce/articles/on-quires') // '/articles/on-quires' on the jce site
 */
export function sitePath(path: string): string {
  const own = journalSite().journal;
  if (!own) return path;
  const prefix = `/journals/${segment(own)}`;
  if (path === prefix) return '/';
  return path.startsWith(`${prefix}/`) ? path.slice(prefix.length) : path;
}
