/**
 * The default menus of a site — the signed-in account menu, the author panel's navigation and a
 * journal's navigation — built from the site's paths, so a site that moves a screen moves its
 * menu entry with it.
 */
import type { SitePaths } from './site-paths';

/** A link in a navigation list. */
export interface SiteLink {
  href: string;
  label: string;
}

/**
 * Who an account menu entry is for: `editors` (anyone with an editorial role in some journal, and
 * site administrators) or `site-admins`; without it, everyone signed in.
 */
export type AccountMenuAudience = 'editors' | 'site-admins';

/** An entry of the signed-in account menu, for everyone or for one audience. */
export interface AccountMenuLink extends SiteLink {
  audience?: AccountMenuAudience;
}

/**
 * An unread count the panel's navigation can show beside an entry (`discussions`: unread
 * messages in the discussions on the reader's submissions and reviews).
 */
export type PanelBadge = 'notifications' | 'chat' | 'discussions';

/**
 * Who a panel entry is for: `reviewers` (anyone holding the reviewer role in some journal);
 * without it, everyone signed in.
 */
export type PanelNavAudience = 'reviewers';

/** An entry of the author panel's navigation. */
export interface PanelNavLink extends SiteLink {
  /** Which unread count to show beside it, if any. */
  badge?: PanelBadge;
  /** Who sees it; everyone signed in when left out. */
  audience?: PanelNavAudience;
}

/**
 * The author panel's sections, in the order the panel lists them: Dashboard, Submissions (with
 * the unread discussion messages), Articles, My reviews (for reviewers only), Notifications (with the unread badge), Chat (with
 * its badge; left out when `chat` is false) and Account.
 * @example defaultPanelNav(resolveSitePaths({ panel: '/author' }))[1] // { href: '/author/submission', label: 'Submissions' }
 */
export function defaultPanelNav(paths: SitePaths, { chat = true } = {}): PanelNavLink[] {
  return [
    { href: paths.panel, label: 'Dashboard' },
    { href: paths.submissions, label: 'Submissions', badge: 'discussions' },
    { href: paths.articles, label: 'Articles' },
    // The reviews live under the panel in every site (`{panel}/reviews`, see the review pages).
    { href: `${paths.panel}/reviews`, label: 'My reviews', audience: 'reviewers' },
    { href: paths.notifications, label: 'Notifications', badge: 'notifications' },
    ...(chat ? [{ href: paths.chat, label: 'Chat', badge: 'chat' } as const] : []),
    { href: paths.account, label: 'Account' },
  ];
}

/**
 * The signed-in account menu: Panel, Bookmarks, Editorial, Journals and News for the journals' editors, and People
 * and the chat inbox for site administrators (the inbox left out when `chat` is false).
 */
export function defaultAccountMenu(paths: SitePaths, { chat = true } = {}): AccountMenuLink[] {
  return [
    { href: paths.panel, label: 'Panel' },
    { href: paths.bookmarks, label: 'Bookmarks' },
    { href: paths.editorial, label: 'Editorial', audience: 'editors' },
    { href: paths.journalsAdmin, label: 'Journals', audience: 'editors' },
    { href: paths.newsAdmin, label: 'News', audience: 'editors' },
    { href: paths.people, label: 'People', audience: 'site-admins' },
    { href: paths.siteSettings, label: 'Site settings', audience: 'site-admins' },
    ...(chat
      ? [{ href: paths.chatInbox, label: 'Chat inbox', audience: 'site-admins' } as const]
      : []),
  ];
}

/**
 * An entry of a journal's navigation: a path inside the journal, so one list serves every
 * journal of a site (`''` is the journal's home, `'archive'` its archive).
 */
export interface JournalNavLink {
  path: string;
  label: string;
}

/** A journal's standard sections, in the order its navigation lists them. */
export const DEFAULT_JOURNAL_NAV: readonly JournalNavLink[] = [
  { path: '', label: 'Home' },
  { path: 'current-issue', label: 'Current issue' },
  { path: 'archive', label: 'Archive' },
  { path: 'volumes', label: 'Volumes' },
];
