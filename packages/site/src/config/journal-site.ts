import { formatDate } from '@quire/utils';

/**
 * One journal site's configuration: its name, locale and time zone, how dates read, the texts
 * of the shared screens, the header and footer navigation, the account menu, feature switches
 * and brand. Every package of the kit reads it instead of hard-coding a site: two sites built
 * from the same packages differ only in the object they pass to {@link defineJournalSite}.
 *
 * Why a module-level current site as well as a React context: loaders and feeds run outside
 * React and need the name, time zone and date format too. A server process serves one site, so
 * the site the app defines at start-up (in a module its root imports) is the one they read;
 * components prefer the context, which lets Storybook show several configurations side by side.
 * See docs/architecture.md ("Site configuration").
 */

/** A link in a navigation list. */
export interface SiteLink {
  href: string;
  label: string;
}

/** An entry of the signed-in account menu; `adminOnly` entries show to administrators only. */
export interface AccountMenuLink extends SiteLink {
  adminOnly?: boolean;
}

/** Switches for the parts of the product a site may leave out. */
export interface SiteFeatures {
  /** The author ↔ administrator chat (panel page, inbox, toasts). */
  chat: boolean;
  /** Bookmarking articles and the bookmarks page. */
  bookmarks: boolean;
  /** Submitting manuscripts from the author panel. */
  submissions: boolean;
}

/** Where the shared screens send people. */
export interface SitePaths {
  home: string;
  login: string;
  logout: string;
  panel: string;
  bookmarks: string;
  /** The submission wizard's first step; `?journal={slug}` preselects the journal. */
  newSubmission: string;
}

/** The brand shown in the header. */
export interface SiteBrand {
  /** Text of the header's home link (defaults to the site's name). */
  wordmark?: string;
  /** An image shown before the wordmark (decorative: the wordmark stays the link's text). */
  logoUrl?: string;
}

/** The texts of the shared shell (English defaults; override any of them per site). */
export interface SiteTexts {
  signIn: string;
  signOut: string;
  accountMenuFor: string;
  backHome: string;
  footerLabel: string;
  sitemap: string;
}

/** What a site passes to {@link defineJournalSite}; everything but the name has a default. */
export interface JournalSiteOptions {
  /** The site's name: the last part of every document title and the default wordmark. */
  name: string;
  /**
   * Whether the administrators' `site_name` setting may rename the site (default true). A site
   * whose name is its brand (a single journal's own domain) turns it off.
   */
  nameFromSettings?: boolean;
  /** BCP 47 language tag of the pages (`<html lang>`, number formats). Default `en`. */
  locale?: string;
  /** IANA time zone dates are shown in, whatever the server's own zone. Default `UTC`. */
  timeZone?: string;
  /** Date pattern (Day.js tokens). Default `DD-MM-YYYY`. */
  dateFormat?: string;
  /** Date-and-time pattern. Default `DD-MM-YYYY HH:mm`. */
  dateTimeFormat?: string;
  /** Between the parts of a document title. Default ` — `. */
  titleSeparator?: string;
  /** The header's main navigation (an open list: any number of links, in order). */
  nav?: readonly SiteLink[];
  /** The footer's links. */
  footer?: readonly SiteLink[];
  /** The signed-in account menu, before "Sign out". */
  accountMenu?: readonly AccountMenuLink[];
  /** The author panel's navigation. */
  panelNav?: readonly SiteLink[];
  /**
   * The slug of the one journal of a single-journal site: its pages then live at the site's
   * root (`/`, `/archive`, `/articles/{slug}`…) instead of under `/journals/{slug}`.
   */
  journal?: string;
  paths?: Partial<SitePaths>;
  features?: Partial<SiteFeatures>;
  brand?: SiteBrand;
  texts?: Partial<SiteTexts>;
}

/** A complete site configuration: every option filled in. */
export interface JournalSite {
  readonly name: string;
  readonly nameFromSettings: boolean;
  readonly locale: string;
  readonly timeZone: string;
  readonly dateFormat: string;
  readonly dateTimeFormat: string;
  readonly titleSeparator: string;
  readonly nav: readonly SiteLink[];
  readonly footer: readonly SiteLink[];
  readonly accountMenu: readonly AccountMenuLink[];
  readonly panelNav: readonly SiteLink[];
  readonly journal: string | null;
  readonly paths: Readonly<SitePaths>;
  readonly features: Readonly<SiteFeatures>;
  readonly brand: Readonly<SiteBrand>;
  readonly texts: Readonly<SiteTexts>;
}

/** The English texts every site starts from. */
export const DEFAULT_SITE_TEXTS: SiteTexts = {
  signIn: 'Sign in',
  signOut: 'Sign out',
  accountMenuFor: 'Account menu for',
  backHome: 'Back to the home page',
  footerLabel: 'Footer',
  sitemap: 'Sitemap',
};

const DEFAULT_PATHS: SitePaths = {
  home: '/',
  login: '/auth/login',
  logout: '/auth/logout',
  panel: '/panel',
  bookmarks: '/bookmarks',
  newSubmission: '/panel/submission/new',
};

/** The author panel's pages, in the order the panel lists them. */
export const DEFAULT_PANEL_NAV: readonly SiteLink[] = [
  { href: '/panel', label: 'Dashboard' },
  { href: '/panel/submission', label: 'Submissions' },
  { href: '/panel/articles', label: 'Articles' },
  { href: '/panel/notifications', label: 'Notifications' },
  { href: '/panel/chat', label: 'Chat' },
  { href: '/panel/account', label: 'Account' },
];

const DEFAULT_ACCOUNT_MENU: readonly AccountMenuLink[] = [
  { href: '/panel', label: 'Panel' },
  { href: '/bookmarks', label: 'Bookmarks' },
  { href: '/admin/submissions', label: 'Editorial', adminOnly: true },
  { href: '/admin/chat', label: 'Chat inbox', adminOnly: true },
];

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * A site's configuration with the defaults filled in; it also becomes the current site that
 * server code reads with {@link journalSite}. Call it once, in a module the app's root imports.
 * @throws Error naming the option when the name is empty or the time zone unknown.
 * @example
 * export const site = defineJournalSite({
 *   name: 'Journal of Open Botany',
 *   timeZone: 'Europe/Lisbon',
 *   nav: [{ href: '/', label: 'Home' }, { href: '/search', label: 'Search' }],
 *   features: { chat: false },
 * });
 */
export function defineJournalSite(options: JournalSiteOptions): JournalSite {
  const name = options.name.trim();
  if (!name) throw new Error('defineJournalSite: `name` must not be empty.');
  const timeZone = options.timeZone ?? 'UTC';
  if (!isTimeZone(timeZone)) {
    throw new Error(`defineJournalSite: unknown time zone "${timeZone}" (use an IANA name).`);
  }
  const site: JournalSite = Object.freeze({
    name,
    nameFromSettings: options.nameFromSettings ?? true,
    locale: options.locale ?? 'en',
    timeZone,
    dateFormat: options.dateFormat ?? 'DD-MM-YYYY',
    dateTimeFormat: options.dateTimeFormat ?? 'DD-MM-YYYY HH:mm',
    titleSeparator: options.titleSeparator ?? ' — ',
    nav: options.nav ?? [],
    footer: options.footer ?? [],
    accountMenu: options.accountMenu ?? DEFAULT_ACCOUNT_MENU,
    panelNav: options.panelNav ?? DEFAULT_PANEL_NAV,
    journal: options.journal ?? null,
    paths: { ...DEFAULT_PATHS, ...options.paths },
    features: { chat: true, bookmarks: true, submissions: true, ...options.features },
    brand: { ...options.brand },
    texts: { ...DEFAULT_SITE_TEXTS, ...options.texts },
  });
  current = site;
  return site;
}

// Until an app defines its site, packages (and their unit tests) see a neutral one.
let current: JournalSite | undefined;

/** The site the app defined (a neutral "Journal site" before it has). */
export function journalSite(): JournalSite {
  current ??= defineJournalSite({ name: 'Journal site' });
  return current;
}

/**
 * A date as the site shows dates: its pattern, in its time zone (not the server's).
 * @example formatSiteDate('2024-03-05T23:30:00Z') // '05-03-2024' on a UTC site
 */
export function formatSiteDate(
  value: Date | string | number | null | undefined,
  { withTime = false, site = journalSite() }: { withTime?: boolean; site?: JournalSite } = {},
): string {
  return formatDate(value, {
    timeZone: site.timeZone,
    pattern: withTime ? site.dateTimeFormat : site.dateFormat,
  });
}

/**
 * A count with its noun, digits grouped the site locale's way.
 * @example formatSiteCount(1234, 'view', 'views') // '1,234 views' on an English site
 */
export function formatSiteCount(
  count: number,
  singular: string,
  plural: string,
  { site = journalSite() }: { site?: JournalSite } = {},
): string {
  return `${new Intl.NumberFormat(site.locale).format(count)} ${count === 1 ? singular : plural}`;
}

/**
 * The title of a signed-in or utility page, most specific part first and the site's name last,
 * joined with ` · ` (empty parts left out). Reading pages use their SEO titles instead.
 * @example siteTitle('Notifications') // 'Notifications · Quire' on the Quire site
 * @example siteTitle(submission.title, 'Submissions') // 'On quires · Submissions · Quire'
 */
export function siteTitle(...parts: readonly (string | null | undefined | false)[]): string {
  return [...parts.filter((part): part is string => Boolean(part)), journalSite().name].join(' · ');
}
