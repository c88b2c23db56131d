import { withQuery } from '@quire/site';

/** The fields of a search address (what `/search`'s form sends). */
export interface SearchAddress {
  q: string;
  journal: string;
  type: string;
  year: string;
  /** Empty, or a sort order; `relevance`, the default, is left out of the address. */
  sort: string;
}

/**
 * The address of a search on `page`: empty fields, the first page and the default order are left
 * out, so each search has one address (its canonical URL too).
 * @example searchHref({ q: 'forest', journal: 'jce', type: '', year: '', sort: 'newest' }, 2)
 * // '/search?q=forest&journal=jce&sort=newest&page=2'
 */
export function searchHref(search: SearchAddress, page: number): string {
  return withQuery('/search', {
    ...search,
    sort: search.sort === 'relevance' ? '' : search.sort,
    page,
  });
}
