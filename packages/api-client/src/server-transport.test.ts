import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isApiError } from './api-error';
import { createHttpClient } from './http-client';
import { createServerTransport } from './server-transport';

let server: Server;
let apiUrl: string;
let connections = 0;

// A loopback API that counts the TCP connections it is given.
beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === '/api/moved') {
      response.writeHead(302, { location: '/api/elsewhere' }).end();
      return;
    }
    response.setHeader('content-type', 'application/json');
    setTimeout(() => response.end(JSON.stringify({ url: request.url })), 5);
  });
  server.on('connection', () => {
    connections += 1;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/`;
});

afterAll(() => {
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  server.closeAllConnections();
  connections = 0;
});

describe('createServerTransport', () => {
  it('sends one request after another over one kept-alive connection', async () => {
    const http = createHttpClient({ apiUrl, transport: createServerTransport() });
    for (let call = 0; call < 10; call += 1) {
      expect(await http.get('journals')).toEqual({ url: '/api/journals' });
    }
    expect(connections).toBe(1);
  });

  it('opens no more connections than the pool allows, however many calls run at once', async () => {
    const http = createHttpClient({ apiUrl, transport: createServerTransport({ maxSockets: 3 }) });
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, index) => http.get<{ url: string }>(`journals/${index}`)),
    );
    expect(answers.map((answer) => answer.url)).toEqual(
      Array.from({ length: 12 }, (_, index) => `/api/journals/${index}`),
    );
    expect(connections).toBe(3);
  });

  it('does not follow redirects: the API answers its reads directly', async () => {
    const http = createHttpClient({ apiUrl, transport: createServerTransport() });
    const failure = await http.get('moved').catch((error: unknown) => error);
    expect(isApiError(failure) && failure.status).toBe(302);
  });
});
