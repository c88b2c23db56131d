// @vitest-environment node
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHttpClient } from '@quire/api-client';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forwardRequestIds, REQUEST_ID_HEADER, requestIds } from './request-id';

// `http.client.request.created` (what forwarding hooks) was added in Node 22.12 and 23.2.
const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
const nodeCanForward = major > 23 || (major === 23 && minor >= 2) || (major === 22 && minor >= 12);

/** A loopback server recording the X-Request-Id of each request it gets. */
async function startRecorder() {
  const seen: (string | undefined)[] = [];
  const server = http.createServer((req, res) => {
    seen.push(req.headers[REQUEST_ID_HEADER] as string | undefined);
    res.setHeader('content-type', 'application/json');
    res.end('{"ok":true}');
  });
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return { server, seen, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

describe('request ids', () => {
  let api: Awaited<ReturnType<typeof startRecorder>>;
  let elsewhere: Awaited<ReturnType<typeof startRecorder>>;
  let web: http.Server;
  let webUrl: string;
  let stopForwarding: () => void;

  beforeAll(async () => {
    api = await startRecorder();
    elsewhere = await startRecorder();
    stopForwarding = forwardRequestIds(api.url);
    // A page that, like a loader, calls the API through the API client and another host directly.
    const apiClient = createHttpClient({ apiUrl: `${api.url}/api/` });
    const app = express();
    app.use(requestIds());
    app.get('/page', async (_req, res) => {
      await apiClient.get('journals');
      await fetch(elsewhere.url).catch(() => undefined);
      await new Promise((resolve) => http.get(elsewhere.url, resolve).on('error', resolve));
      res.send('page');
    });
    web = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => web.once('listening', resolve));
    webUrl = `http://127.0.0.1:${(web.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    stopForwarding();
    for (const server of [web, api.server, elsewhere.server]) {
      server.closeAllConnections();
      server.close();
    }
  });

  it('echoes an id the caller sent', async () => {
    const response = await fetch(`${webUrl}/page`, { headers: { [REQUEST_ID_HEADER]: 'lb-7f3a' } });
    expect(response.headers.get(REQUEST_ID_HEADER)).toBe('lb-7f3a');
  });

  it.each([
    ['no id', undefined],
    ['an id with spaces', 'forged id'],
    ['an id over 128 characters', 'x'.repeat(129)],
  ])('answers with a new UUID for %s', async (_case, given) => {
    const response = await fetch(`${webUrl}/page`, {
      headers: given === undefined ? {} : { [REQUEST_ID_HEADER]: given },
    });
    expect(response.headers.get(REQUEST_ID_HEADER)).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
    );
  });

  it.runIf(nodeCanForward)(
    'sends the id on the API calls made for the request, and nowhere else',
    async () => {
      api.seen.length = 0;
      elsewhere.seen.length = 0;
      const first = await fetch(`${webUrl}/page`, { headers: { [REQUEST_ID_HEADER]: 'visit-1' } });
      const second = await fetch(`${webUrl}/page`);
      expect(api.seen).toEqual(['visit-1', second.headers.get(REQUEST_ID_HEADER)]);
      expect(first.headers.get(REQUEST_ID_HEADER)).toBe('visit-1');
      expect(elsewhere.seen).toEqual([undefined, undefined, undefined, undefined]);
    },
  );

  it('sends no id on calls made outside a request', async () => {
    api.seen.length = 0;
    await createHttpClient({ apiUrl: `${api.url}/api/` }).get('journals');
    expect(api.seen).toEqual([undefined]);
  });
});
