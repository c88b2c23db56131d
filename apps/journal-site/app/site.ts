import { defineJournalSite } from '@quire/site';

/** The journal this site publishes, at the site's root (its slug in the Quire API). */
export const JOURNAL_SLUG = 'computational-ecology';

/**
 * One journal on its own domain: its home is the journal's home, its navigation its own; authors
 * sign in and submit through the author panel; there is no chat, no bookmarks, no editorial
 * side and no list of other journals.
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
  features: { chat: false, bookmarks: false },
});
