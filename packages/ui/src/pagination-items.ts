/** One slot of a pagination bar: a page number or a gap. */
export type PaginationItem = number | 'start-ellipsis' | 'end-ellipsis';

/** Options for {@link paginationItems}. */
export interface PaginationItemsOptions {
  /** Pages shown on each side of the current page. Defaults to 1. */
  siblingCount?: number;
  /** Pages always shown at the start and the end. Defaults to 1. */
  boundaryCount?: number;
}

function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, index) => from + index);
}

/**
 * The page numbers to show, with an ellipsis where pages are skipped; the bar keeps the same
 * number of slots on every page so it does not jump under the pointer. A gap of one page
 * shows the page instead of an ellipsis.
 * @example paginationItems(5, 10) // [1, 'start-ellipsis', 4, 5, 6, 'end-ellipsis', 10]
 */
export function paginationItems(
  page: number,
  pageCount: number,
  { siblingCount = 1, boundaryCount = 1 }: PaginationItemsOptions = {},
): PaginationItem[] {
  if (pageCount < 1) return [];
  const current = Math.min(Math.max(1, page), pageCount);
  // Boundaries, siblings, the current page and two gaps.
  const slots = 2 * boundaryCount + 2 * siblingCount + 3;
  if (pageCount <= slots) return range(1, pageCount);

  const startPages = range(1, boundaryCount);
  const endPages = range(pageCount - boundaryCount + 1, pageCount);
  const siblingsStart = Math.max(
    Math.min(current - siblingCount, pageCount - boundaryCount - 2 * siblingCount - 1),
    boundaryCount + 2,
  );
  const siblingsEnd = Math.min(
    Math.max(current + siblingCount, boundaryCount + 2 * siblingCount + 2),
    pageCount - boundaryCount - 1,
  );

  return [
    ...startPages,
    siblingsStart > boundaryCount + 2 ? 'start-ellipsis' : boundaryCount + 1,
    ...range(siblingsStart, siblingsEnd),
    siblingsEnd < pageCount - boundaryCount - 1 ? 'end-ellipsis' : pageCount - boundaryCount,
    ...endPages,
  ];
}
