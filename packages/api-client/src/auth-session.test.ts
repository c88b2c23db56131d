import { sessionSchema } from '@quire/contracts';
import { type ApiServer, startApiServer } from '@quire/test-utils';
import { createLoadingCounter } from '@quire/utils';
import { getAdapter } from 'axios';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import type { AuthSessionConfig } from './auth-config';
import { createAuthSession } from './auth-session';
import type { AuthSession } from './auth-session-api';
import { createHttpClient, type HttpClient } from './http-client';
import { createQuireApi } from './quire-api';
import { httpOnlyCookieTokenStore, memoryTokenStore } from './token-store';

const PASSWORD = 'lantern-quiet-meadow-42';
const REGISTRATION_REQUESTED =
  'Check your inbox: we have sent an email to this address. Open the link in it to finish creating your account.';

let server: ApiServer;
let accounts = 0;
const sessions: Pick<AuthSession<unknown>, 'destroy'>[] = [];

beforeAll(async () => {
  // Many sign-ins from one IP in a minute: lift the rate limit the API applies to people.
  server = await startApiServer({ env: { RATE_LIMIT_AUTH_PER_MINUTE: '10000' } });
});

afterAll(async () => {
  await server?.stop();
});

afterEach(() => {
  for (const session of sessions.splice(0)) session.destroy();
});

/** The token of the newest confirmation link mailed to `email` (the API's outbox), waiting for it. */
async function mailedToken(email: string): Promise<string> {
  const link = await vi.waitFor(
    async () => {
      const found = (await server.outbox())
        .filter((mail) => mail.to === email)
        .map((mail) => /https?:\/\/\S+\/auth\/confirm\?token=\S+/.exec(mail.text)?.[0])
        .findLast(Boolean);
      if (!found) throw new Error(`No confirmation link was mailed to ${email} yet.`);
      return found;
    },
    { timeout: 15_000, interval: 50 },
  );
  return new URL(link).searchParams.get('token') ?? '';
}

/** Registers a fresh account, confirms it with the mailed link and returns its email. */
async function newAccount(): Promise<string> {
  accounts += 1;
  const email = `author${accounts}@example.org`;
  const api = createQuireApi(createHttpClient({ apiUrl: server.apiUrl }));
  await api.auth.register({ body: { name: `Author ${accounts}`, email, password: PASSWORD } });
  await api.auth.confirmRegistration({ body: { token: await mailedToken(email) } });
  return email;
}

/** Records every request as it goes on the wire (after every interceptor), then sends it. */
function recordRequests(http: HttpClient): string[] {
  const sent: string[] = [];
  const send = getAdapter(http.axios.defaults.adapter);
  http.axios.defaults.adapter = (config) => {
    const auth = config.headers.get('Authorization');
    sent.push(`${config.method?.toUpperCase()} ${config.url}${auth ? ` (${auth})` : ''}`);
    return send(config);
  };
  return sent;
}

/** What a browser adds on its own: the cookie jar and the Origin header. */
function actLikeABrowser(http: HttpClient): { cookie: () => string | undefined } {
  let cookie: string | undefined;
  http.axios.interceptors.request.use((config) => {
    config.headers.set('Origin', server.webOrigin);
    if (cookie) config.headers.set('Cookie', cookie);
    return config;
  });
  http.axios.interceptors.response.use((response) => {
    for (const line of (response.headers['set-cookie'] as string[] | undefined) ?? []) {
      const [pair = ''] = line.split(';');
      const expired = /max-age=0|expires=thu, 01 jan 1970/i.test(line) || pair.endsWith('=');
      cookie = expired ? undefined : pair;
    }
    return response;
  });
  return { cookie: () => cookie };
}

function setup(overrides: Partial<AuthSessionConfig> = {}) {
  const http = createHttpClient({ apiUrl: server.apiUrl });
  const sent = recordRequests(http);
  const navigate = vi.fn<(url: string) => void>();
  const logger = { error: vi.fn<(...values: unknown[]) => void>() };
  const tokenStore = memoryTokenStore();
  const session = createAuthSession({
    http,
    tokenStore,
    navigate,
    logger,
    focusTarget: null,
    currentUrl: () => 'http://localhost:3000/auth/login',
    sessionSchema,
    pages: { afterSignIn: '/panel', afterSignOut: '/auth/login' },
    ...overrides,
  });
  sessions.push(session);
  return { http, sent, navigate, logger, tokenStore, session };
}

async function sessionAnswer(token: string): Promise<number> {
  const response = await fetch(new URL('auth/session', server.apiUrl), {
    headers: { Authorization: `Bearer ${token}` },
  });
  return response.status;
}

describe('createAuthSession against the real API', () => {
  describe('in bearer mode (memory token store)', () => {
    it('starts loading and settles unauthenticated without a token, asking nobody', async () => {
      const { session, sent } = setup();
      expect(session.getState()).toEqual({ status: 'loading', data: null, lastRefreshedAt: null });
      expect(await session.getSession()).toBeNull();
      expect(session.getState().status).toBe('unauthenticated');
      expect(sent).toEqual([]);
    });

    it('signs in: stores the token from /token, then fetches the session, then redirects', async () => {
      const email = await newAccount();
      const { session, sent, navigate, tokenStore } = setup();
      const result = await session.signIn({ email, password: PASSWORD });

      const token = tokenStore.get();
      expect(token).toMatch(/\S{20,}/);
      expect(sent).toEqual(['POST auth/login', `GET auth/session (Bearer ${token})`]);
      expect(navigate.mock.calls).toEqual([['/panel']]);
      expect(result).toMatchObject({ ok: true, redirectedTo: '/panel' });
      const state = session.getState();
      expect(state.status).toBe('authenticated');
      expect(state.data?.user.email).toBe(email);
      expect(Date.parse(state.lastRefreshedAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
      expect(session.getToken()).toBe(token);
    });

    it('notifies subscribers with each new state', async () => {
      const email = await newAccount();
      const { session } = setup();
      const statuses: string[] = [];
      session.subscribe(() => statuses.push(session.getState().status));
      await session.signIn({ email, password: PASSWORD });
      expect(statuses).toEqual(['authenticated']);
      await session.signOut();
      expect(statuses).toEqual(['authenticated', 'unauthenticated']);
    });

    it('sends extra body fields and query parameters with the credentials', async () => {
      const email = await newAccount();
      const { session, sent } = setup();
      await session.signIn(
        { email, password: PASSWORD },
        { extraBody: { remember: true }, query: { source: 'test' } },
      );
      expect(sent[0]).toBe('POST auth/login');
      expect(session.getState().status).toBe('authenticated');
    });

    it('redirects to the callback URL first', async () => {
      const email = await newAccount();
      const { session, navigate } = setup({
        currentUrl: () => 'http://localhost:3000/auth/login?redirect=%2Fbookmarks',
      });
      await session.signIn({ email, password: PASSWORD }, { callbackUrl: '/panel/chat' });
      expect(navigate.mock.calls).toEqual([['/panel/chat']]);
    });

    it('redirects to the redirect query when there is no callback URL', async () => {
      const email = await newAccount();
      const { session, navigate } = setup({
        currentUrl: () =>
          'http://localhost:3000/auth/login?redirect=%2Fpanel%2Farticles%3Fpage%3D2',
      });
      await session.signIn({ email, password: PASSWORD });
      expect(navigate.mock.calls).toEqual([['/panel/articles?page=2']]);
    });

    it('ignores a redirect query that leaves the site', async () => {
      const email = await newAccount();
      const { session, navigate } = setup({
        currentUrl: () => 'http://localhost:3000/auth/login?redirect=https%3A%2F%2Fevil.example%2F',
      });
      await session.signIn({ email, password: PASSWORD });
      expect(navigate.mock.calls).toEqual([['/panel']]);
    });

    it('does not navigate with redirect: false', async () => {
      const email = await newAccount();
      const { session, navigate } = setup();
      const result = await session.signIn({ email, password: PASSWORD }, { redirect: false });
      expect(result).toMatchObject({ ok: true, redirectedTo: undefined });
      expect(navigate).not.toHaveBeenCalled();
    });

    it('rejects a wrong password with an ApiError and stays signed out', async () => {
      const email = await newAccount();
      const { session, navigate, tokenStore } = setup();
      const error = await session.signIn({ email, password: 'not-the-password' }).catch((e) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ status: 401, message: 'The email or password is incorrect.' });
      expect(tokenStore.get()).toBeNull();
      expect(navigate).not.toHaveBeenCalled();
      expect(session.getState().status).toBe('loading');
    });

    it('rejects invalid credentials with the field errors', async () => {
      const { session } = setup();
      const error = await session.signIn({ email: 'not-an-email', password: '' }).catch((e) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect(error.status).toBe(400);
      expect(Object.keys(error.fieldErrors).sort()).toEqual(['email', 'password']);
    });

    it('signs up and then signs in with the same email and password unless suppressed', async () => {
      // The API answers a known address like a new one; the account exists, so the sign-in works.
      const email = await newAccount();
      const { session, sent, navigate } = setup();
      const result = await session.signUp(
        { name: 'Returning Author', email, password: PASSWORD },
        { callbackUrl: '/panel/account' },
      );
      expect(result).toMatchObject({
        ok: true,
        account: { message: REGISTRATION_REQUESTED },
        signIn: { ok: true },
      });
      expect(sent.map((line) => line.split(' (')[0])).toEqual([
        'POST auth/register',
        'POST auth/login',
        'GET auth/session',
      ]);
      expect(session.getState().data?.user.email).toBe(email);
      expect(navigate.mock.calls).toEqual([['/panel/account']]);
    });

    it('cannot sign a new address in before its link is confirmed — why Quire suppresses it', async () => {
      const { session, navigate } = setup();
      const email = 'unconfirmed.author@example.org';
      const error = await session
        .signUp({ name: 'Unconfirmed Author', email, password: PASSWORD })
        .catch((caught) => caught);
      expect(error).toBeInstanceOf(ApiError);
      expect(error.status).toBe(401);
      expect(navigate).not.toHaveBeenCalled();
      expect(session.getState().status).not.toBe('authenticated');

      const api = createQuireApi(createHttpClient({ apiUrl: server.apiUrl }));
      const confirmed = await api.auth.confirmRegistration({
        body: { token: await mailedToken(email) },
      });
      expect(confirmed.user).toMatchObject({ email, name: 'Unconfirmed Author', role: 'author' });
      await expect(session.signIn({ email, password: PASSWORD })).resolves.toMatchObject({
        ok: true,
      });
    });

    it('signs up without signing in when signInAfter is false, resolving the API message', async () => {
      const { session, sent, navigate } = setup();
      const result = await session.signUp(
        { name: 'Quiet Author', email: 'quiet.author@example.org', password: PASSWORD },
        { signInAfter: false },
      );
      expect(result).toEqual({
        ok: true,
        account: { message: REGISTRATION_REQUESTED },
        signIn: undefined,
      });
      expect(sent).toEqual(['POST auth/register']);
      expect(navigate).not.toHaveBeenCalled();
    });

    it('answers a taken email like a new one, so sign-up reveals no account', async () => {
      const email = await newAccount();
      const { session } = setup();
      const result = await session.signUp(
        { name: 'Twin', email, password: 'another long passphrase' },
        { signInAfter: false },
      );
      expect(result).toMatchObject({ ok: true, account: { message: REGISTRATION_REQUESTED } });
    });

    it('rejects an invalid sign-up with its field errors', async () => {
      const { session } = setup();
      const error = await session
        .signUp({ name: 'Shorty', email: 'shorty@example.org', password: 'short' })
        .catch((caught) => caught);
      expect(error).toBeInstanceOf(ApiError);
      expect(error.status).toBe(400);
      expect(error.fieldErrors).toEqual({ password: ['Use at least 10 characters.'] });
    });

    it('refreshes the session and moves lastRefreshedAt', async () => {
      const email = await newAccount();
      const { session, sent } = setup();
      await session.signIn({ email, password: PASSWORD });
      const before = session.getState().lastRefreshedAt ?? '';
      // The clock has moved on (timestamps are in milliseconds) before the refresh is asked for.
      await vi.waitFor(() => expect(Date.now()).toBeGreaterThan(Date.parse(before)));
      expect(await session.refresh()).toBe(true);
      expect(session.getState().status).toBe('authenticated');
      expect(Date.parse(session.getState().lastRefreshedAt ?? '')).toBeGreaterThan(
        Date.parse(before),
      );
      expect(sent.filter((line) => line.startsWith('GET auth/session'))).toHaveLength(2);
    });

    it('signs out: clears session and token, revokes it on the server, then redirects', async () => {
      const email = await newAccount();
      const { session, sent, navigate, tokenStore, logger } = setup();
      await session.signIn({ email, password: PASSWORD }, { redirect: false });
      const token = tokenStore.get() ?? '';
      expect(await sessionAnswer(token)).toBe(200);

      await session.signOut({ callbackUrl: '/goodbye' });

      expect(session.getState()).toMatchObject({ status: 'unauthenticated', data: null });
      expect(tokenStore.get()).toBeNull();
      expect(sent.at(-1)).toBe(`POST auth/logout (Bearer ${token})`);
      expect(await sessionAnswer(token)).toBe(401);
      expect(navigate.mock.calls).toEqual([['/goodbye']]);
      expect(logger.error).not.toHaveBeenCalled();
    });

    it('signs out to the configured page without a callback URL', async () => {
      const email = await newAccount();
      const { session, navigate } = setup();
      await session.signIn({ email, password: PASSWORD }, { redirect: false });
      await session.signOut();
      expect(navigate.mock.calls).toEqual([['/auth/login']]);
    });

    it('clears session and token when a session fetch fails', async () => {
      const email = await newAccount();
      const { session, tokenStore, logger } = setup();
      await session.signIn({ email, password: PASSWORD }, { redirect: false });
      const token = tokenStore.get() ?? '';
      // Signed out elsewhere: the server revokes the session behind this client's back.
      await createQuireApi(
        createHttpClient({ apiUrl: server.apiUrl, auth: { getToken: () => token } }),
      ).auth.logout();

      await expect(session.getSession()).resolves.toBeNull();

      expect(session.getState()).toMatchObject({ status: 'unauthenticated', data: null });
      expect(tokenStore.get()).toBeNull();
      expect(session.getToken()).toBeNull();
      expect(logger.error).not.toHaveBeenCalled();
    });

    it('answers parallel 401s with one session refresh and no retry once it fails', async () => {
      const email = await newAccount();
      const { session, sent, http, tokenStore } = setup();
      await session.signIn({ email, password: PASSWORD }, { redirect: false });
      const token = tokenStore.get() ?? '';
      await createQuireApi(
        createHttpClient({ apiUrl: server.apiUrl, auth: { getToken: () => token } }),
      ).auth.logout();
      sent.length = 0;

      const results = await Promise.allSettled([
        http.get('files/1'),
        http.get('files/2'),
        http.get('files/3'),
      ]);

      expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected', 'rejected']);
      expect(
        results.map((result) => (result.status === 'rejected' ? result.reason.status : 0)),
      ).toEqual([401, 401, 401]);
      expect(sent.filter((line) => line.startsWith('GET files/'))).toHaveLength(3);
      expect(sent.filter((line) => line.startsWith('GET auth/session'))).toHaveLength(1);
      expect(session.getState().status).toBe('unauthenticated');
    });

    it('keeps the loading overlay on once through the whole sign-in', async () => {
      const email = await newAccount();
      const loading = createLoadingCounter();
      const flips: boolean[] = [];
      loading.subscribe((isLoading) => flips.push(isLoading));
      const http = createHttpClient({ apiUrl: server.apiUrl, loading });
      const session = createAuthSession({ http, focusTarget: null, navigate: () => {} });
      sessions.push(session);
      await session.signIn({ email, password: PASSWORD });
      expect(flips).toEqual([true, false]);
      await session.refresh();
      expect(flips).toEqual([true, false]);
    });

    it('reads the session data at the configured pointer', async () => {
      const email = await newAccount();
      const { session } = setup({ sessionDataPointer: '/user', sessionSchema: undefined });
      await session.signIn({ email, password: PASSWORD }, { redirect: false });
      expect(session.getState().data).toMatchObject({ email, role: 'author' });
    });

    it('logs and clears a session answer that breaks the schema', async () => {
      const email = await newAccount();
      const { session, logger, tokenStore } = setup({ sessionDataPointer: '/user' });
      const result = await session.signIn({ email, password: PASSWORD });
      expect(result).toEqual({ ok: false, reason: 'no-session' });
      expect(String(logger.error.mock.calls[0]?.[0])).toContain('The session answer is invalid');
      expect(tokenStore.get()).toBeNull();
    });

    it('validates the session answer with the contract schema', async () => {
      const email = await newAccount();
      const { session } = setup();
      await session.signIn({ email, password: PASSWORD }, { redirect: false });
      expect(sessionSchema.safeParse(session.getState().data).success).toBe(true);
    });
  });

  describe('in cookie mode (the HttpOnly cookie the server sets)', () => {
    it('signs in with the cookie; page code never holds the token', async () => {
      const email = await newAccount();
      const { http, session, sent } = setup({ tokenStore: httpOnlyCookieTokenStore() });
      const browser = actLikeABrowser(http);

      const result = await session.signIn({ email, password: PASSWORD });

      expect(result).toMatchObject({ ok: true, redirectedTo: '/panel' });
      expect(browser.cookie()).toMatch(/^quire_session=\S+$/);
      expect(session.getToken()).toBeNull();
      expect(sent).toEqual(['POST auth/login', 'GET auth/session']);
      expect(session.getState().data?.user.email).toBe(email);
    });

    it('asks the server for the session even though it cannot see a token', async () => {
      const email = await newAccount();
      const first = setup({ tokenStore: httpOnlyCookieTokenStore() });
      const browser = actLikeABrowser(first.http);
      await first.session.signIn({ email, password: PASSWORD }, { redirect: false });

      // A new page load: same cookie, a fresh session object.
      const page = setup({ tokenStore: httpOnlyCookieTokenStore() });
      page.http.axios.defaults.headers.common.Cookie = browser.cookie() ?? '';
      expect(await page.session.getSession()).toMatchObject({ user: { email } });
      expect(page.session.getState().status).toBe('authenticated');
    });

    it('is not undone by a session fetch that started before the sign-in', async () => {
      const email = await newAccount();
      const { http, session, sent } = setup({ tokenStore: httpOnlyCookieTokenStore() });
      actLikeABrowser(http);
      // A slow network: the first (anonymous, 401) session answer is held back until released.
      const send = getAdapter(http.axios.defaults.adapter);
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let first = true;
      http.axios.defaults.adapter = async (config) => {
        if (!first || config.url !== 'auth/session') return send(config);
        first = false;
        try {
          return await send(config);
        } finally {
          await held;
        }
      };

      const early = session.getSession();
      const signingIn = session.signIn({ email, password: PASSWORD }, { redirect: false });
      await vi.waitFor(() =>
        expect(sent.filter((line) => line.startsWith('GET auth/session'))).toHaveLength(2),
      );
      await signingIn;
      release();
      await early;

      expect(session.getState().status).toBe('authenticated');
    });

    it('signs out through the cookie (CSRF header and origin) and the server revokes it', async () => {
      const email = await newAccount();
      const { http, session, logger } = setup({ tokenStore: httpOnlyCookieTokenStore() });
      const browser = actLikeABrowser(http);
      await session.signIn({ email, password: PASSWORD }, { redirect: false });
      const cookie = browser.cookie() ?? '';

      await session.signOut({ redirect: false });

      expect(logger.error).not.toHaveBeenCalled();
      expect(browser.cookie()).toBeUndefined();
      const after = await fetch(new URL('auth/session', server.apiUrl), {
        headers: { Cookie: cookie },
      });
      expect(after.status).toBe(401);
      expect(session.getState().status).toBe('unauthenticated');
    });
  });

  describe('with a token of the wrong type at the pointer', () => {
    it('logs an error and stops: no token, no session fetch, no redirect', async () => {
      const email = await newAccount();
      const { session, sent, navigate, logger, tokenStore } = setup({
        token: { signInResponsePointer: '/user' },
      });

      const result = await session.signIn({ email, password: PASSWORD });

      expect(result).toEqual({ ok: false, reason: 'invalid-token' });
      expect(logger.error).toHaveBeenCalledTimes(1);
      expect(String(logger.error.mock.calls[0]?.[0])).toContain(
        'no string token at JSON pointer "/user" (found object)',
      );
      expect(sent).toEqual(['POST auth/login']);
      expect(navigate).not.toHaveBeenCalled();
      expect(tokenStore.get()).toBeNull();
      expect(session.getState().status).toBe('unauthenticated');
    });

    it('logs a pointer that points at nothing', async () => {
      const email = await newAccount();
      const { session, logger, navigate } = setup({
        token: { signInResponsePointer: '/data/accessToken' },
      });
      expect(await session.signIn({ email, password: PASSWORD })).toMatchObject({ ok: false });
      expect(String(logger.error.mock.calls[0]?.[0])).toContain('(found undefined)');
      expect(navigate).not.toHaveBeenCalled();
    });

    it('logs to console.error by default', async () => {
      const email = await newAccount();
      const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
      const http = createHttpClient({ apiUrl: server.apiUrl });
      const session = createAuthSession({
        http,
        navigate: () => {},
        focusTarget: null,
        token: { signInResponsePointer: '/expiresAt/0' },
      });
      sessions.push(session);
      await session.signIn({ email, password: PASSWORD });
      expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('"/expiresAt/0"'));
    });
  });

  describe('with an unreachable or misconfigured endpoint', () => {
    it('logs a missing session endpoint instead of throwing', async () => {
      const email = await newAccount();
      const { session, logger } = setup({
        endpoints: { getSession: { path: 'auth/who-am-i', method: 'get' } },
      });
      const result = await session.signIn({ email, password: PASSWORD });
      expect(result).toEqual({ ok: false, reason: 'no-session' });
      expect(String(logger.error.mock.calls[0]?.[0])).toContain(
        'The session endpoint GET auth/who-am-i is unreachable (HTTP 404)',
      );
      expect(session.getState().status).toBe('unauthenticated');
      expect(session.getToken()).toBeNull();
    });

    it('logs a missing sign-in endpoint and resolves ok: false', async () => {
      const { session, logger, navigate } = setup({
        endpoints: { signIn: { path: 'login', method: 'post' } },
      });
      const result = await session.signIn({ email: 'a@example.org', password: PASSWORD });
      expect(result).toMatchObject({ ok: false, reason: 'unreachable' });
      expect(String(logger.error.mock.calls[0]?.[0])).toContain(
        'The sign-in endpoint POST login is unreachable (HTTP 404)',
      );
      expect(navigate).not.toHaveBeenCalled();
    });

    it('logs a wrong base path', async () => {
      const http = createHttpClient({ apiUrl: `${server.url}/v2/` });
      const logger = { error: vi.fn() };
      const session = createAuthSession({
        http,
        logger,
        focusTarget: null,
        tokenStore: httpOnlyCookieTokenStore(),
      });
      sessions.push(session);
      await expect(session.getSession()).resolves.toBeNull();
      expect(String(logger.error.mock.calls[0]?.[0])).toContain(`Check apiUrl (${server.url}/v2/)`);
    });

    it('logs a server that cannot be reached', async () => {
      const http = createHttpClient({ apiUrl: 'http://127.0.0.1:9/api/', retryDelay: () => 0 });
      const logger = { error: vi.fn() };
      const session = createAuthSession({ http, logger, focusTarget: null, navigate: vi.fn() });
      sessions.push(session);
      const result = await session.signIn({ email: 'a@example.org', password: PASSWORD });
      expect(result).toMatchObject({ ok: false, reason: 'unreachable' });
      expect(String(logger.error.mock.calls[0]?.[0])).toContain('is unreachable (network)');
    });

    it('logs a sign-out endpoint that is missing but still signs out locally', async () => {
      const email = await newAccount();
      const { session, logger, navigate } = setup({
        endpoints: { signOut: { path: 'auth/sign-out', method: 'post' } },
      });
      await session.signIn({ email, password: PASSWORD }, { redirect: false });
      await session.signOut();
      expect(String(logger.error.mock.calls[0]?.[0])).toContain(
        'The sign-out endpoint POST auth/sign-out is unreachable (HTTP 404)',
      );
      expect(session.getState().status).toBe('unauthenticated');
      expect(navigate.mock.calls).toEqual([['/auth/login']]);
    });

    it('skips the sign-out call when it is turned off', async () => {
      const email = await newAccount();
      const { session, sent } = setup({ endpoints: { signOut: false } });
      await session.signIn({ email, password: PASSWORD }, { redirect: false });
      await session.signOut();
      expect(sent.some((line) => line.includes('logout'))).toBe(false);
      expect(session.getState().status).toBe('unauthenticated');
    });
  });

  describe('forgot and reset password', () => {
    it('resets through the mailed link and signs in with the new password', async () => {
      const email = await newAccount();
      const api = createQuireApi(createHttpClient({ apiUrl: server.apiUrl }));

      const requested = await api.auth.forgotPassword({ body: { email } });
      expect(requested.message).toMatch(/If an account exists/);
      const mail = await vi.waitFor(
        async () => {
          const found = (await server.outbox()).findLast(
            (message) => message.to === email && message.text.includes('/auth/reset-password'),
          );
          if (!found) throw new Error('no reset mail yet');
          return found;
        },
        { timeout: 10_000, interval: 50 },
      );
      const link = /https?:\/\/\S+\/auth\/reset-password\?token=\S+/.exec(mail.text)?.[0] ?? '';
      const token = new URL(link).searchParams.get('token') ?? '';
      expect(token.length).toBeGreaterThanOrEqual(22);

      const newPassword = 'copper-kettle-orchard-77';
      await expect(
        api.auth.resetPassword({ body: { token, password: newPassword } }),
      ).resolves.toEqual({
        message: expect.stringContaining('Your password has been reset'),
      });

      const { session } = setup();
      const oldPassword = await session.signIn({ email, password: PASSWORD }).catch((e) => e);
      expect(oldPassword).toMatchObject({ status: 401 });
      await session.signIn({ email, password: newPassword }, { redirect: false });
      expect(session.getState().data?.user.email).toBe(email);

      const reused = await api.auth
        .resetPassword({ body: { token, password: 'another-long-passphrase-9' } })
        .catch((e) => e);
      expect(reused).toMatchObject({
        status: 400,
        fieldErrors: { token: ['This reset link is invalid or has expired.'] },
      });
    });
  });

  describe('refresh triggers', () => {
    it('refreshes when the window gets focus', async () => {
      const email = await newAccount();
      const focusTarget = new EventTarget();
      const { session, sent } = setup({ focusTarget });
      await session.signIn({ email, password: PASSWORD }, { redirect: false });
      sent.length = 0;
      focusTarget.dispatchEvent(new Event('focus'));
      await vi.waitFor(() => expect(sent).toHaveLength(1));
      expect(sent[0]).toMatch(/^GET auth\/session/);
    });

    it('does not refresh on focus when turned off', async () => {
      const email = await newAccount();
      const focusTarget = new EventTarget();
      const { session, http, sent } = setup({ focusTarget, refresh: { onWindowFocus: false } });
      await session.signIn({ email, password: PASSWORD }, { redirect: false });
      sent.length = 0;
      focusTarget.dispatchEvent(new Event('focus'));
      // A focus refresh starts as the event is dispatched, so it would be recorded before a
      // request that starts after it has made its whole round trip.
      await http.get('settings');
      expect(sent).toHaveLength(1);
      expect(sent[0]).toMatch(/^GET settings/);
    });

    it('refreshes every 1000 ms with periodic: true', async () => {
      vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
      try {
        const email = await newAccount();
        const { session, sent } = setup({ refresh: { periodic: true } });
        await session.signIn({ email, password: PASSWORD }, { redirect: false });
        sent.length = 0;
        vi.advanceTimersByTime(999);
        expect(sent).toEqual([]);
        const before = session.getState().lastRefreshedAt;
        vi.advanceTimersByTime(1);
        await vi.waitFor(() => expect(sent).toHaveLength(1));
        // Let the first refresh finish: a tick while one is in flight is (rightly) coalesced.
        await vi.waitFor(() => expect(session.getState().lastRefreshedAt).not.toBe(before));
        vi.advanceTimersByTime(1000);
        await vi.waitFor(() => expect(sent).toHaveLength(2));
        expect(sent.every((line) => line.startsWith('GET auth/session'))).toBe(true);
      } finally {
        vi.useRealTimers();
      }
    });

    it('refreshes at the given period and stops after destroy()', async () => {
      vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
      try {
        const email = await newAccount();
        const { session, sent } = setup({ refresh: { periodic: 5000 } });
        await session.signIn({ email, password: PASSWORD }, { redirect: false });
        sent.length = 0;
        vi.advanceTimersByTime(4999);
        expect(sent).toEqual([]);
        vi.advanceTimersByTime(1);
        await vi.waitFor(() => expect(sent).toHaveLength(1));
        session.destroy();
        vi.advanceTimersByTime(20_000);
        expect(sent).toHaveLength(1);
      } finally {
        vi.useRealTimers();
      }
    });

    it('does not poll while signed out', async () => {
      vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
      try {
        const { session, sent } = setup({
          refresh: { periodic: true },
          tokenStore: httpOnlyCookieTokenStore(),
        });
        await session.getSession();
        expect(sent).toEqual(['GET auth/session']);
        vi.advanceTimersByTime(5000);
        expect(sent).toHaveLength(1);
      } finally {
        vi.useRealTimers();
      }
    });
  });

  describe('destroy()', () => {
    it('detaches from the HTTP client', async () => {
      const email = await newAccount();
      const { session, http, sent } = setup();
      await session.signIn({ email, password: PASSWORD }, { redirect: false });
      session.destroy();
      await http.get('settings');
      expect(sent.at(-1)).toBe('GET settings');
    });

    it('removes the focus listener', async () => {
      const focusTarget = new EventTarget();
      const { session, http, sent } = setup({
        focusTarget,
        tokenStore: httpOnlyCookieTokenStore(),
      });
      await session.getSession();
      session.destroy();
      focusTarget.dispatchEvent(new Event('focus'));
      // As above: a refresh the focus started would be recorded before this later round trip.
      await http.get('settings');
      expect(sent).toHaveLength(2);
      expect(sent.at(-1)).toMatch(/^GET settings/);
    });
  });

  describe('with a server-rendered initial session', () => {
    it('starts resolved instead of loading', () => {
      const http = createHttpClient({ apiUrl: server.apiUrl });
      const signedOut = createAuthSession({ http, focusTarget: null, initialSession: null });
      sessions.push(signedOut);
      expect(signedOut.getState().status).toBe('unauthenticated');
    });

    it('starts authenticated with the data it is given', () => {
      const http = createHttpClient({ apiUrl: server.apiUrl });
      const data = {
        user: {
          id: 1,
          email: 'a@example.org',
          name: 'A',
          role: 'author' as const,
          affiliation: null,
          orcid: null,
          bio: null,
          avatarUrl: null,
          journals: [],
        },
        expiresAt: '2030-01-01T00:00:00.000Z',
      };
      const signedIn = createAuthSession({ http, focusTarget: null, initialSession: data });
      sessions.push(signedIn);
      expect(signedIn.getState()).toEqual({
        status: 'authenticated',
        data,
        lastRefreshedAt: null,
      });
    });
  });
});
