import { clsx } from 'clsx';
import type { ComponentPropsWithoutRef, CSSProperties, ReactNode } from 'react';

export interface DataTableProps extends ComponentPropsWithoutRef<'table'> {
  /** The table's accessible name. */
  caption: ReactNode;
  /** Keeps the caption for screen readers only, when a heading above already says it. */
  hideCaption?: boolean;
  /** The scrolling wrapper's class; native props (`className` too) go to the table. */
  wrapperClassName?: string;
  /**
   * The column headings, in order: given, the rows become cards in a narrow box (a phone) — the
   * first cell (a row number) beside the second (the title), the others under it, each after its
   * heading (plain-text headings only; others show none).
   */
  cardHeadings?: readonly ReactNode[];
}

/** `text` as a CSS string token (for `content:`), quotes and backslashes escaped. */
function cssString(text: string): string {
  return `"${text.replace(/["\\]/g, '\\$&').replace(/\n/g, ' ')}"`;
}

/**
 * The headings as custom properties (`--q-col-3` is the third column's), which the card layout
 * shows before each cell.
 */
function headingProperties(headings: readonly ReactNode[]): CSSProperties {
  const properties: Record<string, string> = {};
  headings.forEach((heading, index) => {
    if (typeof heading === 'string') properties[`--q-col-${index + 1}`] = cssString(heading);
  });
  return properties as CSSProperties;
}

/**
 * A data table that scrolls sideways inside its own box on a narrow screen (the page never
 * does), or with `cardHeadings` turns its rows into cards there, with a caption as its name.
 * Mark numeric cells with the `q-table__num` class.
 * @example
 * <DataTable caption="Your articles">
 *   <thead><tr><th scope="col">Title</th><th scope="col" className="q-table__num">Views</th></tr></thead>
 *   <tbody>…</tbody>
 * </DataTable>
 */
export function DataTable({
  caption,
  hideCaption = false,
  wrapperClassName,
  cardHeadings,
  className,
  style,
  children,
  ...props
}: DataTableProps) {
  return (
    <div className={clsx('q-table-scroll', wrapperClassName)}>
      <table
        className={clsx('q-table', cardHeadings && 'q-table--cards', className)}
        style={cardHeadings ? { ...headingProperties(cardHeadings), ...style } : style}
        {...props}
      >
        <caption className={clsx(hideCaption && 'q-visually-hidden')}>{caption}</caption>
        {children}
      </table>
    </div>
  );
}

/** One column heading of a {@link PagedTable}, after its `#` column. */
export interface PagedTableColumn {
  /** The heading (a `q-visually-hidden` span for a column of buttons). */
  label: ReactNode;
  /** A column of figures: right-aligned (`q-table__num`). */
  numeric?: boolean;
}

export interface PagedTableProps<Item> {
  /** The items on this page; none shows `empty` instead of the table. */
  items: readonly Item[];
  /** The table's accessible name. */
  caption: ReactNode;
  /** The headings after the `#` column of row numbers (`RowNumber` in each row). */
  columns: readonly PagedTableColumn[];
  /** One `<tr>` per item, its `RowNumber` first. */
  renderRow: (item: Item, index: number) => ReactNode;
  /** What an empty page shows, usually an `EmptyState`. */
  empty: ReactNode;
  /** The list's pages, shown under the table (and under `empty`, which a page past the end shows). */
  pagination?: ReactNode;
}

/**
 * The body of a paged list page: its empty state when the page has no items, else a
 * {@link DataTable} whose first column numbers the rows, then the pagination. In a narrow box
 * (a phone) the rows become cards: the number beside the first column's cell, the other cells
 * under it, each after its heading.
 * @example
 * <PagedTable items={articles} caption="Your articles" columns={[{ label: 'Title' }]}
 *   empty={<EmptyState title="No articles yet" />} pagination={<Pagination … />}
 *   renderRow={(article, index) => <tr key={article.id}><RowNumber index={index} page={page} perPage={perPage} /><td>{article.title}</td></tr>} />
 */
export function PagedTable<Item>({
  items,
  caption,
  columns,
  renderRow,
  empty,
  pagination,
}: PagedTableProps<Item>) {
  return (
    <>
      {items.length === 0 ? (
        empty
      ) : (
        <DataTable caption={caption} cardHeadings={['#', ...columns.map((column) => column.label)]}>
          <thead>
            <tr>
              <th scope="col" className="q-table__num">
                #
              </th>
              {columns.map((column, index) => (
                <th
                  // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed per table
                  key={index}
                  scope="col"
                  className={column.numeric ? 'q-table__num' : undefined}
                >
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>{items.map(renderRow)}</tbody>
        </DataTable>
      )}
      {pagination}
    </>
  );
}
