import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN } from './support/api-actor';
import { rawRequest } from './support/raw-http';
import { webUrl } from './support/servers';
import { DEMO_AUTHOR, sessionCookie } from './support/session';

// Malformed input is the sender's error: 400, 404 or 415 with the normal error page, never a
// 500 and never a dropped connection.

const LONG = 'a'.repeat(201);
let authorCookie: string;
let adminCookie: string;

beforeAll(async () => {
  [authorCookie, adminCookie] = await Promise.all([
    sessionCookie(webUrl, DEMO_AUTHOR),
    sessionCookie(webUrl, DEMO_ADMIN),
  ]);
});

describe('addresses no record can have', () => {
  it.each([
    '/journals/%00',
    '/journals/a%0D%0Ab',
    `/journals/${LONG}`,
    `/journals/${LONG}/archive`,
    '/journals/%00/feed.xml',
    '/news/%00',
    '/news/a%0Ab',
    `/news/${LONG}`,
    `/journals/${LONG}/articles/x`,
  ])('%s is a 404 page', async (path) => {
    const response = await fetch(`${webUrl}${path}`);
    expect(response.status).toBe(404);
    if (!path.endsWith('.xml')) await expect(response.text()).resolves.toContain('Page Not Found');
  });
});

describe('a NUL in the search of a submissions list', () => {
  it.each([
    ['/panel/submission?q=%00', () => authorCookie],
    ['/admin/submissions?q=%00', () => adminCookie],
  ])('%s lists as for a blank search', async (path, cookie) => {
    const response = await fetch(`${webUrl}${path}`, { headers: { Cookie: cookie() } });
    expect(response.status).toBe(200);
  });
});

/** Form posts of the site, each with what its form needs in the address. */
const FORM_POSTS = [
  '/auth/login',
  '/auth/forgot-password',
  '/auth/reset-password?token=x',
  '/contact',
];
const TRUNCATED_MULTIPART = '--XX\r\nContent-Disposition: form-data; name="email"\r\n\r\nada@';

describe('form posts that are not forms', () => {
  it.each(FORM_POSTS)('%s answers 415 to JSON and to a post without a type', async (path) => {
    const types: Record<string, string>[] = [{ 'Content-Type': 'application/json' }, {}];
    for (const headers of types) {
      const answer = await rawRequest(webUrl, path, {
        method: 'POST',
        headers: { Origin: webUrl, ...headers },
        body: '{"email":"ada@example.org"}',
      });
      expect(answer.status).toBe(415);
      expect(answer.text).toContain('Unsupported Media Type');
      expect(answer.text).toContain('This address only accepts forms');
    }
  });

  it.each(FORM_POSTS)('%s answers 400 to a truncated multipart body', async (path) => {
    const answer = await rawRequest(webUrl, path, {
      method: 'POST',
      headers: { Origin: webUrl, 'Content-Type': 'multipart/form-data; boundary=XX' },
      body: TRUNCATED_MULTIPART,
    });
    expect(answer.status).toBe(400);
    expect(answer.text).toContain('The form arrived incomplete or damaged');
  });

  it('a signed-in form post (a bookmark) answers 415 to JSON too', async () => {
    const answer = await rawRequest(webUrl, '/bookmarks', {
      method: 'POST',
      headers: { Origin: webUrl, Cookie: authorCookie, 'Content-Type': 'application/json' },
      body: '{"articleId":1}',
    });
    expect(answer.status).toBe(415);
  });

  it('a client-side (.data) post of a non-form answers 415, not 500', async () => {
    const answer = await rawRequest(webUrl, '/auth/login.data', {
      method: 'POST',
      headers: { Origin: webUrl, 'Content-Type': 'text/plain' },
      body: 'email=ada@example.org',
    });
    expect(answer.status).toBe(415);
  });
});

describe('a client that half-closes its connection after the request', () => {
  it('still gets the answer of a sign-in that has to ask the API', async () => {
    const answer = await rawRequest(webUrl, '/auth/login', {
      method: 'POST',
      headers: { Origin: webUrl, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        email: DEMO_AUTHOR.email,
        password: 'not the password',
      }).toString(),
      halfClose: true,
    });
    expect(answer.error).toBeNull();
    expect(answer.status).toBe(401);
  });

  it('still gets a page that loads its data', async () => {
    const answer = await rawRequest(webUrl, '/journals', { halfClose: true });
    expect(answer.status).toBe(200);
  });
});
