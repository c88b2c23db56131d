import { Pagination } from '@quire/ui';
import { useNavigate } from 'react-router';

export interface ListPaginationProps {
  page: number;
  pageCount: number;
  /** The address of a page; the links work without JavaScript. */
  hrefForPage: (page: number) => string;
  /** Accessible name of the navigation, e.g. 'Archive pages' (the design system's by default). */
  label?: string;
}

/**
 * `Pagination` for a list page of any feature package: plain links that work without
 * JavaScript, whose plain clicks become client navigations (data only, no full reload).
 */
export function ListPagination({ page, pageCount, hrefForPage, label }: ListPaginationProps) {
  const navigate = useNavigate();
  return (
    <Pagination
      page={page}
      pageCount={pageCount}
      hrefForPage={hrefForPage}
      onPageChange={(target) => navigate(hrefForPage(target))}
      aria-label={label}
    />
  );
}
