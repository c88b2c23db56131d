import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './free-port';
import { type ApiServer, SITE_ADMIN, startApiServer } from './start-api-server';

describe('startApiServer', () => {
  describe('a started server', () => {
    let server: ApiServer;

    beforeAll(async () => {
      server = await startApiServer();
    }, 90_000);

    afterAll(async () => {
      await server?.stop();
    });

    it('listens on a loopback port and reports ready', async () => {
      expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const response = await fetch(`${server.url}/health/ready`);
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ status: 'ok', database: 'pglite' });
    });

    it('serves the REST API under apiUrl', async () => {
      expect(server.apiUrl).toBe(`${server.url}/api/`);
      const response = await fetch(new URL('settings', server.apiUrl));
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ data: [{ key: 'site_name', value: 'Quire' }] });
    });

    it('is a site that has been set up, whose administrator can sign in', async () => {
      const status = await fetch(new URL('setup', server.apiUrl));
      expect(await status.json()).toEqual({ required: false });
      const signIn = await fetch(new URL('auth/login', server.apiUrl), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: SITE_ADMIN.email, password: SITE_ADMIN.password }),
      });
      expect(signIn.status).toBe(200);
      expect((await signIn.json()).user).toMatchObject({ role: 'admin', name: SITE_ADMIN.name });
    });

    it('uses a fresh data folder of its own', () => {
      expect(server.dataDir).toContain('quire-api-');
      expect(existsSync(server.dataDir)).toBe(true);
    });

    it('reads the mail outbox', async () => {
      expect(await server.outbox()).toEqual([]);
    });
  });

  describe('a first-run server', () => {
    it('waits for its setup and refuses every other change', async () => {
      const server = await startApiServer({ firstRun: true });
      try {
        const status = await fetch(new URL('setup', server.apiUrl));
        expect(await status.json()).toEqual({ required: true });
        const signIn = await fetch(new URL('auth/login', server.apiUrl), {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: SITE_ADMIN.email, password: SITE_ADMIN.password }),
        });
        expect(signIn.status).toBe(503);
      } finally {
        await server.stop();
      }
    }, 90_000);
  });

  describe('stop()', () => {
    it('ends the process and removes the data folder, however often it is called', async () => {
      const server = await startApiServer();
      await Promise.all([server.stop(), server.stop()]);
      expect(existsSync(server.dataDir)).toBe(false);
      await expect(fetch(`${server.url}/health/live`)).rejects.toThrow();
      await expect(server.stop()).resolves.toBeUndefined();
    }, 90_000);

    it('keeps a data folder it was given, for a restart on the same port', async () => {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'quire-api-kept-'));
      try {
        const port = await freePort();
        const server = await startApiServer({ port, dataDir });
        await server.stop();
        expect(existsSync(dataDir)).toBe(true);
        const again = await startApiServer({ port, dataDir });
        expect(again.url).toBe(server.url);
        expect((await fetch(`${again.url}/health/ready`)).status).toBe(200);
        await again.stop();
      } finally {
        await rm(dataDir, { recursive: true, force: true });
      }
    }, 180_000);
  });

  describe('a server that cannot start', () => {
    it("fails with the child's output", async () => {
      await expect(startApiServer({ env: { LOG_LEVEL: 'chatty' } })).rejects.toThrow(
        /exited with 1 before it was ready[\s\S]*LOG_LEVEL="chatty"/,
      );
    }, 90_000);

    it('fails when it is not ready in time', async () => {
      await expect(startApiServer({ readyTimeoutMs: 1 })).rejects.toThrow(
        /was not ready within 1 ms/,
      );
    }, 90_000);
  });
});
