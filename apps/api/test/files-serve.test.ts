import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../src/db/schema';
import { signedInUser, storedFiles, TINY_PDF, TINY_PNG, uploadForm } from './file-fixtures';
import { createTestApp, type TestApp } from './test-app';

type User = Awaited<ReturnType<typeof signedInUser>>;

describe('file serving', () => {
  let testApp: TestApp;
  let owner: User;
  let other: User;
  let admin: User;

  const get = (url: string, headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: 'GET', url, headers });

  /** Uploads through the API and returns the response body plus the row's storage key. */
  async function upload(user: User, purpose: string, name: string, content: Buffer) {
    const form = uploadForm(purpose, name, content);
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/files',
      payload: form.payload,
      headers: { ...form.headers, ...user.headers },
    });
    if (response.statusCode !== 201) throw new Error(`upload failed: ${response.body}`);
    const body = response.json();
    const [row] = await testApp.context.db.select().from(files).where(eq(files.id, body.id));
    return { ...body, storageKey: row?.storageKey ?? '' };
  }

  beforeAll(async () => {
    testApp = await createTestApp({ backendUrl: 'https://files.quire.test' });
    owner = await signedInUser(testApp);
    other = await signedInUser(testApp);
    admin = await signedInUser(testApp, 'admin');
  });
  afterAll(() => testApp.close());

  describe('GET /{key} for public files', () => {
    it('serves an uploaded avatar at the path of its URL', async () => {
      const avatar = await upload(owner, 'avatar', 'me.png', TINY_PNG);
      const response = await get(new URL(avatar.url).pathname);
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.equals(TINY_PNG)).toBe(true);
    });

    it('sends the stored type, nosniff, an inline disposition and a long cache', async () => {
      const avatar = await upload(owner, 'avatar', 'portrait photo.png', TINY_PNG);
      const response = await get(`/${avatar.storageKey}`);
      expect(response.headers['content-type']).toBe('image/png');
      expect(response.headers['content-length']).toBe(String(TINY_PNG.length));
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-disposition']).toBe(
        `inline; filename="portrait photo.png"; filename*=UTF-8''portrait%20photo.png`,
      );
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    });

    it('answers HEAD with the headers and no body', async () => {
      const avatar = await upload(owner, 'avatar', 'me.png', TINY_PNG);
      const response = await testApp.app.inject({ method: 'HEAD', url: `/${avatar.storageKey}` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      expect(response.body).toBe('');
    });

    it('runs one query for an anonymous request', async () => {
      const avatar = await upload(owner, 'avatar', 'me.png', TINY_PNG);
      const response = await get(`/${avatar.storageKey}`);
      expect(response.headers['x-query-count']).toBe('1');
    });

    it('serves a public galley PDF stored under galleys/', async () => {
      const key = 'galleys/physics/quantum-paper.pdf';
      await testApp.context.storage.put(key, TINY_PDF);
      await testApp.context.db.insert(files).values({
        purpose: 'galley',
        storageKey: key,
        originalName: 'quantum-paper.pdf',
        mimeType: 'application/pdf',
        size: TINY_PDF.length,
        isPublic: true,
      });
      const response = await get(`/${key}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toMatch(/^inline; /);
      expect(response.rawPayload.equals(TINY_PDF)).toBe(true);
    });

    it('sends a public non-image, non-PDF file as an attachment', async () => {
      const key = 'covers/archive.zip';
      await testApp.context.storage.put(key, Buffer.from('PK\x05\x06'));
      await testApp.context.db.insert(files).values({
        purpose: 'cover',
        storageKey: key,
        originalName: 'archive.zip',
        mimeType: 'application/zip',
        size: 4,
        isPublic: true,
      });
      expect((await get(`/${key}`)).headers['content-disposition']).toMatch(/^attachment; /);
    });

    it('does not serve a private file publicly', async () => {
      const manuscript = await upload(owner, 'manuscript', 'secret.pdf', TINY_PDF);
      const response = await get(`/${manuscript.storageKey}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'The file was not found.' });
    });

    it('does not serve a private file publicly even to its owner', async () => {
      const manuscript = await upload(owner, 'manuscript', 'secret.pdf', TINY_PDF);
      expect((await get(`/${manuscript.storageKey}`, owner.headers)).statusCode).toBe(404);
    });

    it('answers 404 for a public row whose bytes are gone', async () => {
      await testApp.context.db.insert(files).values({
        purpose: 'cover',
        storageKey: 'covers/gone.png',
        originalName: 'gone.png',
        mimeType: 'image/png',
        size: 1,
        isPublic: true,
      });
      expect((await get('/covers/gone.png')).statusCode).toBe(404);
    });

    it('answers 404 for an unknown key', async () => {
      expect(
        (await get('/uploads/2026/11/00000000-0000-0000-0000-000000000000.png')).statusCode,
      ).toBe(404);
    });
  });

  describe('path traversal', () => {
    it.each([
      '/uploads/../package.json',
      '/uploads/../../../../etc/passwd',
      '/uploads/%2e%2e/%2e%2e/etc/passwd',
      '/uploads/%2E%2E%2F%2E%2E%2Fetc%2Fpasswd',
      '/uploads/..%5c..%5cetc%5cpasswd',
      '/uploads/..\\..\\etc\\passwd',
      '/uploads//etc/passwd',
      '/uploads/%00.png',
      '/galleys/..%2f..%2fpackage.json',
      '/covers/.hidden',
    ])('never serves a file for %s', async (url) => {
      const response = await get(url);
      expect([400, 404]).toContain(response.statusCode);
      expect(response.headers['content-type']).toContain('application/json');
      expect(response.body).not.toContain('root:');
    });
  });

  describe('GET /api/files/:id', () => {
    it('lets the owner download a private file as an attachment', async () => {
      const manuscript = await upload(owner, 'manuscript', 'draft.pdf', TINY_PDF);
      const response = await get(`/api/files/${manuscript.id}`, owner.headers);
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.equals(TINY_PDF)).toBe(true);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="draft.pdf"; filename*=UTF-8''draft.pdf`,
      );
      expect(response.headers['cache-control']).toBe('private, no-store');
    });

    it('lets an administrator download any file', async () => {
      const manuscript = await upload(owner, 'manuscript', 'draft.pdf', TINY_PDF);
      expect((await get(`/api/files/${manuscript.id}`, admin.headers)).statusCode).toBe(200);
    });

    it('answers 404 to another user, as for a missing file', async () => {
      const manuscript = await upload(owner, 'manuscript', 'draft.pdf', TINY_PDF);
      const response = await get(`/api/files/${manuscript.id}`, other.headers);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual((await get('/api/files/999999', other.headers)).json());
    });

    it('answers 401 when signed out', async () => {
      const manuscript = await upload(owner, 'manuscript', 'draft.pdf', TINY_PDF);
      expect((await get(`/api/files/${manuscript.id}`)).statusCode).toBe(401);
    });

    it.each(['abc', '0', '-1', '1.5', '99999999999'])('answers 400 for the id %s', async (id) => {
      const response = await get(`/api/files/${id}`, owner.headers);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBeTruthy();
    });

    it('runs at most 2 queries (session and file)', async () => {
      const manuscript = await upload(owner, 'manuscript', 'draft.pdf', TINY_PDF);
      const response = await get(`/api/files/${manuscript.id}`, owner.headers);
      expect(Number(response.headers['x-query-count'])).toBeLessThanOrEqual(2);
    });
  });

  describe('DELETE /api/files/:id', () => {
    const remove = (id: number, user?: User) =>
      testApp.app.inject({ method: 'DELETE', url: `/api/files/${id}`, headers: user?.headers });

    it('lets the owner delete a file: 204, row and bytes gone', async () => {
      const avatar = await upload(owner, 'avatar', 'me.png', TINY_PNG);
      const response = await remove(avatar.id, owner);
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
      expect(await testApp.context.storage.exists(avatar.storageKey)).toBe(false);
      expect((await get(`/${avatar.storageKey}`)).statusCode).toBe(404);
      expect((await get(`/api/files/${avatar.id}`, owner.headers)).statusCode).toBe(404);
    });

    it('answers 404 to another user and keeps the file', async () => {
      const manuscript = await upload(owner, 'manuscript', 'keep.pdf', TINY_PDF);
      expect((await remove(manuscript.id, other)).statusCode).toBe(404);
      expect(await testApp.context.storage.exists(manuscript.storageKey)).toBe(true);
    });

    it('lets an administrator delete any file', async () => {
      const manuscript = await upload(owner, 'manuscript', 'bye.pdf', TINY_PDF);
      expect((await remove(manuscript.id, admin)).statusCode).toBe(204);
    });

    it('answers 401 when signed out', async () => {
      const manuscript = await upload(owner, 'manuscript', 'keep.pdf', TINY_PDF);
      expect((await remove(manuscript.id)).statusCode).toBe(401);
    });

    it('answers 404 for an unknown id', async () => {
      expect((await remove(999_999, owner)).statusCode).toBe(404);
    });

    it('keeps a file in use as the avatar (409) until another one replaces it', async () => {
      const avatar = await upload(owner, 'avatar', 'in-use.png', TINY_PNG);
      const chosen = await testApp.app.inject({
        method: 'PUT',
        url: '/api/user/avatar',
        headers: { ...owner.headers, 'content-type': 'application/json' },
        payload: { fileId: avatar.id },
      });
      expect(chosen.statusCode).toBe(200);
      const refused = await remove(avatar.id, owner);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toMatch(/in use/);
      expect(await testApp.context.storage.exists(avatar.storageKey)).toBe(true);
      expect((await get(`/${avatar.storageKey}`)).statusCode).toBe(200);

      const next = await upload(owner, 'avatar', 'next.png', TINY_PNG);
      await testApp.app.inject({
        method: 'PUT',
        url: '/api/user/avatar',
        headers: { ...owner.headers, 'content-type': 'application/json' },
        payload: { fileId: next.id },
      });
      // Replacing the avatar removed the old picture: gone, not refused.
      expect((await remove(avatar.id, owner)).statusCode).toBe(404);
      expect((await remove(next.id, owner)).statusCode).toBe(409);
    });

    it('leaves every other stored file alone', async () => {
      const before = await storedFiles(testApp);
      const avatar = await upload(owner, 'avatar', 'me.png', TINY_PNG);
      await remove(avatar.id, owner);
      expect(await storedFiles(testApp)).toEqual(before);
    });
  });
});
