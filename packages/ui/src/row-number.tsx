import { rowNumber } from '@quire/utils';
import { clsx } from 'clsx';
import type { ComponentPropsWithoutRef } from 'react';

export interface RowNumberProps extends Omit<ComponentPropsWithoutRef<'td'>, 'children'> {
  /** Zero-based index of the row on the current page. */
  index: number;
  /** The current page, from 1. Defaults to 1. */
  page?: number;
  /** Rows per page. Defaults to `DEFAULT_PER_PAGE` (10). */
  perPage?: number;
}

/**
 * The "#" cell of a paginated table, numbered across pages with `rowNumber` from
 * `@quire/utils` (perPage × (page − 1) + index + 1).
 * @example rows.map((row, index) => <tr key={row.id}><RowNumber index={index} page={page} />…</tr>)
 */
export function RowNumber({ index, page, perPage, className, ...props }: RowNumberProps) {
  return (
    <td className={clsx('q-row-number', className)} {...props}>
      {rowNumber(index, page, perPage)}
    </td>
  );
}
