import { Form, Link, useLocation } from 'react-router';
import { LOGIN_PATH, loginUrl } from '~/lib/auth-guard';
import type { Viewer } from '~/lib/root-data';

/** The login link with `?redirect=` back to `path` (not for the home page or auth pages). */
function signInHref(path: string): string {
  if (path === '/' || path.startsWith('/auth/')) return LOGIN_PATH;
  return loginUrl(path);
}

/**
 * The header's account control: 'Sign in' when signed out; when signed in, the user's avatar
 * opening a menu (Panel, Bookmarks, for administrators Editorial and Chat inbox, Sign out). A
 * native `<details>` menu works without JavaScript.
 */
export function SessionStatus({
  viewer,
  isAdmin = false,
}: {
  viewer: Viewer | null;
  /** Administrators also get the editors' pages: the submissions queue and the chat inbox. */
  isAdmin?: boolean;
}) {
  const location = useLocation();
  if (!viewer) {
    return (
      <Link to={signInHref(`${location.pathname}${location.search}`)} className="q-session-link">
        Sign in
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
        <span className="q-visually-hidden">Account menu for </span>
        <span className="q-session-menu__name">{viewer.name}</span>
      </summary>
      <ul className="q-session-menu__list">
        <li>
          <Link to="/panel">Panel</Link>
        </li>
        <li>
          <Link to="/bookmarks">Bookmarks</Link>
        </li>
        {isAdmin && (
          <>
            <li>
              <Link to="/admin/submissions">Editorial</Link>
            </li>
            <li>
              <Link to="/admin/chat">Chat inbox</Link>
            </li>
          </>
        )}
        <li>
          <Form method="post" action="/auth/logout">
            <button type="submit">Sign out</button>
          </Form>
        </li>
      </ul>
    </details>
  );
}
