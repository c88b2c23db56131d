import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { launchBrowser, newPage } from './support/browser';
import { apiUrl } from './support/servers';
import { startWebServer, type WebServer } from './support/web-server';

let browser: Browser;
let proxy: Server;
let web: WebServer;
/** How the stand-in for the API behaves: passes through, drops connections, or answers 503. */
let mode: 'up' | 'unreachable' | 'overloaded' = 'up';

beforeAll(async () => {
  browser = await launchBrowser();
  const upstream = new URL(apiUrl).origin;
  proxy = createServer(async (request, response) => {
    if (mode === 'unreachable') {
      request.socket.destroy();
      return;
    }
    if (mode === 'overloaded') {
      response.writeHead(503, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ message: 'Busy.' }));
      return;
    }
    const answer = await fetch(new URL(request.url ?? '/', upstream), {
      method: request.method,
      headers: Object.fromEntries(
        Object.entries(request.headers).filter(
          ([name]) => !['host', 'connection', 'content-length'].includes(name),
        ),
      ) as Record<string, string>,
    });
    const headers = Object.fromEntries(answer.headers);
    delete headers['content-length'];
    delete headers['content-encoding'];
    response.writeHead(answer.status, headers);
    response.end(Buffer.from(await answer.arrayBuffer()));
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  // No shared cache of API answers: each page asks the API.
  web = await startWebServer({
    apiUrl: `${proxyUrl}/api/`,
    backendUrl: upstream,
    env: { API_CACHE_MS: '0' },
  });
});

afterAll(async () => {
  mode = 'up';
  await web?.stop();
  await new Promise((resolve) => proxy?.close(resolve));
  await browser?.close();
});

describe('when the API cannot answer', () => {
  it('serves pages normally while it is up', async () => {
    mode = 'up';
    expect((await fetch(`${web.url}/journals`)).status).toBe(200);
  });

  for (const [state, label] of [
    ['unreachable', 'down (connections dropped)'],
    ['overloaded', 'answering 503'],
  ] as const) {
    it(`answers 503 with Retry-After and a page that says to try again, when the API is ${label}`, async () => {
      mode = state;
      const response = await fetch(`${web.url}/journals`);
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('30');
      // Never cached: the next visitor must get the page once the API is back.
      expect(response.headers.get('cache-control')).not.toMatch(/public/);
      const html = await response.text();
      expect(html).toContain('Service Unavailable');
      expect(html).not.toContain('Unexpected Server Error');
    });
  }

  it('shows the same in the browser, axe-clean, then the page again once the API is back', async () => {
    mode = 'unreachable';
    const { page } = await newPage(browser);
    const response = await page.goto(`${web.url}/journals`);
    expect(response?.status()).toBe(503);
    await page.getByRole('heading', { level: 1, name: 'Service Unavailable' }).waitFor();
    await page.getByText('please try again in a minute', { exact: false }).waitFor();
    expect(await page.title()).toMatch(/^Service Unavailable · /);
    expect(await axeViolations(page)).toEqual([]);
    mode = 'up';
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Journals' }).waitFor();
    await page.context().close();
  });

  it('says so on a client-side navigation too', async () => {
    mode = 'up';
    const { page } = await newPage(browser);
    await page.goto(`${web.url}/journals`);
    await page.getByRole('heading', { level: 1, name: 'Journals' }).waitFor();
    // Wait for hydration (the router is on window then), so the click is a client navigation.
    await page.waitForFunction(() => '__reactRouterDataRouter' in window);
    await page.evaluate(() => {
      (window as unknown as { marker: number }).marker = 1;
    });
    mode = 'overloaded';
    await page.getByRole('link', { name: 'News', exact: true }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Service Unavailable' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    mode = 'up';
    await page.context().close();
  });
});
