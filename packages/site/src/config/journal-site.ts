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
import type { KitTextOverrides } from './kit-texts';
import {
  type AccountMenuLink,
  DEFAULT_JOURNAL_NAV,
  defaultAccountMenu,
  defaultPanelNav,
  type JournalNavLink,
  type PanelNavLink,
  type SiteLink,
} from './site-menus';
import { resolveSitePaths, type SitePaths } from './site-paths';

/** Switches for the parts of the product a site may leave out. */
export interface SiteFeatures {
  /** The author ↔ administrator chat (panel page, inbox, toasts). */
  chat: boolean;
  /** Bookmarking articles and the bookmarks page. */
  bookmarks: boolean;
  /** Submitting manuscripts from the author panel. */
  submissions: boolean;
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
  /** Accessible name of the header's main navigation. */
  mainNavLabel: string;
  /** The button that shows the header's navigation on narrow screens. */
  menu: string;
  /** The landmark around the page-load bar. */
  pageLoadProgress: string;
  /** Toast when an administrator writes to the author. */
  chatNewMessage: string;
  /** Toast when an administrator deleted the author's chat (they then go to `paths.panel`). */
  chatDeleted: string;
  /** The title of a refused request's page (400, 403, 405, 413, 415, 429; any other 4xx). */
  refusalTitle: (status: number) => string;
  /** A refused request's sentence when the refusal carries no message of its own. */
  requestRefused: string;
  /** The label of the 404 page's search box (a GET form to `/search`). */
  notFoundSearchLabel: string;
  /** Its button. */
  notFoundSearchButton: string;
  /** The 404 page's link to the list of journals (a site of several journals only). */
  notFoundJournalsLink: string;
  /** What a browser shows above a feed it opens (the feeds' XSL stylesheet): what it is for. */
  feedPreviewNotice: string;
  /** There, the link to the page the feed mirrors. */
  feedPreviewVisitPage: string;
}

/** Titles of the refusals the site answers with (any other 4xx is "Request Not Accepted"). */
const REFUSAL_TITLES: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  403: 'Forbidden',
  405: 'Method Not Allowed',
  413: 'Request Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
};

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
  /**
   * Between the parts of a public page's title (reading pages, news, search, the chat):
   * `Article — Journal — Site`. Default ` — `.
   */
  titleSeparator?: string;
  /**
   * Between the parts of a signed-in or utility page's title ({@link siteTitle}: the panel,
   * account, sign-in and error pages): `Dashboard · Site`. Default ` · `.
   */
  pageTitleSeparator?: string;
  /** The header's main navigation (an open list: any number of links, in order). */
  nav?: readonly SiteLink[];
  /** The footer's links. */
  footer?: readonly SiteLink[];
  /** The signed-in account menu, before "Sign out". */
  accountMenu?: readonly AccountMenuLink[];
  /**
   * The author panel's navigation, an open list: entries in order, each optionally showing an
   * unread badge. Either the whole list, or a function that receives the default one
   * ({@link defaultPanelNav} of the site's paths and features) and answers the site's, to add,
   * remove or reorder entries.
   * @example panelNav: (links) => [...links, { href: '/panel/reviews', label: 'Reviews' }]
   */
  panelNav?:
    | readonly PanelNavLink[]
    | ((defaults: readonly PanelNavLink[]) => readonly PanelNavLink[]);
  /**
   * Each journal's navigation, an open list of paths inside the journal (the journal's own pages
   * follow it). Either the whole list or a function of the default one
   * ({@link DEFAULT_JOURNAL_NAV}: Home, Current issue, Archive, Volumes).
   * @example journalNav: (links) => links.filter((link) => link.path !== 'volumes')
   */
  journalNav?:
    | readonly JournalNavLink[]
    | ((defaults: readonly JournalNavLink[]) => readonly JournalNavLink[]);
  /**
   * The slug of the one journal of a single-journal site: its pages then live at the site's
   * root (`/`, `/archive`, `/articles/{slug}`…) instead of under `/journals/{slug}`.
   */
  journal?: string;
  /**
   * Where the shared screens live (see {@link SitePaths}); paths under a section follow the
   * section's, so `{ panel: '/author' }` moves every panel page.
   */
  paths?: Partial<SitePaths>;
  features?: Partial<SiteFeatures>;
  brand?: SiteBrand;
  /**
   * Texts to replace, any subset: the shell's ({@link SiteTexts}) at the top level, and each
   * feature package's under its namespace (its catalogue, e.g. `ACCOUNT_TEXTS`, lists them).
   * @example texts: { signIn: 'Log in', account: { signInTitle: 'Log in' } }
   */
  texts?: Partial<SiteTexts> & KitTextOverrides;
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
  readonly pageTitleSeparator: string;
  readonly nav: readonly SiteLink[];
  readonly footer: readonly SiteLink[];
  readonly accountMenu: readonly AccountMenuLink[];
  readonly panelNav: readonly PanelNavLink[];
  readonly journalNav: readonly JournalNavLink[];
  readonly journal: string | null;
  readonly paths: Readonly<SitePaths>;
  readonly features: Readonly<SiteFeatures>;
  readonly brand: Readonly<SiteBrand>;
  /** The shell's texts, and the packages' overrides under their namespaces (see `kitTexts`). */
  readonly texts: Readonly<SiteTexts> & KitTextOverrides;
}

/** The English texts every site starts from. */
export const DEFAULT_SITE_TEXTS: SiteTexts = {
  signIn: 'Sign in',
  signOut: 'Sign out',
  accountMenuFor: 'Account menu for',
  backHome: 'Back to the home page',
  footerLabel: 'Footer',
  sitemap: 'Sitemap',
  mainNavLabel: 'Main',
  menu: 'Menu',
  pageLoadProgress: 'Page load progress',
  chatNewMessage: 'You have a new message from admin',
  chatDeleted: 'Chat deleted by Admin',
  refusalTitle: (status) => REFUSAL_TITLES[status] ?? 'Request Not Accepted',
  requestRefused: 'The request could not be handled as it was sent.',
  notFoundSearchLabel: 'Search the site',
  notFoundSearchButton: 'Search',
  notFoundJournalsLink: 'Browse the journals',
  feedPreviewNotice:
    'This is a web feed. To follow it, copy the address of this page into your feed reader. Below is what it holds now.',
  feedPreviewVisitPage: 'Open the page on the site',
};

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** A list option as given, made from the default by the site's function, or the default. */
function listOption<T>(
  given: readonly T[] | ((defaults: readonly T[]) => readonly T[]) | undefined,
  defaults: readonly T[],
): readonly T[] {
  return typeof given === 'function' ? given(defaults) : (given ?? defaults);
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
  const features = { chat: true, bookmarks: true, submissions: true, ...options.features };
  const paths = resolveSitePaths(options.paths);
  const site: JournalSite = Object.freeze({
    name,
    nameFromSettings: options.nameFromSettings ?? true,
    locale: options.locale ?? 'en',
    timeZone,
    dateFormat: options.dateFormat ?? 'DD-MM-YYYY',
    dateTimeFormat: options.dateTimeFormat ?? 'DD-MM-YYYY HH:mm',
    titleSeparator: options.titleSeparator ?? ' — ',
    pageTitleSeparator: options.pageTitleSeparator ?? ' · ',
    nav: options.nav ?? [],
    footer: options.footer ?? [],
    // Without chat, the default menus leave out its pages (a site's own lists are kept as given).
    accountMenu: options.accountMenu ?? defaultAccountMenu(paths, features),
    panelNav: listOption(options.panelNav, defaultPanelNav(paths, features)),
    journalNav: listOption(options.journalNav, DEFAULT_JOURNAL_NAV),
    journal: options.journal ?? null,
    paths,
    features,
    brand: { ...options.brand },
    texts: { ...DEFAULT_SITE_TEXTS, ...options.texts },
  });
  current = site;
  return site;
}

// Until an app defines its site, packages (and their unit tests) see a neutral one.
let current: JournalSite | undefined;

/** The dates' time zone and pattern the site's administrators chose in its settings (null: none). */
export interface SiteDateSettings {
  timeZone: string | null;
  dateFormat: string | null;
}

let dateSettings: SiteDateSettings = { timeZone: null, dateFormat: null };
let withDateSettings: JournalSite | undefined;

/**
 * Lays the site settings' time zone and date format over the configuration, for every date the
 * site writes from now on (server: from the settings before each request's loaders; browser:
 * from the root data). A time zone this runtime does not know is ignored.
 * @example applySiteDateSettings({ timeZone: 'Europe/Helsinki', dateFormat: 'YYYY-MM-DD' })
 */
export function applySiteDateSettings(next: SiteDateSettings | null | undefined): void {
  const timeZone = next?.timeZone && isTimeZone(next.timeZone) ? next.timeZone : null;
  const dateFormat = next?.dateFormat || null;
  if (timeZone === dateSettings.timeZone && dateFormat === dateSettings.dateFormat) return;
  dateSettings = { timeZone, dateFormat };
  withDateSettings = undefined;
}

/** The site the app defined (a neutral "Journal site" before it has), with its date settings. */
export function journalSite(): JournalSite {
  current ??= defineJournalSite({ name: 'Journal site' });
  const { timeZone, dateFormat } = dateSettings;
  if (timeZone === null && dateFormat === null) return current;
  if (withDateSettings?.name !== current.name || withDateSettings.paths !== current.paths) {
    withDateSettings = undefined;
  }
  withDateSettings ??= Object.freeze({
    ...current,
    timeZone: timeZone ?? current.timeZone,
    dateFormat: dateFormat ?? current.dateFormat,
    dateTimeFormat: dateFormat ? `${dateFormat} HH:mm` : current.dateTimeFormat,
  });
  return withDateSettings;
}

/**
 * The title of a signed-in or utility page, most specific part first and the site's name last,
 * joined with the site's `pageTitleSeparator` (empty parts left out). Reading pages use their
 * SEO titles instead, joined with `titleSeparator`.
 * @example siteTitle('Notifications') // 'Notifications · Quire' on the Quire site
 * @example siteTitle(submission.title, 'Submissions') // 'On quires · Submissions · Quire'
 */
export function siteTitle(...parts: readonly (string | null | undefined | false)[]): string {
  const { name, pageTitleSeparator } = journalSite();
  return [...parts.filter((part): part is string => Boolean(part)), name].join(pageTitleSeparator);
}
