/**
 * Where a site mounts the kit's shared screens. Pages, loaders and menus of every package link
 * through these paths, so a site that mounts its author panel at `/author` (in its `routes.ts`)
 * says so once, here, and every link follows.
 *
 * Paths under a section default to that section's path: a site that only sets `panel: '/author'`
 * gets `/author/submission`, `/author/articles`… without listing them; any of them may still be
 * set on its own.
 */

/** Where the shared screens live and send people. */
export interface SitePaths {
  /** The site's home page. Default `/`. */
  home: string;
  /**
   * The prefix of the sign-in pages (login, registration, password reset, confirmation): a
   * "Sign in" link never asks to come back to one of them. Default `/auth`.
   */
  auth: string;
  /** The sign-in form. Default `{auth}/login`. */
  login: string;
  /** Where the sign-out form posts. Default `{auth}/logout`. */
  logout: string;
  /** The registration form. Default `{auth}/reg`. */
  register: string;
  /** The form that mails a link to choose a new password. Default `{auth}/forgot-password`. */
  forgotPassword: string;
  /** The author panel's dashboard; the panel's pages live under it. Default `/panel`. */
  panel: string;
  /**
   * The author's submissions; one submission is `{submissions}/{id}`, its wizard
   * `{submissions}/{id}/edit`, its files `{submissions}/{id}/files/{fileId}`. Default
   * `{panel}/submission`.
   */
  submissions: string;
  /** The submission wizard's first step; `?journal={slug}` preselects the journal. Default `{submissions}/new`. */
  newSubmission: string;
  /** The author's published articles; one is `{articles}/{id}`. Default `{panel}/articles`. */
  articles: string;
  /** The author's notifications; one is `{notifications}/{id}`. Default `{panel}/notifications`. */
  notifications: string;
  /** The author's chat with the editors. Default `{panel}/chat`. */
  chat: string;
  /** The account page (profile, email, password). Default `{panel}/account`. */
  account: string;
  /** The prefix of the editors' pages. Default `/admin`. */
  editorial: string;
  /** The editors' submissions queue; one is `{editorSubmissions}/{id}`. Default `{editorial}/submissions`. */
  editorSubmissions: string;
  /** The editors' issues and their covers; one is `{issues}/{id}`. Default `{editorial}/issues`. */
  issues: string;
  /** The journals' staff: who holds which role; one journal's is `{staff}/{slug}`. Default `{editorial}/staff`. */
  staff: string;
  /** The journals' settings and sections; one journal's is `{journalsAdmin}/{id}`. Default `{editorial}/journals`. */
  journalsAdmin: string;
  /** The back office's audit log. Default `{editorial}/audit`. */
  audit: string;
  /** The site's own settings, for its administrators. Default `{editorial}/settings`. */
  siteSettings: string;
  /** The back office's news; one item is `{newsAdmin}/{id}`, a new one `{newsAdmin}/new`. Default `{editorial}/news`. */
  newsAdmin: string;
  /** The site's people, for its administrators. Default `{editorial}/users`. */
  people: string;
  /** The page that confirms a new sign-in email (`?token=`). Default `{auth}/confirm-email`. */
  confirmEmail: string;
  /** The page that accepts an invitation to a journal's staff (`?token=`). Default `{auth}/invitation`. */
  invitation: string;
  /** The administrators' chat inbox. Default `{editorial}/chat`. */
  chatInbox: string;
  /** The reader's bookmarked articles. Default `/bookmarks`. */
  bookmarks: string;
  /**
   * The first-run setup page, where every page leads while the site has no administrator
   * (`rootMiddleware`); it is a 404 once the site is set up. Default `/setup`.
   */
  setup: string;
  /** The sound played when an administrator writes to an author (a file the site serves). */
  chatSound: string;
}

/**
 * Every path filled in: what the site gave, else the default under its section's (possibly
 * given) path.
 * @example resolveSitePaths({ panel: '/author' }).submissions // '/author/submission'
 */
export function resolveSitePaths(given: Partial<SitePaths> = {}): SitePaths {
  const auth = given.auth ?? '/auth';
  const panel = given.panel ?? '/panel';
  const submissions = given.submissions ?? `${panel}/submission`;
  const editorial = given.editorial ?? '/admin';
  return {
    home: given.home ?? '/',
    auth,
    login: given.login ?? `${auth}/login`,
    logout: given.logout ?? `${auth}/logout`,
    register: given.register ?? `${auth}/reg`,
    forgotPassword: given.forgotPassword ?? `${auth}/forgot-password`,
    panel,
    submissions,
    newSubmission: given.newSubmission ?? `${submissions}/new`,
    articles: given.articles ?? `${panel}/articles`,
    notifications: given.notifications ?? `${panel}/notifications`,
    chat: given.chat ?? `${panel}/chat`,
    account: given.account ?? `${panel}/account`,
    editorial,
    editorSubmissions: given.editorSubmissions ?? `${editorial}/submissions`,
    issues: given.issues ?? `${editorial}/issues`,
    staff: given.staff ?? `${editorial}/staff`,
    journalsAdmin: given.journalsAdmin ?? `${editorial}/journals`,
    audit: given.audit ?? `${editorial}/audit`,
    siteSettings: given.siteSettings ?? `${editorial}/settings`,
    newsAdmin: given.newsAdmin ?? `${editorial}/news`,
    invitation: given.invitation ?? `${auth}/invitation`,
    confirmEmail: given.confirmEmail ?? `${auth}/confirm-email`,
    people: given.people ?? `${editorial}/users`,
    chatInbox: given.chatInbox ?? `${editorial}/chat`,
    bookmarks: given.bookmarks ?? '/bookmarks',
    setup: given.setup ?? '/setup',
    chatSound: given.chatSound ?? '/notification.mp3',
  };
}

/**
 * Whether `path` (a pathname, with or without query) is `section` itself or a page under it.
 * @example isUnder('/admin/submissions/3', '/admin') // true
 * @example isUnder('/administrators', '/admin') // false
 */
export function isUnder(path: string, section: string): boolean {
  const pathname = path.replace(/[?#].*$/, '');
  return pathname === section || pathname.startsWith(`${section.replace(/\/$/, '')}/`);
}
