/**
 * The addresses of the public reading pages, in one place so links, canonical URLs, the sitemap
 * and the feeds always agree.
 */

const segment = (value: string | number) => encodeURIComponent(String(value));

/** `/journals/{slug}`. */
export function journalPath(slug: string): string {
  return `/journals/${segment(slug)}`;
}

/** `/journals/{slug}/volumes/{volumeId}/issues`. */
export function volumePath(slug: string, volumeId: number): string {
  return `${journalPath(slug)}/volumes/${segment(volumeId)}/issues`;
}

/** An issue's permanent address: `/journals/{slug}/volumes/{volumeId}/issues/{issueId}`. */
export function issuePath(slug: string, issue: { id: number; volumeId: number }): string {
  return `${volumePath(slug, issue.volumeId)}/${segment(issue.id)}`;
}

/** `/journals/{slug}/articles/{articleSlug}`. */
export function articlePath(slug: string, articleSlug: string): string {
  return `${journalPath(slug)}/articles/${segment(articleSlug)}`;
}

/** `/journals/{slug}/pages/{pageSlug}`. */
export function journalPagePath(slug: string, pageSlug: string): string {
  return `${journalPath(slug)}/pages/${segment(pageSlug)}`;
}

/** `/journals/{slug}/keywords/{keyword}`: the journal's articles with that keyword. */
export function keywordPath(slug: string, keyword: string): string {
  return `${journalPath(slug)}/keywords/${segment(keyword)}`;
}

/** `/journals/{slug}/authors/{name}`: the journal's articles by that author. */
export function authorPath(slug: string, name: string): string {
  return `${journalPath(slug)}/authors/${segment(name)}`;
}

/** `/news/{slug}`. */
export function newsPath(slug: string): string {
  return `/news/${segment(slug)}`;
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
