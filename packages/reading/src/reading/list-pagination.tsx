import { Pagination } from '@quire/ui';
import { useNavigate } from 'react-router';
import { useReadingTexts } from '../texts';

export interface ListPaginationProps {
  page: number;
  pageCount: number;
  /** The address of a page; the links work without JavaScript. */
  hrefForPage: (page: number) => string;
  /** Accessible name of the navigation, e.g. 'Archive pages'. */
  label?: string;
}

/** `Pagination` whose plain clicks become client navigations (data only, no full reload). */
export function ListPagination({ page, pageCount, hrefForPage, label }: ListPaginationProps) {
  const navigate = useNavigate();
  const texts = useReadingTexts();
  return (
    <Pagination
      page={page}
      pageCount={pageCount}
      hrefForPage={hrefForPage}
      onPageChange={(target) => navigate(hrefForPage(target))}
      aria-label={label ?? texts.paginationLabel}
    />
  );
}
