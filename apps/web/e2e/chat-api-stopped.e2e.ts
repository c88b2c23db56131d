import { rm } from 'node:fs/promises';
import { type ApiServer, freePort, freshApiDataDir, startApiServer } from '@quire/test-utils';
import type { Browser, Locator, Page } from 'playwright-core';
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
async function startApi(): Promise<ApiServer> {
  api = await startApiServer({
    port: apiPort,
    dataDir,
    env: { WEB_ORIGIN: webOrigin, RATE_LIMIT_AUTH_PER_MINUTE: '10000' },
    readyTimeoutMs: 120_000,
  });
  return api;
}

/** Ends the API process (its data stays for the restart). */
async function stopApi(): Promise<void> {
  const stopping = api;
  api = undefined;
  await stopping?.stop();
}

const log = (page: Page) => page.getByRole('log', { name: 'Messages' });
const connection = (page: Page, text: string) =>
  page.getByRole('status').filter({ hasText: new RegExp(`^${text}$`) });

beforeAll(async () => {
  browser = await launchBrowser();
  // Migrated already (a copy), so the first start is as quick as the restarts.
  dataDir = await freshApiDataDir();
  apiPort = await freePort();
  const webPort = await freePort();
  webOrigin = `http://127.0.0.1:${webPort}`;
  const first = await startApi();
  web = await startWebServer({
    apiUrl: first.apiUrl,
    backendUrl: first.backendUrl,
    port: webPort,
    env: { PUBLIC_ORIGIN: webOrigin },
  });
  await registerAuthor(first.apiUrl, dataDir, author);
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await web?.stop();
  await stopApi();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** The author's chat, signed in, connected. */
async function openChat() {
  if (!web) throw new Error('The stack did not start');
  // A test that failed with the API down leaves it down: the next one starts it again.
  if (!api) await startApi();
  const { page, errors } = await newPage(browser, { viewport: { width: 1280, height: 800 } });
  await signIn(page, web.url, author);
  // Once connected, the page catches up on the history. Answered before a test stops or freezes
  // the API: a request the freeze catches would hold the loading overlay over the composer.
  const history = page.waitForResponse((response) =>
    new URL(response.url()).pathname.endsWith('/user/messages'),
  );
  await page.goto(`${web.url}/panel/chat`);
  await connection(page, 'Connected').waitFor();
  await history;
  return { page, errors };
}

/**
 * The state a sent message settles in, Sent or Failed; on neither within the wait, what the
 * message shows (so a failure says whether the send was still pending or refused).
 */
async function settledState(message: Locator): Promise<string> {
  try {
    return (await message.getByText(/^(Sent|Failed)$/).textContent({ timeout: 30_000 })) ?? '';
  } catch {
    return `neither Sent nor Failed: ${await message.textContent()}`;
  }
}

/** What the server stored in the author's conversation, newest first. */
async function storedBodies(): Promise<string[]> {
  if (!api) throw new Error('The API is not running');
  const actor = await apiSignIn(api.apiUrl, author);
  const history = await actor.call<{ data: { body: string }[] }>('GET', 'user/messages?limit=20');
  return history.data.map((message) => message.body);
}

/** The console's complaints, less the failed requests a stopped server causes. */
const unexpected = (errors: string[]) =>
  errors.filter(
    (error) =>
      !/ERR_CONNECTION_REFUSED|ERR_CONNECTION_RESET|Failed to load resource|WebSocket/.test(error),
  );

describe('the chat while the API is stopped', () => {
  it('says it is offline and lets the draft grow while the API process is down, then sends it once it is back', async () => {
    const { page, errors } = await openChat();
    const composer = page.getByRole('textbox', { name: 'Message' });
    await composer.fill('Typed before the stop');

    // The API process ends: the socket drops, the composer says so; the reader keeps typing, and
    // neither Send nor Enter sends while it is down.
    await stopApi();
    await connection(page, '(Reconnecting…|Offline)').waitFor();
    await page.getByText('You are offline — reconnecting…').waitFor();
    await composer.press('End');
    await composer.pressSequentially(', and during it');
    await composer.press('Enter');
    expect(await page.getByRole('button', { name: 'Send' }).isDisabled()).toBe(true);
    expect(await composer.inputValue()).toBe('Typed before the stop, and during it');

    // The same API comes back on its port and data; the page reconnects by itself.
    await startApi();
    await connection(page, 'Connected').waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Send' }).click();
    const sent = log(page).locator('article', { hasText: 'Typed before the stop, and during it' });
    expect(await settledState(sent)).toBe('Sent');
    expect(await storedBodies()).toEqual(['Typed before the stop, and during it']);
    expect(unexpected(errors)).toEqual([]);
    await page.context().close();
  }, 180_000);

  it('shows a send to a frozen API as Failed with Retry, and delivers it once when the API wakes', async () => {
    const { page, errors } = await openChat();
    const server = api;
    if (!server) throw new Error('The API is not running');
    // SIGSTOP: the process stops answering, the connections stay open (a hung node).
    process.kill(server.pid, 'SIGSTOP');
    try {
      await page.getByRole('textbox', { name: 'Message' }).fill('Sent to a frozen API');
      await page.getByRole('button', { name: 'Send' }).click();
      const frozen = log(page).locator('article', { hasText: 'Sent to a frozen API' });
      // No answer within the send timeout (15 s): failed, with Retry.
      await frozen.getByText('Failed').waitFor({ timeout: 30_000 });
      await frozen.getByRole('button', { name: 'Retry' }).waitFor();
    } finally {
      process.kill(server.pid, 'SIGCONT');
    }
    // The API wakes and stores the queued send; its late answer (or the Retry of the same
    // client id) shows it sent — stored once either way.
    const frozen = log(page).locator('article', { hasText: 'Sent to a frozen API' });
    const retry = frozen.getByRole('button', { name: 'Retry' });
    if (await retry.isVisible()) await retry.click().catch(() => {});
    await frozen.getByText('Sent', { exact: true }).waitFor({ timeout: 30_000 });
    const stored = await storedBodies();
    expect(stored[0]).toBe('Sent to a frozen API');
    expect(stored.filter((body) => body === 'Sent to a frozen API')).toHaveLength(1);
    await page.reload();
    await log(page).getByText('Sent to a frozen API', { exact: true }).waitFor();
    expect(await log(page).getByText('Sent to a frozen API', { exact: true }).count()).toBe(1);
    expect(unexpected(errors)).toEqual([]);
    await page.context().close();
  }, 180_000);
});
