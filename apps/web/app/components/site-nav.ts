import type { NavItem } from '@quire/ui';

/** The public site's main navigation. */
export const SITE_NAV: readonly NavItem[] = [
  { href: '/journals', label: 'Journals' },
  { href: '/news', label: 'News' },
  { href: '/search', label: 'Search' },
  { href: '/about', label: 'About' },
  { href: '/contact', label: 'Contact' },
];
