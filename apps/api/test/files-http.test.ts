import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser, storedFiles, TINY_PNG } from './file-fixtures';
import { createTestApp, type TestApp } from './test-app';

/** A GET whose path is sent exactly as written (fetch and inject would normalise `..`). */
function rawGet(base: string, path: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const request = http.request({ hostname, port, path, method: 'GET' }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        body += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
    request.end();
  });
}

describe('files over a real HTTP connection', () => {
  let testApp: TestApp;
  let base: string;
  let author: Awaited<ReturnType<typeof signedInUser>>;

  /** A browser-style upload: fetch with FormData. */
  const upload = (purpose: string, name: string, content: Buffer) => {
    const form = new FormData();
    form.append('purpose', purpose);
    form.append('file', new Blob([new Uint8Array(content)]), name);
    return fetch(`${base}/api/files`, { method: 'POST', body: form, headers: author.headers });
  };

  beforeAll(async () => {
    testApp = await createTestApp({ uploadMaxBytes: 64 * 1024, avatarMaxBytes: 64 * 1024 });
    base = await testApp.app.listen({ host: '127.0.0.1', port: 0 });
    author = await signedInUser(testApp);
  });
  afterAll(() => testApp.close());

  it('uploads with FormData and serves the public file back', async () => {
    const created = await upload('avatar', 'portrait 論文.png', TINY_PNG);
    expect(created.status).toBe(201);
    const { url, originalName } = await created.json();
    expect(originalName).toBe('portrait 論文.png');
    const served = await fetch(`${base}${new URL(url).pathname}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(TINY_PNG)).toBe(true);
  });

  it('answers an oversized upload with 413 without hanging, leaving nothing on disk', async () => {
    const before = await storedFiles(testApp);
    const big = Buffer.concat([TINY_PNG, Buffer.alloc(2 * 1024 * 1024)]);
    const response = await upload('avatar', 'huge.png', big);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: 'The file is larger than the 64 KB limit.' });
    expect(await storedFiles(testApp)).toEqual(before);
  });

  it('answers an unknown purpose before reading a large file, without hanging', async () => {
    const response = await upload('banner', 'big.png', Buffer.alloc(1024 * 1024));
    expect(response.status).toBe(400);
    expect((await response.json()).errors).toHaveProperty('purpose');
  });

  it('answers a renamed executable with 415 over the wire', async () => {
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(512 * 1024)]);
    const response = await upload('avatar', 'me.png', exe);
    expect(response.status).toBe(415);
  });

  it('answers a signed-out upload with 401 without hanging the connection', async () => {
    const form = new FormData();
    form.append('purpose', 'manuscript');
    form.append('file', new Blob([new Uint8Array(512 * 1024)]), 'paper.pdf');
    const response = await fetch(`${base}/api/files`, { method: 'POST', body: form });
    expect(response.status).toBe(401);
    await response.arrayBuffer();
  });

  it('keeps serving after a refused upload', async () => {
    expect((await upload('avatar', 'after.png', TINY_PNG)).status).toBe(201);
  });

  it.each([
    '/uploads/../../package.json',
    '/uploads/../../../../../../etc/passwd',
    '/uploads/..%2f..%2fpackage.json',
    '/uploads/%2e%2e/%2e%2e/package.json',
    '/uploads/..\\..\\package.json',
    '/galleys/./../package.json',
  ])('never serves a file outside storage for the raw path %s', async (path) => {
    const response = await rawGet(base, path);
    expect([400, 404]).toContain(response.status);
    expect(JSON.parse(response.body)).toHaveProperty('message');
    expect(response.body).not.toMatch(/root:|"name":/);
  });
});
