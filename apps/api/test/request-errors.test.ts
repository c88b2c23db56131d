import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createAccount, signIn } from './auth-fixtures';
import { createTestApp, type TestApp } from './test-app';

/** Sends raw bytes to the listening server and resolves with everything it answered. */
function rawExchange(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => {
      answer += chunk;
    });
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

/** The status line and the JSON body of a raw HTTP answer. */
function parseRaw(answer: string): { statusLine: string; body: unknown } {
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  return { statusLine: head.split('\r\n')[0] ?? '', body: JSON.parse(body) };
}

describe('requests the API cannot read get a clear error in its shape', () => {
  let testApp: TestApp;
  let port: number;
  let token: string;

  beforeAll(async () => {
    testApp = await createTestApp({ authRateLimitPerMinute: 10_000 });
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    const address = testApp.app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
    await createAccount(testApp, { email: 'careless@example.org', name: 'Casey Careless' });
    token = await signIn(testApp, 'careless@example.org');
  });
  afterAll(() => testApp.close());

  it('answers a text/plain body (what fetch sends for a string) with 415, not a field error', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/user/messages',
      headers: { ...bearer(token), 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      message: 'This content type is not supported here; send JSON.',
    });
  });

  it('names a bad id in the address in words, not a validator’s', async () => {
    const cases: [string, string][] = [
      ['abc', 'The address must end in a number.'],
      ['0', 'The number in the address must be greater than 0.'],
      // Only decimal digits are an id: `Number()` would read these as 1.5, 16, 1000 and 7.
      ['1.5', 'The address must end in a number.'],
      ['0x10', 'The address must end in a number.'],
      ['1e3', 'The address must end in a number.'],
      ['+7', 'The address must end in a number.'],
      ['99999999999999', 'The number in the address is too large.'],
    ];
    for (const [id, message] of cases) {
      const response = await testApp.app.inject({
        method: 'GET',
        url: `/api/user/submissions/${id}`,
        headers: bearer(token),
      });
      expect(response.statusCode, id).toBe(400);
      expect(response.json(), id).toEqual({
        message: 'The address is invalid.',
        errors: { id: [message] },
      });
    }
  });

  it('refuses a name that shows nothing or disguises itself, and keeps the old one', async () => {
    const attempts: [string, string][] = [
      ['\u200B\u200B', 'Enter your name.'],
      ['Eve \u202EnimdA', 'The name must be a single line of text.'],
      ['Casey\uD800', 'The name contains characters that are not allowed.'],
    ];
    for (const [name, message] of attempts) {
      const response = await testApp.app.inject({
        method: 'PATCH',
        url: '/api/user/profile',
        headers: bearer(token),
        payload: { name },
      });
      expect(response.statusCode, JSON.stringify(name)).toBe(400);
      expect(response.json().errors, JSON.stringify(name)).toEqual({ name: [message] });
    }
    const session = await testApp.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: bearer(token),
    });
    expect(session.json().user.name).toBe('Casey Careless');
  });

  it('refuses a chat message holding a lone surrogate instead of storing it altered', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/user/messages',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      // Raw JSON: the escape reaches the server as a lone surrogate half.
      payload: '{"body":"a\\ud800b","client_id":"lone-surrogate-1"}',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ body: ['The message contains invalid characters.'] });
  });

  it('judges who asks before what they sent: 401, 403 and the CSRF refusal come before a 400', async () => {
    const anonymous = await testApp.app.inject({
      method: 'POST',
      url: '/api/user/submissions',
      payload: {},
    });
    expect(anonymous.statusCode).toBe(401);
    const author = await testApp.app.inject({
      method: 'POST',
      url: '/api/admin/submissions/1/decisions',
      headers: bearer(token),
      payload: {},
    });
    expect(author.statusCode).toBe(403);
    const forged = await testApp.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { origin: 'https://evil.example' },
      payload: {},
    });
    expect(forged.statusCode).toBe(403);
    // Signed in with the right role, the same empty body is a 400 naming its fields.
    const invalid = await testApp.app.inject({
      method: 'POST',
      url: '/api/user/submissions',
      headers: bearer(token),
      payload: { journalId: 'x' },
    });
    expect(invalid.statusCode).toBe(400);
  });

  it('answers headers over the size limit with 431 in the API’s error shape', async () => {
    const cookie = `a=${'x'.repeat(20_000)}`;
    const answer = await rawExchange(
      port,
      `GET /api/journals HTTP/1.1\r\nHost: localhost\r\nCookie: ${cookie}\r\n\r\n`,
    );
    expect(parseRaw(answer)).toEqual({
      statusLine: 'HTTP/1.1 431 Request Header Fields Too Large',
      body: { message: 'The request headers are too large.' },
    });
  });

  it('answers broken HTTP framing with 400 in the API’s error shape', async () => {
    const answer = await rawExchange(
      port,
      'POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
    );
    expect(parseRaw(answer)).toEqual({
      statusLine: 'HTTP/1.1 400 Bad Request',
      body: { message: 'The request is malformed.' },
    });
  });
});
