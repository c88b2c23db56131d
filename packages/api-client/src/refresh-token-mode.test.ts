import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAuthSession } from './auth-session';
import type { AuthSession } from './auth-session-api';
import { createHttpClient, type HttpClient } from './http-client';
import { memoryTokenStore, type TokenStore } from './token-store';

// A real server with short-lived access tokens and rotating refresh tokens:
// POST /login → { data: { accessToken, refresh } }; POST /refresh { refreshToken } → new pair;
// GET /session and any /protected path need the current access token, else 401.
// `?delay=ms` holds the answer back after the token was checked.
const server = {
  access: '',
  refresh: '',
  generation: 0,
  refreshCalls: 0,
  refreshFails: false,
  protectedHits: [] as string[],
};
let httpServer: Server;
let apiUrl: string;

function issueTokens(): { accessToken: string; refresh: string } {
  server.generation += 1;
  server.access = `access-${server.generation}`;
  server.refresh = `refresh-${server.generation}`;
  return { accessToken: server.access, refresh: server.refresh };
}

async function readBody(request: IncomingMessage): Promise<Record<string, unknown>> {
  let text = '';
  for await (const chunk of request) text += String(chunk);
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

beforeAll(async () => {
  httpServer = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const authorized = request.headers.authorization === `Bearer ${server.access}`;
    const body = await readBody(request);
    const reply = (status: number, payload: unknown) => {
      const send = () => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(payload));
      };
      setTimeout(send, Number(url.searchParams.get('delay') ?? 0));
    };
    if (url.pathname === '/login') return reply(200, { data: issueTokens() });
    if (url.pathname === '/refresh') {
      server.refreshCalls += 1;
      if (server.refreshFails || body.refreshToken !== server.refresh) {
        return reply(401, { message: 'The refresh token is not valid.' });
      }
      // Slow enough that parallel 401s arrive while it runs.
      setTimeout(
        () => reply(200, { token: issueTokens().accessToken, refreshToken: server.refresh }),
        50,
      );
      return;
    }
    if (url.pathname.startsWith('/protected')) {
      server.protectedHits.push(
        `${request.method} ${url.pathname} ${request.headers.authorization}`,
      );
    }
    if (!authorized) return reply(401, { message: 'Please sign in to continue.' });
    if (url.pathname === '/session') return reply(200, { user: { id: 1, name: 'Reader' } });
    return reply(200, { ok: url.pathname });
  });
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}/`;
});

afterAll(async () => {
  await new Promise((resolve) => httpServer.close(resolve));
});

let session: AuthSession<unknown>;
let http: HttpClient;
let access: TokenStore;
let refresh: TokenStore;
let logger: { error: ReturnType<typeof vi.fn<(...values: unknown[]) => void>> };

beforeEach(() => {
  Object.assign(server, { refreshCalls: 0, refreshFails: false, protectedHits: [] });
  http = createHttpClient({ apiUrl });
  access = memoryTokenStore();
  refresh = memoryTokenStore();
  logger = { error: vi.fn<(...values: unknown[]) => void>() };
  session = createAuthSession<unknown>({
    http,
    logger,
    focusTarget: null,
    navigate: () => {},
    tokenStore: access,
    endpoints: {
      signIn: { path: 'login', method: 'post' },
      getSession: { path: 'session', method: 'get' },
      signOut: false,
    },
    token: { signInResponsePointer: '/data/accessToken' },
    refresh: {
      refreshToken: {
        endpoint: { path: 'refresh', method: 'post' },
        maxAgeInSeconds: 60,
        signInResponsePointer: '/data/refresh',
        store: refresh,
      },
    },
  });
});

afterEach(() => {
  session.destroy();
});

/** The server moves on: the access token this client holds is no longer accepted. */
function expireAccessToken(): void {
  server.access = 'rotated-elsewhere';
}

describe('the refresh-token mode', () => {
  it('keeps the access and refresh tokens from their pointers', async () => {
    await session.signIn({ email: 'a@example.org', password: 'x' });
    expect(access.get()).toBe(server.access);
    expect(refresh.get()).toBe(server.refresh);
    expect(session.getState().status).toBe('authenticated');
  });

  it('answers parallel 401s with exactly one refresh, then retries each request once', async () => {
    await session.signIn({ email: 'a@example.org', password: 'x' });
    expireAccessToken();
    server.protectedHits = [];

    const answers = await Promise.all(
      [1, 2, 3, 4, 5].map((n) => http.get<{ ok: string }>(`protected/${n}`)),
    );

    expect(server.refreshCalls).toBe(1);
    expect(answers.map((answer) => answer.ok)).toEqual(
      [1, 2, 3, 4, 5].map((n) => `/protected/${n}`),
    );
    expect(server.protectedHits).toHaveLength(10);
    const retried = server.protectedHits.slice(5);
    expect(retried.every((hit) => hit.endsWith(`Bearer ${server.access}`))).toBe(true);
    expect(access.get()).toBe(server.access);
    expect(refresh.get()).toBe(server.refresh);
  });

  it('does not refresh again for a 401 that was sent before the last refresh', async () => {
    await session.signIn({ email: 'a@example.org', password: 'x' });
    expireAccessToken();

    // Checked with the stale token now, answered only after the refresh below has finished.
    const late = http.get('protected/late?delay=300');
    await new Promise((resolve) => setTimeout(resolve, 20));
    await http.get('protected/early');
    expect(server.refreshCalls).toBe(1);

    await expect(late).resolves.toEqual({ ok: '/protected/late' });
    expect(server.refreshCalls).toBe(1);
  });

  it('retries a POST once after the refresh (a 401 means it was not processed)', async () => {
    await session.signIn({ email: 'a@example.org', password: 'x' });
    expireAccessToken();
    server.protectedHits = [];
    await expect(http.post('protected/post', { id: 1 })).resolves.toEqual({
      ok: '/protected/post',
    });
    expect(server.protectedHits.map((hit) => hit.split(' ')[0])).toEqual(['POST', 'POST']);
    expect(server.refreshCalls).toBe(1);
  });

  it('never retries a request twice when the refreshed token is refused too', async () => {
    await session.signIn({ email: 'a@example.org', password: 'x' });
    expireAccessToken();
    server.protectedHits = [];
    // The server accepts no token at all for this request.
    const error = await http
      .get('protected/never', { headers: { Authorization: 'Bearer refused' } })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 401 });
    expect(server.protectedHits).toHaveLength(2);
    expect(server.refreshCalls).toBe(1);
  });

  it('clears everything when the refresh fails, and the requests fail with their 401', async () => {
    await session.signIn({ email: 'a@example.org', password: 'x' });
    expireAccessToken();
    server.refreshFails = true;

    const results = await Promise.allSettled([http.get('protected/a'), http.get('protected/b')]);

    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(server.refreshCalls).toBe(1);
    expect(session.getState()).toMatchObject({ status: 'unauthenticated', data: null });
    expect(access.get()).toBeNull();
    expect(refresh.get()).toBeNull();
    expect(String(logger.error.mock.calls[0]?.[0])).toContain('Refreshing the token');
  });

  it('renews before fetching the session when only a refresh token is held', async () => {
    await session.signIn({ email: 'a@example.org', password: 'x' });
    access.clear();
    server.refreshCalls = 0;
    await expect(session.getSession()).resolves.toEqual({ user: { id: 1, name: 'Reader' } });
    expect(server.refreshCalls).toBe(1);
    expect(access.get()).toBe(server.access);
  });

  it('refreshes every max-age', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      session.destroy();
      session = createAuthSession<unknown>({
        http,
        logger,
        focusTarget: null,
        navigate: () => {},
        tokenStore: access,
        endpoints: {
          signIn: { path: 'login', method: 'post' },
          getSession: { path: 'session', method: 'get' },
          signOut: false,
        },
        token: { signInResponsePointer: '/data/accessToken' },
        refresh: {
          refreshToken: {
            endpoint: { path: 'refresh', method: 'post' },
            maxAgeInSeconds: 60,
            signInResponsePointer: '/data/refresh',
            store: refresh,
          },
        },
      });
      await session.signIn({ email: 'a@example.org', password: 'x' });
      const first = access.get();
      vi.advanceTimersByTime(59_999);
      expect(server.refreshCalls).toBe(0);
      vi.advanceTimersByTime(1);
      await vi.waitFor(() => expect(access.get()).not.toBe(first));
      expect(server.refreshCalls).toBe(1);
      expect(refresh.get()).toBe(server.refresh);
      expect(session.getState().status).toBe('authenticated');
    } finally {
      vi.useRealTimers();
    }
  });

  it('logs a sign-in answer without a refresh token', async () => {
    session.destroy();
    session = createAuthSession<unknown>({
      http,
      logger,
      focusTarget: null,
      navigate: () => {},
      tokenStore: access,
      endpoints: {
        signIn: { path: 'login', method: 'post' },
        getSession: { path: 'session', method: 'get' },
      },
      token: { signInResponsePointer: '/data/accessToken' },
      refresh: { refreshToken: { maxAgeInSeconds: 60, signInResponsePointer: '/data/missing' } },
    });
    await session.signIn({ email: 'a@example.org', password: 'x' });
    expect(String(logger.error.mock.calls[0]?.[0])).toContain(
      'no string refresh token at JSON pointer "/data/missing"',
    );
  });
});
