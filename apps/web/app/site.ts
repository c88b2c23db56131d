import { defineJournalSite } from '@quire/site';

/**
 * Quire's own site: every journal under `/journals/:slug`, news, search, the author panel and
 * the editors' pages. The packages read this configuration (see docs/architecture.md).
 */
export const site = defineJournalSite({
  name: 'Quire',
  locale: 'en',
  timeZone: 'UTC',
  nav: [
    { href: '/journals', label: 'Journals' },
    { href: '/news', label: 'News' },
    { href: '/search', label: 'Search' },
    { href: '/about', label: 'About' },
    { href: '/contact', label: 'Contact' },
  ],
  footer: [
    { href: '/about', label: 'About' },
    { href: '/contact', label: 'Contact' },
    { href: '/news', label: 'News' },
  ],
});
