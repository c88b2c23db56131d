// @vitest-environment node
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { followPurges } from './purge-stream';

const quiet = { info: () => {}, warn: () => {}, debug: () => {} };
const closers: (() => void)[] = [];

afterEach(() => {
  for (const close of closers.splice(0)) close();
});

/** An API answering `cache/purges` with `respond`; resolves with its API base URL. */
async function purgesApi(respond: (res: http.ServerResponse, attempt: number) => void) {
  let attempt = 0;
  const server = http.createServer((req, res) => {
    if (req.url !== '/api/cache/purges') {
      res.writeHead(404).end();
      return;
    }
    attempt += 1;
    respond(res, attempt);
  });
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  closers.push(() => {
    server.closeAllConnections();
    server.close();
  });
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/`;
}

/** A cache that records what the stream tells it. */
function recorder() {
  const calls: string[] = [];
  let notify: () => void = () => {};
  return {
    calls,
    /** Resolves once `count` calls were made. */
    until: (count: number) =>
      new Promise<void>((resolve) => {
        notify = () => {
          if (calls.length >= count) resolve();
        };
        notify();
      }),
    cache: {
      purge(tags: string[]) {
        calls.push(`purge ${tags.join(',')}`);
        notify();
      },
      setEnabled(enabled: boolean) {
        calls.push(enabled ? 'on' : 'off');
        notify();
      },
    },
  };
}

describe('followPurges', () => {
  it('turns the cache on when the stream is ready and purges what each event names, across chunks', async () => {
    const apiUrl = await purgesApi((res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write('retry: 2000\n\nevent: ready\ndata: {}\n\n: ping\n\n');
      // One event cut across writes, CRLF line ends, and one the cache cannot read.
      res.write('event: purge\r\ndata: {"tags":["journal:eco",');
      res.write('"site"]}\r\n\r\nevent: pu');
      res.write('rge\ndata: not json\n\n');
    });
    const { calls, until, cache } = recorder();
    closers.push(followPurges({ apiUrl, cache, log: quiet }).close);
    await until(3);
    expect(calls).toEqual(['on', 'purge journal:eco,site', 'purge all']);
  });

  it('turns the cache off while the stream is down and on again once it is back', async () => {
    const apiUrl = await purgesApi((res, attempt) => {
      if (attempt === 1) {
        res.writeHead(503).end();
        return;
      }
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write('event: ready\ndata: {}\n\n');
    });
    const { calls, until, cache } = recorder();
    closers.push(followPurges({ apiUrl, cache, log: quiet, firstRetryMs: 10 }).close);
    await until(2);
    expect(calls).toEqual(['off', 'on']);
  });
});
