import { type ApiServer, freePort, startApiServer } from '@quire/test-utils';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { launchBrowser, newPage } from './support/browser';
import { startWebServer, type WebServer } from './support/web-server';

// A new site without the demo seed, as a deployer starts one: no administrator yet. Its own API
// and web server (the shared ones are demo sites, set up long ago).
let api: ApiServer;
let web: WebServer;
let browser: Browser;

const ADMIN = {
  name: 'Ada Admin',
  email: 'ada@northern.example',
  password: 'correct horse battery staple',
};

beforeAll(async () => {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  api = await startApiServer({
    firstRun: true,
    env: { WEB_ORIGIN: origin, RATE_LIMIT_AUTH_PER_MINUTE: '1000' },
    readyTimeoutMs: 120_000,
  });
  [web, browser] = await Promise.all([
    startWebServer({
      apiUrl: api.apiUrl,
      backendUrl: api.backendUrl,
      port,
      env: { PUBLIC_ORIGIN: origin },
    }),
    launchBrowser(),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await web?.stop();
  await api?.stop();
});

describe('the first-run setup', () => {
  it('leads every page to /setup and refuses other changes at the API', async () => {
    for (const path of ['/', '/journals', '/auth/login', '/panel']) {
      const response = await fetch(`${web.url}${path}`, { redirect: 'manual' });
      expect(response.status, path).toBe(302);
      expect(response.headers.get('location'), path).toBe('/setup');
    }
    const register = await fetch(`${api.apiUrl}auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Ann', email: 'ann@example.org', password: ADMIN.password }),
    });
    expect(register.status).toBe(503);
  });

  it('keeps what was typed and names the fields when the form is wrong, without JavaScript', async () => {
    const { page } = await newPage(browser, { javaScriptEnabled: false });
    try {
      await page.goto(`${web.url}/setup`);
      await page.getByLabel('Site name').fill('Northern Journals');
      await page.getByLabel('Name', { exact: true }).fill(ADMIN.name);
      await page.getByLabel('Email').fill('not an address');
      await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
      await page.getByLabel('Confirm password').fill('something else entirely');
      await page.getByLabel('Web address').fill('Not A Slug');
      await page.getByRole('button', { name: 'Set up the site' }).click();
      const summary = page.getByRole('alert').first();
      await summary.waitFor();
      await expect.poll(() => summary.textContent()).toContain('Email');
      expect(await page.getByLabel('Site name').inputValue()).toBe('Northern Journals');
      expect(await page.getByLabel('Password', { exact: true }).inputValue()).toBe('');
      const text = (await page.locator('main').textContent()) ?? '';
      expect(text).toContain('Enter a valid email address');
      expect(text).toContain('The two passwords do not match.');
      expect(text).toContain('Enter the journal title.');
      expect(text).toContain('Use lower-case letters and digits');
      // Nothing was set up: the site still waits.
      const status = await fetch(`${api.apiUrl}setup`);
      expect(await status.json()).toEqual({ required: true });
    } finally {
      await page.context().close();
    }
  });

  it('sets the site up in Chromium: the administrator is signed in on the new journal, and /setup is gone', async () => {
    const { page, errors } = await newPage(browser);
    try {
      await page.goto(`${web.url}/`);
      await page.waitForURL(`${web.url}/setup`);
      expect(await page.title()).toContain('Set up your site');
      expect(await axeViolations(page)).toEqual([]);
      await page.getByLabel('Site name').fill('Northern Journals');
      await page.getByLabel('Name', { exact: true }).fill(ADMIN.name);
      await page.getByLabel('Email').fill(ADMIN.email);
      await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
      await page.getByLabel('Confirm password').fill(ADMIN.password);
      await page.getByLabel('Journal title').fill('Northern Ecology');
      await page.getByLabel('Web address').fill('northern-ecology');
      await page.getByRole('button', { name: 'Set up the site' }).click();
      await page.waitForURL(`${web.url}/journals/northern-ecology`);
      await page.getByRole('heading', { name: 'Northern Ecology', level: 1 }).waitFor();
      expect(await page.title()).toContain('Northern Journals');
      // Signed in as the administrator: the editors' queue opens (it refuses anyone else).
      const queue = await page.goto(`${web.url}/admin/submissions`);
      expect(queue?.status()).toBe(200);
      expect(errors).toEqual([]);

      const again = await fetch(`${web.url}/setup`, { redirect: 'manual' });
      expect(again.status).toBe(404);
      const home = await fetch(`${web.url}/`, { redirect: 'manual' });
      expect(home.status).toBe(200);
    } finally {
      await page.context().close();
    }
  });
});
