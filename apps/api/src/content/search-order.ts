import type { SearchLookup, SearchSort } from '@quire/contracts';
import { type SQL, sql } from 'drizzle-orm';

/**
 * The order a search really uses: the one asked for, else relevance; a DOI or ORCID lookup has
 * no relevance to rank by (every hit matches exactly), so it lists the newest first.
 */
export function effectiveSort(sort: SearchSort | undefined, lookup: SearchLookup | null) {
  const asked = sort ?? 'relevance';
  return lookup && asked === 'relevance' ? 'newest' : asked;
}

/**
 * ORDER BY over `articles a` for the date and title orders, in the column order of an index
 * (`articles_recent_idx`, `articles_title_order_idx`), so the planner can walk the index and
 * stop at the LIMIT instead of sorting every match. Ties fall to the id, so pages never overlap.
 */
export function articleScanOrder(sort: Exclude<SearchSort, 'relevance'>): SQL {
  switch (sort) {
    case 'newest':
      return sql`a.published_at desc, a.id desc`;
    case 'oldest':
      return sql`a.published_at asc, a.id asc`;
    case 'title':
      return sql`article_title_sort_key(a.title) asc, a.id asc`;
  }
}

/**
 * ORDER BY over ranked candidate rows (`alias` has `rank`, `published_at`, `title_key` and `id`):
 * the same orders as {@link articleScanOrder}, plus relevance (best rank, then newest).
 */
export function candidateOrder(sort: SearchSort, alias: string): SQL {
  const row = sql.raw(alias);
  switch (sort) {
    case 'relevance':
      return sql`${row}.rank desc, ${row}.published_at desc, ${row}.id desc`;
    case 'newest':
      return sql`${row}.published_at desc, ${row}.id desc`;
    case 'oldest':
      return sql`${row}.published_at asc, ${row}.id asc`;
    case 'title':
      return sql`${row}.title_key asc, ${row}.id asc`;
  }
}
