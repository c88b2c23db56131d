/** Rows per page when a list does not say otherwise. */
export const DEFAULT_PER_PAGE = 10;

/**
 * One-based number of a row across pages, for the "#" column of paginated tables.
 * @example rowNumber(0, 3, 10) // 21
 */
export function rowNumber(index: number, page = 1, perPage = DEFAULT_PER_PAGE): number {
  return perPage * (page - 1) + index + 1;
}
