import { type ListPaginationProps, ListPagination as SiteListPagination } from '@quire/site';
import { useReadingTexts } from '../texts';

export type { ListPaginationProps };

/** The site's `ListPagination`, named by the reading pages' own text unless a label is given. */
export function ListPagination({ label, ...props }: ListPaginationProps) {
  const texts = useReadingTexts();
  return <SiteListPagination {...props} label={label ?? texts.paginationLabel} />;
}
