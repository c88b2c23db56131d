import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { createHttpClient, type HttpClient } from './http-client';

// A real server: `/status/{code}` answers that status, `/drop` destroys the socket unanswered.
// Every hit is counted by path, so each test reads how many times its request was sent.
const hits = new Map<string, number>();
let server: Server;
let http: HttpClient;

function failureOf(pending: Promise<unknown>): Promise<ApiError> {
  return pending.then(
    () => {
      throw new Error('expected the request to fail');
    },
    (error: unknown) => error as ApiError,
  );
}

beforeAll(async () => {
  server = createServer((request, response) => {
    const path = request.url ?? '';
    hits.set(path, (hits.get(path) ?? 0) + 1);
    if (path.startsWith('/drop')) {
      request.socket.destroy();
      return;
    }
    const status = Number(/^\/status\/(\d+)/.exec(path)?.[1] ?? 200);
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(status < 400 ? { ok: true } : { message: `Status ${status}` }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  http = createHttpClient({ apiUrl: `http://127.0.0.1:${port}/`, retryDelay: () => 0 });
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  hits.clear();
});

describe('the retry policy', () => {
  describe.each([408, 409, 425, 429, 500, 502, 503, 504])('status %i', (status) => {
    it.each(['get', 'head', 'options', 'put', 'delete'] as const)(
      'retries %s exactly once',
      async (method) => {
        const error = await failureOf(http.request({ method, url: `status/${status}` }));
        expect(error).toBeInstanceOf(ApiError);
        expect(error.status).toBe(status);
        expect(hits.get(`/status/${status}`)).toBe(2);
      },
    );

    it.each(['post', 'patch'] as const)('never retries %s', async (method) => {
      const error = await failureOf(http.request({ method, url: `status/${status}`, data: {} }));
      expect(error).toBeInstanceOf(ApiError);
      expect(error.status).toBe(status);
      expect(hits.get(`/status/${status}`)).toBe(1);
    });
  });

  describe.each([400, 401, 403, 404, 422])('status %i', (status) => {
    it.each(['get', 'put', 'delete', 'post'] as const)('never retries %s', async (method) => {
      const error = await failureOf(http.request({ method, url: `status/${status}` }));
      expect(error.status).toBe(status);
      expect(hits.get(`/status/${status}`)).toBe(1);
    });
  });

  describe('a dropped connection', () => {
    it('retries GET once', async () => {
      const error = await failureOf(http.get('drop'));
      expect(error).toBeInstanceOf(ApiError);
      expect(error.isNetworkError).toBe(true);
      expect(hits.get('/drop')).toBe(2);
    });

    it('never retries POST', async () => {
      const error = await failureOf(http.post('drop', { a: 1 }));
      expect(error.isNetworkError).toBe(true);
      expect(hits.get('/drop')).toBe(1);
    });

    it('never retries PATCH', async () => {
      const error = await failureOf(http.patch('drop', { a: 1 }));
      expect(error.isNetworkError).toBe(true);
      expect(hits.get('/drop')).toBe(1);
    });
  });

  describe('a success after a failure', () => {
    it('resolves with the retried answer', async () => {
      let calls = 0;
      const flaky = createServer((_request, response) => {
        calls += 1;
        response.writeHead(calls === 1 ? 503 : 200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ calls }));
      });
      await new Promise<void>((resolve) => flaky.listen(0, '127.0.0.1', resolve));
      const { port } = flaky.address() as AddressInfo;
      const client = createHttpClient({ apiUrl: `http://127.0.0.1:${port}/` });
      await expect(client.get('anything')).resolves.toEqual({ calls: 2 });
      await new Promise((resolve) => flaky.close(resolve));
    });
  });

  describe('a closed port', () => {
    it('fails as a network error after the retry', async () => {
      const closed = createServer();
      await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
      const { port } = closed.address() as AddressInfo;
      await new Promise((resolve) => closed.close(resolve));
      const client = createHttpClient({ apiUrl: `http://127.0.0.1:${port}/` });
      const error = await failureOf(client.get('anything'));
      expect(error).toBeInstanceOf(ApiError);
      expect(error.status).toBe(0);
      expect(error.isNetworkError).toBe(true);
    });
  });
});
