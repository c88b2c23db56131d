import { defineJournalSite, type JournalSite, type RootData } from '@quire/site';

/**
 * The two sites screen stories are shown as: Quire's multi-journal site and a single journal on
 * its own domain (the configuration apps/journal-site uses), so a designer sees both shells.
 */
export const STORY_SITES = {
  quire: defineJournalSite({
    name: 'Quire',
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
  }),
  jce: defineJournalSite({
    name: 'Journal of Computational Ecology',
    journal: 'computational-ecology',
    nameFromSettings: false,
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
  }),
} as const satisfies Record<string, JournalSite>;

/** Name of a site in {@link STORY_SITES}. */
export type StorySite = keyof typeof STORY_SITES;

const ROOT_BASE = {
  buildId: 'storybook',
  // Stories never poll for a new build.
  buildPollMs: 0,
  api: { apiUrl: 'https://api.quire.test/api', backendUrl: 'https://api.quire.test' },
} satisfies Omit<RootData, 'viewer' | 'session'>;

/** The root loader's data for each kind of visitor a screen is shown to. */
export const STORY_VISITORS = {
  anonymous: { ...ROOT_BASE, viewer: null, session: null },
  author: {
    ...ROOT_BASE,
    viewer: { id: 2, name: 'Ingrid Halvorsen', avatarUrl: null },
    session: {
      user: {
        id: 2,
        email: 'ingrid.halvorsen@uib.example',
        name: 'Ingrid Halvorsen',
        role: 'author',
        affiliation: 'Department of Biological Sciences, University of Bergen',
        orcid: '0000-0002-1825-0097',
        bio: null,
        avatarUrl: null,
        journals: [
          {
            journalId: 1,
            slug: 'computational-ecology',
            title: 'Journal of Computational Ecology',
            roles: ['reviewer', 'author'],
            sectionIds: [],
          },
        ],
      },
      expiresAt: '2026-12-24T09:00:00.000Z',
    },
  },
  editor: {
    ...ROOT_BASE,
    viewer: { id: 1, name: 'Tomás Ferreira', avatarUrl: null },
    session: {
      user: {
        id: 1,
        email: 'editor@quire.test',
        name: 'Tomás Ferreira',
        role: 'admin',
        affiliation: 'Quire Editorial Office',
        orcid: null,
        bio: null,
        avatarUrl: null,
        journals: [],
      },
      expiresAt: '2026-12-24T09:00:00.000Z',
    },
  },
} as const satisfies Record<string, RootData>;

/** Name of a visitor in {@link STORY_VISITORS}. */
export type StoryVisitor = keyof typeof STORY_VISITORS;
