import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createLoadingCounter } from '@quire/utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient } from './http-client';

// `/wait/{ms}` answers 200 after that delay, `/fail/{status}` answers that status at once
// (a 503 is retried once), `/drop` destroys the socket.
let server: Server;
let apiUrl: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    const [, kind, value] = (request.url ?? '').split('/');
    if (kind === 'drop') {
      request.socket.destroy();
      return;
    }
    const status = kind === 'fail' ? Number(value) : 200;
    const delay = kind === 'wait' ? Number(value) : 0;
    setTimeout(() => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ message: `done ${request.url}` }));
    }, delay);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

function recordingClient() {
  const events: string[] = [];
  const loading = createLoadingCounter();
  loading.subscribe((isLoading) => events.push(isLoading ? 'on' : 'off'));
  const http = createHttpClient({
    apiUrl,
    loading,
    retryDelay: () => 0,
    onRequestStart: (config) => events.push(`start ${config.url}`),
    onRequestEnd: (config) => events.push(`end ${config.url}`),
  });
  return { http, loading, events };
}

describe('the loading counter', () => {
  describe('with overlapping requests', () => {
    it('stays on until the last one ends', async () => {
      const { http, loading, events } = recordingClient();
      const short = http.get('wait/20');
      const long = http.get('wait/150');
      expect(loading.pending).toBe(2);
      await short;
      expect(loading.isLoading).toBe(true);
      await long;
      expect(loading.isLoading).toBe(false);
      expect(events).toEqual([
        'on',
        'start wait/20',
        'start wait/150',
        'end wait/20',
        'end wait/150',
        'off',
      ]);
    });
  });

  describe('with failing requests', () => {
    it('ends on an error status', async () => {
      const { http, loading, events } = recordingClient();
      await expect(http.post('fail/422', {})).rejects.toMatchObject({ status: 422 });
      expect(loading.pending).toBe(0);
      expect(events).toEqual(['on', 'start fail/422', 'end fail/422', 'off']);
    });

    it('counts a retried request once', async () => {
      const { http, loading, events } = recordingClient();
      await expect(http.get('fail/503')).rejects.toMatchObject({ status: 503 });
      expect(loading.pending).toBe(0);
      expect(events).toEqual(['on', 'start fail/503', 'end fail/503', 'off']);
    });

    it('ends on a network error', async () => {
      const { http, loading, events } = recordingClient();
      await expect(http.get('drop')).rejects.toMatchObject({ isNetworkError: true });
      expect(loading.pending).toBe(0);
      expect(events).toEqual(['on', 'start drop', 'end drop', 'off']);
    });

    it('stays on for the survivors when one of several fails', async () => {
      const { http, loading } = recordingClient();
      const failing = http.post('fail/500', {}).catch(() => 'failed');
      const slow = http.get('wait/150');
      expect(await failing).toBe('failed');
      expect(loading.isLoading).toBe(true);
      await slow;
      expect(loading.isLoading).toBe(false);
    });

    it('ends when the token provider throws before sending', async () => {
      const loading = createLoadingCounter();
      const http = createHttpClient({
        apiUrl,
        loading,
        auth: {
          getToken: () => {
            throw new Error('no store');
          },
        },
      });
      await expect(http.get('wait/0')).rejects.toMatchObject({ kind: 'client' });
      expect(loading.pending).toBe(0);
    });
  });

  describe('with withoutLoader', () => {
    it('leaves the counter and the hooks alone', async () => {
      const { http, loading, events } = recordingClient();
      const quiet = http.post('wait/20', { id: 1 }, { quire: { withoutLoader: true } });
      expect(loading.pending).toBe(0);
      await quiet;
      await expect(http.get('fail/503', { quire: { withoutLoader: true } })).rejects.toMatchObject({
        status: 503,
      });
      expect(events).toEqual([]);
    });

    it('does not end a loud request early', async () => {
      const { http, loading } = recordingClient();
      const loud = http.get('wait/150');
      await http.post('wait/10', {}, { quire: { withoutLoader: true } });
      expect(loading.pending).toBe(1);
      await loud;
      expect(loading.pending).toBe(0);
    });
  });

  describe('shared between clients', () => {
    it('counts the requests of both', async () => {
      const loading = createLoadingCounter();
      const first = createHttpClient({ apiUrl, loading });
      const second = createHttpClient({ apiUrl, loading });
      const a = first.get('wait/20');
      const b = second.get('wait/60');
      expect(loading.pending).toBe(2);
      await Promise.all([a, b]);
      expect(loading.pending).toBe(0);
    });
  });
});
