import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { GENERIC_ERROR_MESSAGE } from '@quire/utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApiError,
  CANCELED_ERROR_MESSAGE,
  isApiError,
  NETWORK_ERROR_MESSAGE,
  TIMEOUT_ERROR_MESSAGE,
  toApiError,
} from './api-error';
import { createHttpClient, type HttpClient } from './http-client';

// A real server answering each error format: `/json/{status}` sends the JSON body it is given
// in the `x-body` header, `/text` a plain-text body, `/html` a proxy's HTML page, `/empty` nothing,
// `/slow` nothing for a second, `/drop` destroys the socket.
let server: Server;
let http: HttpClient;
let slowHits = 0;

beforeAll(async () => {
  server = createServer((request, response) => {
    const path = request.url ?? '';
    const status = Number(/\/(\d{3})$/.exec(path)?.[1] ?? 400);
    if (path.startsWith('/json')) {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(String(request.headers['x-body']));
    } else if (path.startsWith('/text')) {
      response.writeHead(status, { 'content-type': 'text/plain' });
      response.end('The journal is closed for submissions.');
    } else if (path.startsWith('/html')) {
      response.writeHead(status, { 'content-type': 'text/html' });
      response.end('<!DOCTYPE html><html><body><h1>502 Bad Gateway</h1></body></html>');
    } else if (path.startsWith('/empty')) {
      response.writeHead(status);
      response.end();
    } else if (path.startsWith('/slow')) {
      slowHits += 1;
      setTimeout(() => response.end('{}'), 1_000);
    } else {
      request.socket.destroy();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  http = createHttpClient({ apiUrl: `http://127.0.0.1:${port}/`, retryDelay: () => 0 });
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

async function failure(path: string, body?: unknown): Promise<ApiError> {
  const headers = body === undefined ? {} : { 'x-body': JSON.stringify(body) };
  const error = await http.post(path, {}, { headers }).catch((e: unknown) => e);
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('ApiError', () => {
  describe('from { message }', () => {
    it('takes the message and the status', async () => {
      const error = await failure('json/404', { message: 'Journal not found' });
      expect(error).toMatchObject({
        name: 'ApiError',
        kind: 'http',
        status: 404,
        message: 'Journal not found',
        errors: [],
        fieldErrors: {},
        body: { message: 'Journal not found' },
        isNetworkError: false,
        isTimeout: false,
        method: 'POST',
        url: 'json/404',
      });
    });
  });

  describe('from { message, errors: [...] }', () => {
    it('keeps the message for the modal and the list in errors', async () => {
      const body = { message: 'The request is invalid.', errors: ['Title is required'] };
      const error = await failure('json/400', body);
      expect(error.message).toBe('The request is invalid.');
      expect(error.errors).toEqual(['Title is required']);
      expect(error.fieldErrors).toEqual({});
    });
  });

  describe('from { message, errors: { field: [...] } }', () => {
    it('keeps the messages per field', async () => {
      const body = {
        message: 'The request is invalid.',
        errors: {
          email: ['Enter a valid email address.'],
          password: ['Too short.', 'Too common.'],
        },
      };
      const error = await failure('json/400', body);
      expect(error.status).toBe(400);
      expect(error.message).toBe('The request is invalid.');
      expect(error.fieldErrors).toEqual({
        email: ['Enter a valid email address.'],
        password: ['Too short.', 'Too common.'],
      });
      expect(error.errors).toEqual([]);
    });
  });

  describe('from { errors: [...] } without a message', () => {
    it('numbers the messages one per line', async () => {
      const error = await failure('json/422', { errors: ['Title is required', 'ISSN is invalid'] });
      expect(error.message).toBe('1) Title is required\n2) ISSN is invalid');
      expect(error.errors).toEqual(['Title is required', 'ISSN is invalid']);
    });
  });

  describe('from { errors: { field: [...] } } without a message', () => {
    it('numbers the field messages', async () => {
      const error = await failure('json/422', { errors: { title: ['is required'] } });
      expect(error.message).toBe('1) title: is required');
      expect(error.fieldErrors).toEqual({ title: ['is required'] });
    });
  });

  describe('from a plain-text body', () => {
    it('shows the text as it is', async () => {
      const error = await failure('text/409');
      expect(error.status).toBe(409);
      expect(error.message).toBe('The journal is closed for submissions.');
      expect(error.body).toBe('The journal is closed for submissions.');
    });
  });

  describe('from an HTML error page', () => {
    it('shows the generic message, never the markup', async () => {
      const error = await failure('html/502');
      expect(error.status).toBe(502);
      expect(error.message).toBe(GENERIC_ERROR_MESSAGE);
      expect(error.body).toContain('<h1>502 Bad Gateway</h1>');
    });
  });

  describe('from an empty body', () => {
    it('shows the generic message', async () => {
      const error = await failure('empty/500');
      expect(error.status).toBe(500);
      expect(error.message).toBe(GENERIC_ERROR_MESSAGE);
    });
  });

  describe('from a network error', () => {
    it('has status 0 and the network message', async () => {
      const error = await failure('drop');
      expect(error).toMatchObject({ kind: 'network', status: 0, isNetworkError: true });
      expect(error.message).toBe(NETWORK_ERROR_MESSAGE);
      expect(error.body).toBeUndefined();
    });
  });

  describe('from a timeout', () => {
    it('is a timeout, not a network error, and is not retried', async () => {
      slowHits = 0;
      const error = await http.get('slow', { timeout: 50 }).catch((e: unknown) => e);
      expect(error).toMatchObject({ kind: 'timeout', status: 0, isTimeout: true });
      expect((error as ApiError).isNetworkError).toBe(false);
      expect((error as ApiError).message).toBe(TIMEOUT_ERROR_MESSAGE);
      expect(slowHits).toBe(1);
    });
  });

  describe('from a canceled request', () => {
    it('is marked canceled', async () => {
      const controller = new AbortController();
      const pending = http.get('slow', { signal: controller.signal });
      controller.abort();
      const error = await pending.catch((e: unknown) => e);
      expect(error).toMatchObject({ kind: 'canceled', isCanceled: true });
      expect((error as ApiError).message).toBe(CANCELED_ERROR_MESSAGE);
    });
  });

  describe('toApiError', () => {
    it('returns an ApiError as it is', () => {
      const error = new ApiError({ kind: 'http', status: 418, message: 'teapot' });
      expect(toApiError(error)).toBe(error);
    });

    it('wraps anything else as a client error with its message', () => {
      const error = toApiError(new Error('getToken exploded'));
      expect(error).toMatchObject({ kind: 'client', status: 0, message: 'getToken exploded' });
      expect(isApiError(error)).toBe(true);
    });
  });
});
