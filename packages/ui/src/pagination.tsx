import { clsx } from 'clsx';
import type { ComponentPropsWithoutRef, MouseEvent } from 'react';
import { type PaginationItemsOptions, paginationItems } from './pagination-items';
import { useUiTexts } from './ui-texts';

export interface PaginationProps
  extends Omit<ComponentPropsWithoutRef<'nav'>, 'children'>,
    PaginationItemsOptions {
  /** The current page, from 1. */
  page: number;
  /** How many pages there are; nothing renders for one page or none. */
  pageCount: number;
  /** The link to a page, so the bar works without JavaScript (server-rendered lists). */
  hrefForPage: (page: number) => string;
  /** Called instead of following the link on a plain click, for client-side paging. */
  onPageChange?: (page: number) => void;
  /** Visible text of the link to the previous page. */
  previousLabel?: string;
  /** Visible text of the link to the next page. */
  nextLabel?: string;
}

function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * Page navigation for lists: previous/next and page links with ellipses, the current page
 * marked `aria-current="page"`. Links come from `hrefForPage`; `onPageChange` takes over
 * plain clicks.
 * @example <Pagination page={2} pageCount={12} hrefForPage={(p) => `?page=${p}`} />
 */
export function Pagination({
  page,
  pageCount,
  hrefForPage,
  onPageChange,
  siblingCount,
  boundaryCount,
  previousLabel,
  nextLabel,
  className,
  'aria-label': ariaLabel,
  ...props
}: PaginationProps) {
  const texts = useUiTexts();
  if (pageCount <= 1) return null;
  const current = Math.min(Math.max(1, page), pageCount);

  // Only plain clicks are taken over: modified clicks (new tab, new window) keep the link.
  const clickHandler = (target: number) =>
    onPageChange
      ? (event: MouseEvent<HTMLAnchorElement>) => {
          if (!isPlainClick(event)) return;
          event.preventDefault();
          onPageChange(target);
        }
      : undefined;

  const step = (target: number, text: string, rel: 'prev' | 'next', name: string) => (
    <li className={`q-pagination__item q-pagination__item--${rel}`}>
      {target < 1 || target > pageCount ? (
        // Nothing to go to: greyed text for sighted readers, silent for screen readers.
        <span className="q-pagination__link" data-state="disabled" aria-hidden="true">
          {text}
        </span>
      ) : (
        <a
          className="q-pagination__link"
          href={hrefForPage(target)}
          rel={rel}
          aria-label={name}
          onClick={clickHandler(target)}
        >
          {text}
        </a>
      )}
    </li>
  );

  return (
    <nav
      aria-label={ariaLabel ?? texts.paginationLabel ?? 'Pagination'}
      className={clsx('q-pagination', className)}
      {...props}
    >
      <ul className="q-pagination__list">
        {step(
          current - 1,
          previousLabel ?? texts.previous ?? 'Previous',
          'prev',
          texts.previousPage ?? 'Previous page',
        )}
        {paginationItems(current, pageCount, { siblingCount, boundaryCount }).map((item) =>
          typeof item === 'number' ? (
            <li key={item} className="q-pagination__item">
              <a
                className="q-pagination__link"
                aria-label={texts.pageNumber?.(item) ?? `Page ${item}`}
                aria-current={item === current ? 'page' : undefined}
                data-state={item === current ? 'current' : undefined}
                href={hrefForPage(item)}
                onClick={clickHandler(item)}
              >
                {item}
              </a>
            </li>
          ) : (
            <li key={item} className="q-pagination__item q-pagination__ellipsis" aria-hidden="true">
              …
            </li>
          ),
        )}
        {step(
          current + 1,
          nextLabel ?? texts.next ?? 'Next',
          'next',
          texts.nextPage ?? 'Next page',
        )}
      </ul>
    </nav>
  );
}
