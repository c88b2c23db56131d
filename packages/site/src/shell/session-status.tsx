import { Form, Link, useLocation } from 'react-router';
import { useJournalSite } from '../config/site-context';
import type { AccountMenuAudience } from '../config/site-menus';
import { isUnder, type SitePaths } from '../config/site-paths';
import { loginUrl } from '../lib/auth-guard';
import type { Viewer } from '../lib/root-data';

/** The login link with `?redirect=` back to `path` (not for the home page or sign-in pages). */
function signInHref(path: string, paths: Pick<SitePaths, 'home' | 'auth' | 'login'>): string {
  if (path === paths.home || isUnder(path, paths.auth)) return paths.login;
  return loginUrl(path, paths.login);
}

/**
 * The header's account control: 'Sign in' when signed out; when signed in, the user's avatar
 * opening the site's account menu (by default Panel, Bookmarks, Editorial for editors, Chat
 * inbox for site administrators) and Sign out. A native `<details>` menu works without JavaScript.
 */
export function SessionStatus({
  viewer,
  audiences = [],
}: {
  viewer: Viewer | null;
  /** The menu audiences the viewer belongs to (see `accountMenuAudiences`). */
  audiences?: readonly AccountMenuAudience[];
}) {
  const location = useLocation();
  const { accountMenu, paths, texts } = useJournalSite();
  if (!viewer) {
    return (
      <Link
        to={signInHref(`${location.pathname}${location.search}`, paths)}
        className="q-session-link"
      >
        {texts.signIn}
      </Link>
    );
  }
  return (
    // Keyed by path so the menu closes after each navigation.
    <details className="q-session-menu" key={location.pathname}>
      <summary className="q-session-menu__toggle">
        {viewer.avatarUrl ? (
          <img
            className="q-session-menu__avatar"
            src={viewer.avatarUrl}
            alt=""
            width={32}
            height={32}
          />
        ) : (
          <span className="q-session-menu__avatar" aria-hidden="true">
            {viewer.name.slice(0, 1).toUpperCase()}
          </span>
        )}
        <span className="q-visually-hidden">{texts.accountMenuFor} </span>
        <span className="q-session-menu__name">{viewer.name}</span>
      </summary>
      <ul className="q-session-menu__list">
        {accountMenu
          .filter((link) => !link.audience || audiences.includes(link.audience))
          .map((link) => (
            <li key={link.href}>
              <Link to={link.href}>{link.label}</Link>
            </li>
          ))}
        <li>
          <Form method="post" action={paths.logout}>
            <button type="submit">{texts.signOut}</button>
          </Form>
        </li>
      </ul>
    </details>
  );
}
