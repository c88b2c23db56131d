import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requireSiteAdmin } from '../src/access/access';
import { buildApp } from '../src/app';
import { requireUser } from '../src/auth/session';
import { bearer, createAccount, signIn } from './auth-fixtures';
import { createTestApp, type TestApp } from './test-app';

describe('role enforcement (requireUser / requireSiteAdmin)', () => {
  let testApp: TestApp;
  /** A second app on the same database with test-only routes guarded by each helper. */
  let guarded: FastifyInstance;
  let authorToken: string;
  let adminToken: string;

  beforeAll(async () => {
    testApp = await createTestApp({ authRateLimitPerMinute: 1_000 });
    guarded = await buildApp(testApp.context);
    guarded.get('/test/signed-in', async (request) => ({ id: requireUser(request).id }));
    guarded.get('/test/admin-only', async (request) => ({ id: requireSiteAdmin(request).id }));
    await guarded.ready();
    await createAccount(testApp, { email: 'author@example.org', role: 'author' });
    await createAccount(testApp, { email: 'admin@example.org', role: 'admin' });
    authorToken = await signIn(testApp, 'author@example.org');
    adminToken = await signIn(testApp, 'admin@example.org');
  });
  afterAll(async () => {
    await guarded.close();
    await testApp.close();
  });

  async function status(url: string, token?: string): Promise<number> {
    const response = await guarded.inject({
      method: 'GET',
      url,
      headers: token ? bearer(token) : {},
    });
    return response.statusCode;
  }

  describe('an admin-only route', () => {
    it('answers 401 when signed out', async () => {
      expect(await status('/test/admin-only')).toBe(401);
    });

    it('answers 403 with a clear message for an author', async () => {
      const response = await guarded.inject({
        method: 'GET',
        url: '/test/admin-only',
        headers: bearer(authorToken),
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: 'Only the site’s administrators can do this.' });
    });

    it('answers 200 for an admin', async () => {
      expect(await status('/test/admin-only', adminToken)).toBe(200);
    });
  });

  describe('a signed-in route', () => {
    it('answers 401 when signed out', async () => {
      expect(await status('/test/signed-in')).toBe(401);
    });

    it('answers 200 for an author and for an admin', async () => {
      expect(await status('/test/signed-in', authorToken)).toBe(200);
      expect(await status('/test/signed-in', adminToken)).toBe(200);
    });
  });

  it('reports the role in the session', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: bearer(adminToken),
    });
    expect(response.json().user.role).toBe('admin');
  });
});
