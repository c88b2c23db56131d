import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { type ApiServer, freePort, startApiServer } from '@quire/test-utils';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './support/browser';
import { composeEnvironment } from './support/compose-env';
import { completeSetup } from './support/setup-form';
import { startWebServer, type WebServer } from './support/web-server';

// A new site started as the production compose file starts it (deploy/compose.yaml, its images'
// ENV and deploy/.env.example), as processes instead of containers: production mode, no demo
// seed, an empty PostgreSQL database and Redis. The container network's names (postgres, redis,
// haproxy) become this machine's addresses; nothing else of the compose file's settings changes.

/** This machine's PostgreSQL and Redis (CI exports both; these are its defaults). */
const LOCAL_POSTGRES = new URL(
  process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
);
const LOCAL_REDIS = new URL(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
/** What a deployer writes into deploy/.env, as .env.example asks (the password has no default). */
const DEPLOYER = { POSTGRES_PASSWORD: 'compose-e2e-password' };
const ADMIN = { name: 'Ada Admin', email: 'ada@compose.example', password: 'compose admin pass 1' };

const database = `quire_compose_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
let api: ApiServer;
let web: WebServer;
let browser: Browser;
let composed: ReturnType<typeof composeEnvironment>;

/** `psql` on this machine's server as its administrator: the database the compose file expects. */
function adminSql(statement: string) {
  const admin = new URL(LOCAL_POSTGRES);
  admin.pathname = '/postgres';
  execFileSync('psql', [admin.toString(), '-qc', statement], { stdio: 'pipe' });
}

/** `url` with the compose network's host (and the database's credentials) of `local`. */
function onThisMachine(url: string, local: URL, pathname?: string): string {
  const moved = new URL(url);
  moved.hostname = local.hostname;
  moved.port = local.port;
  moved.username = local.username;
  moved.password = local.password;
  if (pathname) moved.pathname = pathname;
  return moved.toString();
}

/** `env` without the settings a process on this machine gets otherwise (its own port and folder). */
function without(env: Record<string, string>, ...names: string[]): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter(([name]) => !names.includes(name)));
}

beforeAll(async () => {
  const webPort = await freePort();
  const publicUrl = `http://127.0.0.1:${webPort}`;
  composed = composeEnvironment({ ...DEPLOYER, PUBLIC_URL: publicUrl });
  adminSql(`create database ${database}`);
  api = await startApiServer({
    databaseUrl: onThisMachine(composed.api.DATABASE_URL ?? '', LOCAL_POSTGRES, `/${database}`),
    env: {
      // HOST, PORT and the data folder are the process's own; the rest is the compose file's.
      ...without(composed.api, 'HOST', 'PORT', 'QUIRE_DATA_DIR', 'DATABASE_URL'),
      REDIS_URL: onThisMachine(composed.api.REDIS_URL ?? '', LOCAL_REDIS),
      // HAProxy sends /api to the API nodes; without it, the browser reaches the API directly.
    },
    readyTimeoutMs: 120_000,
  });
  [web, browser] = await Promise.all([
    startWebServer({
      // The web nodes call the API through HAProxy (`http://haproxy:8080/api/`): here, directly.
      apiUrl: api.apiUrl,
      backendUrl: api.backendUrl,
      port: webPort,
      env: without(composed.web, 'HOST', 'PORT', 'API_URL', 'BACKEND_URL'),
    }),
    launchBrowser(),
  ]);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await web?.stop();
  await api?.stop();
  adminSql(`drop database if exists ${database} with (force)`);
});

describe('a new site from the production compose file’s configuration', () => {
  it('reads production mode, no demo seed and PostgreSQL from the compose file, and refuses to start without the database password', () => {
    expect(composed.api).toMatchObject({
      NODE_ENV: 'production',
      SEED_DEMO: 'false',
      COOKIE_SECURE: 'false',
      DATABASE_URL: 'postgres://quire:compose-e2e-password@postgres:5432/quire',
      REDIS_URL: 'redis://redis:6379',
    });
    expect(composed.web).toMatchObject({
      NODE_ENV: 'production',
      API_URL: 'http://haproxy:8080/api/',
    });
    // .env.example leaves the password empty: compose stops with its message, and so does this.
    expect(() => composeEnvironment({})).toThrow(
      'POSTGRES_PASSWORD: set POSTGRES_PASSWORD in deploy/.env',
    );
  });

  it('starts empty: no administrator and no demo journal, every page leading to /setup', async () => {
    expect(await (await fetch(`${api.apiUrl}setup`)).json()).toEqual({ required: true });
    const journals = await (await fetch(`${api.apiUrl}journals`)).json();
    expect(journals.data).toEqual([]);
    const home = await fetch(`${web.url}/`, { redirect: 'manual' });
    expect(home.status).toBe(302);
    expect(home.headers.get('location')).toBe('/setup');
  });

  it('walks /setup to the first administrator and journal in Chromium; /setup is gone after', async () => {
    const { page, errors } = await newPage(browser);
    try {
      await page.goto(`${web.url}/`);
      await page.waitForURL(`${web.url}/setup`);
      await completeSetup(page, web.url, {
        siteName: 'Compose Journals',
        admin: ADMIN,
        journal: { title: 'Compose Ecology', slug: 'compose-ecology' },
      });
      // Signed in as the administrator (the session cookie as COOKIE_SECURE=false sets it).
      const journals = await page.goto(`${web.url}/admin/journals`);
      expect(journals?.status()).toBe(200);
      await page
        .getByRole('link', { name: /Compose Ecology/ })
        .first()
        .waitFor();
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
    expect((await fetch(`${web.url}/setup`, { redirect: 'manual' })).status).toBe(404);
    expect(await (await fetch(`${api.apiUrl}setup`)).json()).toEqual({ required: false });
  });
});
