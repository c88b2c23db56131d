import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient } from './http-client';

interface Echo {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

// Answers every request with what it received.
let server: Server;
let origin: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString();
    });
    request.on('end', () => {
      const echo: Echo = {
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body,
      };
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(echo));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

describe('createHttpClient', () => {
  describe('addresses', () => {
    it('resolves relative endpoint paths against apiUrl', async () => {
      const http = createHttpClient({ apiUrl: `${origin}/api/` });
      expect(await http.get<Echo>('user/messages/read')).toMatchObject({
        url: '/api/user/messages/read',
      });
    });

    it('accepts a leading slash and an apiUrl without a trailing one', async () => {
      const http = createHttpClient({ apiUrl: `${origin}/api` });
      expect(await http.get<Echo>('/journals')).toMatchObject({ url: '/api/journals' });
    });

    it('binds fileUrl to backendUrl', () => {
      const http = createHttpClient({
        apiUrl: `${origin}/api/`,
        backendUrl: 'https://files.example.org/',
      });
      expect(http.fileUrl('uploads/a.pdf')).toBe('https://files.example.org/uploads/a.pdf');
    });

    it('defaults backendUrl to the origin of apiUrl', () => {
      const http = createHttpClient({ apiUrl: `${origin}/api/` });
      expect(http.backendUrl).toBe(origin);
      expect(http.fileUrl('/uploads/a.pdf')).toBe(`${origin}/uploads/a.pdf`);
    });
  });

  describe('defaults', () => {
    it('includes credentials and has no timeout', () => {
      const http = createHttpClient({ apiUrl: `${origin}/` });
      expect(http.axios.defaults.withCredentials).toBe(true);
      expect(http.axios.defaults.timeout).toBe(0);
    });

    it('marks every request with X-Requested-With: quire', async () => {
      const http = createHttpClient({ apiUrl: `${origin}/` });
      const get = await http.get<Echo>('a');
      const post = await http.post<Echo>('b', { a: 1 });
      expect(get.headers['x-requested-with']).toBe('quire');
      expect(post.headers['x-requested-with']).toBe('quire');
    });

    it('sends the configured headers with every request', async () => {
      const http = createHttpClient({
        apiUrl: `${origin}/`,
        headers: { Cookie: 'quire_session=abc' },
      });
      expect((await http.get<Echo>('a')).headers.cookie).toBe('quire_session=abc');
    });
  });

  describe('bodies', () => {
    it.each(['post', 'put', 'patch'] as const)('sends %s bodies as JSON', async (method) => {
      const http = createHttpClient({ apiUrl: `${origin}/` });
      const echo = await http[method]<Echo>('a', { id: 7, tags: ['x'] });
      expect(echo.method).toBe(method.toUpperCase());
      expect(echo.headers['content-type']).toMatch(/^application\/json/);
      expect(JSON.parse(echo.body)).toEqual({ id: 7, tags: ['x'] });
    });

    it('sends DELETE bodies as JSON', async () => {
      const http = createHttpClient({ apiUrl: `${origin}/` });
      const echo = await http.delete<Echo>('a', { data: { ids: [1, 2] } });
      expect(echo.headers['content-type']).toMatch(/^application\/json/);
      expect(JSON.parse(echo.body)).toEqual({ ids: [1, 2] });
    });

    it.each(['post', 'put', 'patch', 'delete'] as const)(
      'sends a body-less %s without a content type',
      async (method) => {
        const http = createHttpClient({ apiUrl: `${origin}/` });
        const echo = await http.request<Echo>({ method, url: 'a' });
        expect(echo.headers['content-type']).toBeUndefined();
        expect(echo.body).toBe('');
      },
    );

    it('sends FormData as multipart', async () => {
      const http = createHttpClient({ apiUrl: `${origin}/` });
      const form = new FormData();
      form.append('file', new Blob(['%PDF-1.7'], { type: 'application/pdf' }), 'paper.pdf');
      const echo = await http.post<Echo>('files', form);
      expect(echo.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
      expect(echo.body).toContain('filename="paper.pdf"');
    });
  });

  describe('authentication', () => {
    it('sends Authorization: Bearer <token> while a token is held', async () => {
      let token: string | null = 'secret-1';
      const http = createHttpClient({ apiUrl: `${origin}/`, auth: { getToken: () => token } });
      expect((await http.get<Echo>('a')).headers.authorization).toBe('Bearer secret-1');
      token = null;
      expect((await http.get<Echo>('a')).headers.authorization).toBeUndefined();
    });

    it('uses the configured header and type', async () => {
      const http = createHttpClient({
        apiUrl: `${origin}/`,
        auth: { getToken: () => 'secret', headerName: 'X-Auth-Token', headerType: '' },
      });
      expect((await http.get<Echo>('a')).headers['x-auth-token']).toBe('secret');
    });

    it('keeps an Authorization header the caller set', async () => {
      const http = createHttpClient({ apiUrl: `${origin}/`, auth: { getToken: () => 'held' } });
      const echo = await http.get<Echo>('a', { headers: { Authorization: 'Bearer given' } });
      expect(echo.headers.authorization).toBe('Bearer given');
    });

    it('follows setAuth', async () => {
      const http = createHttpClient({ apiUrl: `${origin}/` });
      expect((await http.get<Echo>('a')).headers.authorization).toBeUndefined();
      http.setAuth({ getToken: () => 'later' });
      expect((await http.get<Echo>('a')).headers.authorization).toBe('Bearer later');
      http.setAuth(null);
      expect((await http.get<Echo>('a')).headers.authorization).toBeUndefined();
    });

    it('authenticates direct calls on the axios instance too', async () => {
      const http = createHttpClient({ apiUrl: `${origin}/`, auth: { getToken: () => 't' } });
      const { data } = await http.axios.get<Echo>('a');
      expect(data.headers.authorization).toBe('Bearer t');
    });
  });
});
