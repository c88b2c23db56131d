import { defineJournalSite } from '@quire/site';

/** The journal this site publishes, at the site's root (its slug in the Quire API). */
export const JOURNAL_SLUG = 'computational-ecology';

/**
 * One journal on its own domain: its home is the journal's home, its navigation its own, and
 * there is no chat, no editorial side and no list of other journals.
 */
export const site = defineJournalSite({
  name: 'Journal of Computational Ecology',
  journal: JOURNAL_SLUG,
  nameFromSettings: false,
  locale: 'en',
  timeZone: 'Europe/London',
  titleSeparator: ' | ',
  brand: { wordmark: 'JCE' },
  nav: [
    { href: '/', label: 'Home' },
    { href: '/current-issue', label: 'Current issue' },
    { href: '/archive', label: 'Archive' },
    { href: '/search', label: 'Search' },
  ],
  footer: [
    { href: '/archive', label: 'Archive' },
    { href: '/volumes', label: 'Volumes' },
  ],
  accountMenu: [{ href: '/panel', label: 'My submissions' }],
  panelNav: [{ href: '/panel', label: 'Dashboard' }],
  // Submissions go through the main Quire site; this one only publishes.
  features: { chat: false, bookmarks: false, submissions: false },
});
