import type { PageQuery } from '@quire/contracts';

/** The OFFSET of a page. */
export function pageOffset(query: PageQuery): number {
  return (query.page - 1) * query.perPage;
}

/**
 * The total of a paged list read with `count(*) over()`: every row carries it. A page past the
 * end has no rows to carry it, so only then is `countAll` asked (one extra query, rare).
 */
export async function totalOf(
  rows: readonly { total: number }[],
  query: PageQuery,
  countAll: () => Promise<number>,
): Promise<number> {
  const first = rows[0];
  if (first) return first.total;
  return query.page === 1 ? 0 : countAll();
}
