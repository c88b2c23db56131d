// @vitest-environment node
import type { Session } from '@quire/contracts';
import { RouterContextProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { defineJournalSite } from '../config/journal-site';
import type { AuthSetting } from '../lib/auth-guard';
import { guardedRouteContext, guardMiddleware, requireSession } from './guard.server';
import { sessionContext } from './request-context.server';
import type { SessionResult } from './session.server';

const author = { user: { id: 7, name: 'Ada', role: 'author' } } as unknown as Session;

/** A request's context as the root middleware leaves it, with the visitor's session. */
function contextWith(session: Session | null): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(sessionContext, Promise.resolve<SessionResult>({ session, stale: false }));
  return context;
}

/**
 * Runs the guard of `setting` for `path`: the redirect it threw, or `reached: true` when it let
 * the request on to the loaders (React Router calls the next step after a middleware returns).
 */
async function run(
  setting: AuthSetting,
  path: string,
  session: Session | null = null,
  requestPath = path,
) {
  const context = contextWith(session);
  const request = new Request(`http://localhost${requestPath}`);
  const next = async () => new Response('page');
  try {
    const args = {
      request,
      context,
      params: {},
      url: new URL(`http://localhost${path}`),
      pattern: path,
    };
    await guardMiddleware(setting)(args as never, next);
  } catch (thrown) {
    if (thrown instanceof Response) {
      return { to: thrown.headers.get('Location'), status: thrown.status, context, reached: false };
    }
    throw thrown;
  }
  return { to: null, status: null, context, reached: true };
}

describe('guardMiddleware', () => {
  it('sends a signed-out visitor of a signed-in route to the login page and back', async () => {
    const outcome = await run('user', '/panel/chat');
    expect(outcome).toMatchObject({ status: 302, to: '/auth/login?redirect=/panel/chat' });
    expect(outcome.reached).toBe(false);
  });

  it('keeps the query in the way back', async () => {
    expect((await run('user', '/bookmarks?page=2')).to).toBe(
      '/auth/login?redirect=/bookmarks%3Fpage%3D2',
    );
  });

  it('sends a client navigation back to the page, not to its data address', async () => {
    // A data request arrives as it came (`.data`, `_routes`); the `url` argument is the page's.
    const outcome = await run(
      'user',
      '/bookmarks?page=2',
      null,
      '/bookmarks.data?page=2&_routes=x',
    );
    expect(outcome.to).toBe('/auth/login?redirect=/bookmarks%3Fpage%3D2');
  });

  it('lets a signed-in visitor through to the loaders', async () => {
    const outcome = await run('user', '/panel', author);
    expect(outcome).toMatchObject({ to: null, reached: true });
  });

  it('sends a signed-in visitor of a signed-out-only page home, or where the rule says', async () => {
    expect((await run('guest', '/auth/login', author)).to).toBe('/');
    expect((await run({ only: 'guest', signedInTo: '/panel' }, '/auth/reg', author)).to).toBe(
      '/panel',
    );
    expect((await run('guest', '/auth/login')).reached).toBe(true);
  });

  it('follows a rule’s own way out for the signed-out', async () => {
    expect((await run({ only: 'user', signedOutTo: '/about' }, '/panel')).to).toBe('/about');
    expect((await run({ required: true, callbackUrl: '/hello' }, '/panel')).to).toBe('/hello');
  });

  it('marks guarded routes private for the caches, and public ones not', async () => {
    expect((await run('user', '/panel', author)).context.get(guardedRouteContext)).toBe(true);
    expect((await run('public', '/auth/confirm')).context.get(guardedRouteContext)).toBe(false);
  });

  it('refuses an unknown rule when the route module loads, not at the first visit', () => {
    expect(() => guardMiddleware('admins' as never)).toThrow('Unknown auth guard');
  });
});

describe('guardMiddleware on a site with its own paths', () => {
  afterEach(() => {
    defineJournalSite({ name: 'Journal site' });
  });

  it('sends the signed-out to the site’s login page and the signed-in to its home', async () => {
    defineJournalSite({ name: 'JCE', paths: { auth: '/account', home: '/welcome' } });
    expect((await run('user', '/panel')).to).toBe('/account/login?redirect=/panel');
    expect((await run('user', '/account/login')).reached).toBe(true);
    expect((await run('guest', '/account/login', author)).to).toBe('/welcome');
    const thrown = await requireSession(contextWith(null)).catch((error: unknown) => error);
    expect((thrown as Response).headers.get('Location')).toBe('/welcome');
  });
});

describe('requireSession', () => {
  it('resolves with the session a guard let through', async () => {
    await expect(requireSession(contextWith(author))).resolves.toBe(author);
  });

  it('sends the visitor home when a route forgot its guard', async () => {
    const thrown = await requireSession(contextWith(null)).catch((error: unknown) => error);
    expect((thrown as Response).headers.get('Location')).toBe('/');
  });
});
