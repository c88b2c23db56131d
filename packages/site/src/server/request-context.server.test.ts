// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiContext,
  contextForRequest,
  createLoadContext,
  requestInfoContext,
  requestMiddleware,
  sessionContext,
} from './request-context.server';

// A stand-in API that answers `auth/session` with the bearer token's owner, slowly for one of
// them, so two requests in flight at once would show if one read the other's session.
let api: Server;
let sessionCalls = 0;

beforeAll(async () => {
  api = createServer((req, res) => {
    const token = (req.headers.authorization ?? '').replace(/^Bearer /, '');
    if (req.url !== '/api/auth/session' || !token || token === 'revoked') {
      res.writeHead(401, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ message: 'Unauthenticated.' }));
      return;
    }
    sessionCalls += 1;
    const answer = JSON.stringify({ user: { id: token.length, name: token, role: 'author' } });
    setTimeout(
      () => {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end(answer);
      },
      token === 'slow-ada' ? 60 : 5,
    );
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  const { port } = api.address() as AddressInfo;
  // Read once by `serverEnv()`, at the first client built below.
  process.env.API_URL = `http://127.0.0.1:${port}/api/`;
  process.env.BACKEND_URL = `http://127.0.0.1:${port}`;
  process.env.API_CACHE_MS = '0';
});

afterAll(async () => {
  await new Promise((resolve) => api.close(resolve));
});

const visit = (token?: string) =>
  new Request('http://site.test/panel', {
    headers: token ? { Cookie: `quire_session=${token}` } : {},
  });

describe('requestMiddleware', () => {
  it('gives concurrent requests their own client and session', async () => {
    const ada = contextForRequest(visit('slow-ada'));
    const bob = contextForRequest(visit('bob'));
    const [adaSession, bobSession] = await Promise.all([
      ada.get(sessionContext),
      bob.get(sessionContext),
    ]);
    expect(adaSession.session?.user.name).toBe('slow-ada');
    expect(bobSession.session?.user.name).toBe('bob');
    expect(ada.get(apiContext)).not.toBe(bob.get(apiContext));
  });

  it('asks the API once per request, however many loaders read the session', async () => {
    const before = sessionCalls;
    const context = contextForRequest(visit('carol'));
    await Promise.all([context.get(sessionContext), context.get(sessionContext)]);
    expect(sessionCalls - before).toBe(1);
  });

  it('lets anonymous requests share one client and asks nobody who they are', async () => {
    const before = sessionCalls;
    const first = contextForRequest(visit());
    const second = contextForRequest(visit());
    expect(first.get(apiContext)).toBe(second.get(apiContext));
    await expect(first.get(sessionContext)).resolves.toEqual({ session: null, stale: false });
    expect(sessionCalls).toBe(before);
  });

  it('says a refused token is stale, so the root loader clears the cookie', async () => {
    const context = contextForRequest(visit('revoked'));
    await expect(context.get(sessionContext)).resolves.toEqual({ session: null, stale: true });
  });

  it('fills the context React Router hands the root route', async () => {
    const request = visit('dave');
    const context = createLoadContext({ cspNonce: 'n0nce' });
    await requestMiddleware(
      { request, context, params: {}, url: new URL(request.url), pattern: '/panel' } as never,
      async () => new Response(),
    );
    expect((await context.get(sessionContext)).session?.user.name).toBe('dave');
    expect(context.get(requestInfoContext).cspNonce).toBe('n0nce');
  });

  it('refuses to hand out a client before the middleware ran', () => {
    expect(() => createLoadContext().get(apiContext)).toThrow();
  });
});
