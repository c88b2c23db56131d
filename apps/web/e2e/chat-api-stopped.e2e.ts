import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type ApiServer, freePort, startApiServer } from '@quire/test-utils';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiSignIn, registerAuthor } from './support/api-actor';
import { launchBrowser, newPage } from './support/browser';
import { signIn, uniqueEmail } from './support/session';
import { startWebServer, type WebServer } from './support/web-server';

// The shared e2e API must stay up for the other files, so this file runs a stack of its own: an
// API it can really stop (the process ends) and start again on the same port and data, and the
// built web app in front of it.

const author = { name: 'Stella Stopped', email: uniqueEmail('stella'), password: 'stella-pass-1' };
let browser: Browser;
let dataDir: string;
let apiPort: number;
let webOrigin: string;
let api: ApiServer | undefined;
let web: WebServer | undefined;

/** The API on the fixed port and data folder: the first start, or a restart after a stop. */
function startApi(): Promise<ApiServer> {
  return startApiServer({
    port: apiPort,
    dataDir,
    env: { WEB_ORIGIN: webOrigin, RATE_LIMIT_AUTH_PER_MINUTE: '10000' },
    readyTimeoutMs: 120_000,
  });
}

const log = (page: Page) => page.getByRole('log', { name: 'Messages' });
const connection = (page: Page, text: string) =>
  page.getByRole('status').filter({ hasText: new RegExp(`^${text}$`) });

beforeAll(async () => {
  browser = await launchBrowser();
  dataDir = await mkdtemp(path.join(tmpdir(), 'quire-api-stopped-'));
  apiPort = await freePort();
  const webPort = await freePort();
  webOrigin = `http://127.0.0.1:${webPort}`;
  api = await startApi();
  web = await startWebServer({
    apiUrl: api.apiUrl,
    backendUrl: api.backendUrl,
    port: webPort,
    env: { PUBLIC_ORIGIN: webOrigin },
  });
  await registerAuthor(api.apiUrl, dataDir, author);
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await web?.stop();
  await api?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('the chat while the API is stopped', () => {
  it('keeps a send made while the API is down as Failed, and Retry delivers it once after the restart', async () => {
    if (!web || !api) throw new Error('The stack did not start');
    const { page, errors } = await newPage(browser, { viewport: { width: 1280, height: 800 } });
    await signIn(page, web.url, author);
    await page.goto(`${web.url}/panel/chat`);
    await connection(page, 'Connected').waitFor();
    const composer = page.getByRole('textbox', { name: 'Message' });
    await composer.fill('Before the stop');
    await page.getByRole('button', { name: 'Send' }).click();
    await log(page)
      .locator('article', { hasText: 'Before the stop' })
      .getByText('Sent', { exact: true })
      .waitFor();

    // The API process ends: the socket drops and the next send has nowhere to go.
    await api.stop();
    await connection(page, '(Reconnecting…|Offline)').waitFor();
    await composer.fill('While the API was down');
    await page.getByRole('button', { name: 'Send' }).click();
    const lost = log(page).locator('article', { hasText: 'While the API was down' });
    await lost.getByText('Failed').waitFor({ timeout: 30_000 });
    await lost.getByRole('button', { name: 'Retry' }).waitFor();

    // The same API comes back on its port and data; the page reconnects by itself.
    api = await startApi();
    await connection(page, 'Connected').waitFor({ timeout: 30_000 });
    await lost.getByRole('button', { name: 'Retry' }).click();
    await lost.getByText('Sent', { exact: true }).waitFor();

    // Stored once, in order, as the server has it.
    const stored = await (await apiSignIn(api.apiUrl, author)).call<{ data: { body: string }[] }>(
      'GET',
      'user/messages?limit=10',
    );
    expect(stored.data.map((message) => message.body)).toEqual([
      'While the API was down',
      'Before the stop',
    ]);
    await page.reload();
    await log(page).getByText('While the API was down', { exact: true }).waitFor();
    expect(await log(page).getByText('While the API was down', { exact: true }).count()).toBe(1);
    // The console may report the failed requests while the API was down; nothing else.
    const unexpected = errors.filter(
      (error) => !/ERR_CONNECTION_REFUSED|Failed to load resource|WebSocket connection/.test(error),
    );
    expect(unexpected).toEqual([]);
    await page.context().close();
  }, 240_000);
});
