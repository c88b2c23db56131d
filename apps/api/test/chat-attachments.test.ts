import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUERY_COUNT_HEADER } from '../src/app';
import { type RunningServer, startServer } from '../src/server';
import {
  auth,
  type ChatAccount,
  type ClientSocket,
  clientId,
  connect,
  createChatAccount,
  eventually,
  freshDatabaseUrl,
  recordEvents,
  serverConfig,
} from './chat-fixtures';
import { storedFiles, TINY_PDF, TINY_PNG, uploadForm, WINDOWS_EXE } from './file-fixtures';
import { markSetUp } from './site-setup-fixtures';
import { createTestApp, type TestApp } from './test-app';

describe('chat attachments', () => {
  let testApp: TestApp;
  let ann: ChatAccount;
  let bob: ChatAccount;
  let admin: ChatAccount;

  beforeAll(async () => {
    testApp = await createTestApp({
      authRateLimitPerMinute: 10_000,
      backendUrl: 'https://api.quire.test',
      uploadMaxBytes: 64 * 1024,
    });
    ann = await createChatAccount(testApp, 'author', 'Ann Author');
    bob = await createChatAccount(testApp, 'author', 'Bob Author');
    admin = await createChatAccount(testApp, 'admin', 'Ada Admin');
  });
  afterAll(async () => {
    await testApp.close();
  });

  function upload(account: ChatAccount, name: string, content: Buffer) {
    const form = uploadForm('chat', name, content);
    return testApp.app.inject({
      method: 'POST',
      url: '/api/files',
      payload: form.payload,
      headers: { ...form.headers, ...auth(account) },
    });
  }

  async function uploaded(account: ChatAccount, name: string, content: Buffer): Promise<number> {
    const response = await upload(account, name, content);
    expect(response.statusCode).toBe(201);
    return response.json().id;
  }

  function send(account: ChatAccount, payload: Record<string, unknown>) {
    return testApp.app.inject({
      method: 'POST',
      url: '/api/user/messages',
      headers: auth(account),
      payload: { client_id: clientId(), body: '', ...payload },
    });
  }

  function reply(userId: number, payload: Record<string, unknown>) {
    return testApp.app.inject({
      method: 'POST',
      url: `/api/admin/conversations/${userId}/messages`,
      headers: auth(admin),
      payload: { client_id: clientId(), body: '', ...payload },
    });
  }

  function download(url: string, account?: ChatAccount) {
    return testApp.app.inject({
      method: 'GET',
      url: url.replace('https://api.quire.test', ''),
      headers: account ? auth(account) : {},
    });
  }

  describe('uploading (POST files, purpose chat)', () => {
    it('accepts a PDF and an image as private chat files', async () => {
      const pdf = await upload(ann, 'Draft.pdf', TINY_PDF);
      expect(pdf.statusCode).toBe(201);
      expect(pdf.json()).toMatchObject({
        purpose: 'chat',
        originalName: 'Draft.pdf',
        mimeType: 'application/pdf',
        isPublic: false,
        url: null,
      });
      const png = await upload(ann, 'figure.png', TINY_PNG);
      expect(png.json()).toMatchObject({ mimeType: 'image/png', size: TINY_PNG.length });
    });

    it('refuses an executable renamed .pdf with 415 and keeps nothing', async () => {
      const before = await storedFiles(testApp);
      const response = await upload(ann, 'invoice.pdf', WINDOWS_EXE);
      expect(response.statusCode).toBe(415);
      expect(response.json().message).toBe("The file's content does not match its .pdf extension.");
      expect(await storedFiles(testApp)).toEqual(before);
    });

    it('refuses a file over the size limit with 413 naming the limit', async () => {
      const large = Buffer.concat([TINY_PDF, Buffer.alloc(65 * 1024, 0x20)]);
      const response = await upload(ann, 'big.pdf', large);
      expect(response.statusCode).toBe(413);
      expect(response.json().message).toBe('The file is larger than the 64 KB limit.');
    });

    it('refuses other types of file with 415 listing the allowed ones', async () => {
      const response = await upload(ann, 'notes.docx', TINY_PDF);
      expect(response.statusCode).toBe(415);
      expect(response.json().message).toBe(
        'This type of file is not accepted for a chat message. Allowed types: .pdf, .png, .jpg, .jpeg, .webp, .gif.',
      );
    });
  });

  describe('sending', () => {
    it('sends text with a PDF and an image; the message carries their metadata', async () => {
      const pdfId = await uploaded(ann, 'Draft.pdf', TINY_PDF);
      const pngId = await uploaded(ann, 'figure.png', TINY_PNG);
      const response = await send(ann, { body: 'Here they are', attachment_ids: [pngId, pdfId] });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({
        body: 'Here they are',
        attachments: [
          {
            id: pdfId,
            name: 'Draft.pdf',
            size: TINY_PDF.length,
            mime_type: 'application/pdf',
            url: `https://api.quire.test/api/chat/attachments/${pdfId}`,
          },
          {
            id: pngId,
            name: 'figure.png',
            size: TINY_PNG.length,
            mime_type: 'image/png',
            url: `https://api.quire.test/api/chat/attachments/${pngId}`,
          },
        ],
      });
    });

    it('sends a message with files and no text', async () => {
      const pngId = await uploaded(ann, 'only.png', TINY_PNG);
      const response = await send(ann, { attachment_ids: [pngId] });
      expect(response.statusCode).toBe(201);
      expect(response.json().body).toBe('');
      expect(response.json().attachments).toHaveLength(1);
    });

    it('still refuses a message with neither text nor files', async () => {
      const response = await send(ann, { attachment_ids: [] });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.body).toEqual(['Write a message.']);
    });

    it('answers a retry with the same client_id with the stored message and its files', async () => {
      const pdfId = await uploaded(ann, 'retry.pdf', TINY_PDF);
      const id = clientId();
      const first = await send(ann, { client_id: id, body: 'Once', attachment_ids: [pdfId] });
      const second = await send(ann, { client_id: id, body: 'Once', attachment_ids: [pdfId] });
      expect(first.statusCode).toBe(201);
      expect(second.statusCode).toBe(200);
      expect(second.json()).toEqual(first.json());
    });

    it("refuses another person's file, and stores nothing", async () => {
      const bobsFile = await uploaded(bob, 'bob.pdf', TINY_PDF);
      const id = clientId();
      const response = await send(ann, {
        client_id: id,
        body: 'Stolen',
        attachment_ids: [bobsFile],
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.attachment_ids).toEqual([
        'A file to send was not found or was already sent; attach it again.',
      ]);
      const page = (
        await testApp.app.inject({ method: 'GET', url: '/api/user/messages', headers: auth(ann) })
      ).json();
      expect(page.data.some((message: { client_id: string }) => message.client_id === id)).toBe(
        false,
      );
    });

    it('refuses a file already sent with another message', async () => {
      const pdfId = await uploaded(ann, 'twice.pdf', TINY_PDF);
      expect((await send(ann, { attachment_ids: [pdfId] })).statusCode).toBe(201);
      expect((await send(ann, { attachment_ids: [pdfId] })).statusCode).toBe(400);
    });

    it('refuses a file uploaded for another purpose', async () => {
      const form = uploadForm('manuscript', 'paper.pdf', TINY_PDF);
      const manuscript = await testApp.app.inject({
        method: 'POST',
        url: '/api/files',
        payload: form.payload,
        headers: { ...form.headers, ...auth(ann) },
      });
      const response = await send(ann, { attachment_ids: [manuscript.json().id] });
      expect(response.statusCode).toBe(400);
    });

    it('refuses more than 5 files and the same file twice', async () => {
      expect((await send(ann, { attachment_ids: [1, 2, 3, 4, 5, 6] })).json().errors).toEqual({
        attachment_ids: ['A message can carry at most 5 files.'],
      });
      expect((await send(ann, { attachment_ids: [7, 7] })).json().errors).toEqual({
        attachment_ids: ['Each file can be attached once.'],
      });
    });

    it('lets an administrator reply with a file of their own', async () => {
      const pdfId = await uploaded(admin, 'Reviewer notes.pdf', TINY_PDF);
      const response = await reply(ann.id, { body: 'Notes attached', attachment_ids: [pdfId] });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({
        sender: 'admin',
        attachments: [{ id: pdfId, name: 'Reviewer notes.pdf' }],
      });
    });

    it('shows attachments in the history of both sides in at most 3 queries', async () => {
      const pngId = await uploaded(ann, 'history.png', TINY_PNG);
      await send(ann, { body: 'With a picture', attachment_ids: [pngId] });
      const mine = await testApp.app.inject({
        method: 'GET',
        url: '/api/user/messages',
        headers: auth(ann),
      });
      expect(Number(mine.headers[QUERY_COUNT_HEADER])).toBeLessThanOrEqual(3);
      expect(mine.json().data[0].attachments).toEqual([
        expect.objectContaining({ id: pngId, name: 'history.png', mime_type: 'image/png' }),
      ]);
      const theirs = await testApp.app.inject({
        method: 'GET',
        url: `/api/admin/conversations/${ann.id}/messages`,
        headers: auth(admin),
      });
      expect(theirs.json().data[0].attachments[0].id).toBe(pngId);
      const inbox = await testApp.app.inject({
        method: 'GET',
        url: '/api/admin/conversations',
        headers: auth(admin),
      });
      const row = inbox
        .json()
        .data.find((conversation: { user: { id: number } }) => conversation.user.id === ann.id);
      expect(row.lastMessage.attachments[0].id).toBe(pngId);
    });
  });

  describe('downloading (GET chat/attachments/:id)', () => {
    let pdfUrl: string;
    let pngUrl: string;
    let adminPdfUrl: string;

    beforeAll(async () => {
      const pdfId = await uploaded(ann, 'Rapport été.pdf', TINY_PDF);
      const pngId = await uploaded(ann, 'figure.png', TINY_PNG);
      const sent = await send(ann, { attachment_ids: [pdfId, pngId] });
      [pdfUrl, pngUrl] = sent.json().attachments.map((file: { url: string }) => file.url);
      const adminPdf = await uploaded(admin, 'answer.pdf', TINY_PDF);
      adminPdfUrl = (await reply(ann.id, { attachment_ids: [adminPdf] })).json().attachments[0].url;
    });

    it('serves the conversation user their file in place, with its type', async () => {
      const response = await download(pngUrl, ann);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-disposition']).toMatch(/^inline; filename="figure.png"/);
      expect(response.headers['cache-control']).toBe('private, max-age=600');
      expect(response.rawPayload.equals(TINY_PNG)).toBe(true);
    });

    it('serves it as an attachment with download=1, keeping the name', async () => {
      const response = await download(`${pdfUrl}?download=1`, ann);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-disposition']).toMatch(/^attachment; /);
      expect(response.headers['content-disposition']).toContain(
        "filename*=UTF-8''Rapport%20%C3%A9t%C3%A9.pdf",
      );
    });

    it("serves the user an administrator's file of their conversation", async () => {
      const response = await download(adminPdfUrl, ann);
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.equals(TINY_PDF)).toBe(true);
    });

    it('serves any administrator', async () => {
      const other = await createChatAccount(testApp, 'admin', 'Otto Admin');
      expect((await download(pdfUrl, other)).statusCode).toBe(200);
    });

    it('answers 404 to anyone else, like an unknown file', async () => {
      const response = await download(pdfUrl, bob);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('The file was not found.');
      expect((await download(adminPdfUrl, bob)).statusCode).toBe(404);
    });

    it('answers 401 when signed out', async () => {
      const response = await download(pdfUrl);
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe('Please sign in to continue.');
    });

    it('serves an unsent file only to its uploader', async () => {
      const waiting = await uploaded(ann, 'waiting.png', TINY_PNG);
      const url = `/api/chat/attachments/${waiting}`;
      expect((await download(url, ann)).statusCode).toBe(200);
      expect((await download(url, bob)).statusCode).toBe(404);
    });

    it('answers 404 for a file of another purpose', async () => {
      const form = uploadForm('manuscript', 'paper.pdf', TINY_PDF);
      const manuscript = await testApp.app.inject({
        method: 'POST',
        url: '/api/files',
        payload: form.payload,
        headers: { ...form.headers, ...auth(ann) },
      });
      const response = await download(`/api/chat/attachments/${manuscript.json().id}`, ann);
      expect(response.statusCode).toBe(404);
    });
  });

  describe('deleting', () => {
    it('removes the files of a deleted message, rows and bytes', async () => {
      const pdfId = await uploaded(bob, 'gone.pdf', TINY_PDF);
      const sent = (await send(bob, { attachment_ids: [pdfId] })).json();
      const before = (await storedFiles(testApp)).length;
      const removed = await testApp.app.inject({
        method: 'DELETE',
        url: `/api/admin/messages/${sent.id}`,
        headers: auth(admin),
      });
      expect(removed.statusCode).toBe(204);
      expect((await download(sent.attachments[0].url, admin)).statusCode).toBe(404);
      expect(await storedFiles(testApp)).toHaveLength(before - 1);
    });

    it('keeps a sent attachment when its uploader deletes the file, saying to delete the message', async () => {
      const pdfId = await uploaded(bob, 'kept.pdf', TINY_PDF);
      const sent = (await send(bob, { attachment_ids: [pdfId] })).json();
      for (const who of [bob, admin]) {
        const refused = await testApp.app.inject({
          method: 'DELETE',
          url: `/api/files/${pdfId}`,
          headers: auth(who),
        });
        expect(refused.statusCode).toBe(409);
        expect(refused.json().message).toBe(
          'This file was sent in a chat message; delete the message to remove it.',
        );
      }
      expect((await download(sent.attachments[0].url, admin)).statusCode).toBe(200);
      // Unsent, it is still the uploader's to delete.
      const unsent = await uploaded(bob, 'draft.png', TINY_PNG);
      const deleted = await testApp.app.inject({
        method: 'DELETE',
        url: `/api/files/${unsent}`,
        headers: auth(bob),
      });
      expect(deleted.statusCode).toBe(204);
    });

    it('removes the files of a deleted conversation', async () => {
      const carol = await createChatAccount(testApp, 'author', 'Carol');
      const first = await uploaded(carol, 'a.png', TINY_PNG);
      const second = await uploaded(admin, 'b.pdf', TINY_PDF);
      await send(carol, { attachment_ids: [first] });
      await reply(carol.id, { attachment_ids: [second] });
      const before = (await storedFiles(testApp)).length;
      const removed = await testApp.app.inject({
        method: 'DELETE',
        url: `/api/admin/conversations/${carol.id}`,
        headers: auth(admin),
      });
      expect(removed.statusCode).toBe(204);
      expect(await storedFiles(testApp)).toHaveLength(before - 2);
      expect((await download(`/api/chat/attachments/${first}`, admin)).statusCode).toBe(404);
    });
  });
});

describe('chat attachments, live', () => {
  let server: RunningServer;
  let dataDir: string;
  let dropDatabase: () => Promise<void>;
  let url: string;
  let ann: ChatAccount;
  let admin: ChatAccount;
  const sockets: ClientSocket[] = [];

  beforeAll(async () => {
    const database = await freshDatabaseUrl();
    dropDatabase = database.drop;
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'quire-chat-attachments-'));
    server = await startServer(serverConfig({ databaseUrl: database.url, dataDir }));
    // A database this file migrated itself: record the setup the template databases carry.
    await markSetUp(server.context.db);
    url = server.url;
    ann = await createChatAccount(server, 'author');
    admin = await createChatAccount(server, 'admin');
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await server.close();
    await dropDatabase();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('announces a message with files to the administrators, metadata included', async () => {
    const adminSocket = await connect(url, { token: admin.token });
    sockets.push(adminSocket);
    const events = recordEvents(adminSocket);
    const form = uploadForm('chat', 'scan.pdf', TINY_PDF);
    const uploadedFile = await server.app.inject({
      method: 'POST',
      url: '/api/files',
      payload: form.payload,
      headers: { ...form.headers, ...auth(ann) },
    });
    const fileId = uploadedFile.json().id;
    await server.app.inject({
      method: 'POST',
      url: '/api/user/messages',
      headers: auth(ann),
      payload: { body: '', client_id: clientId(), attachment_ids: [fileId] },
    });
    await eventually(() => events.some(([name]) => name === 'new_message'), 'new_message');
    const [, message] = events.find(([name]) => name === 'new_message') ?? [];
    expect(message).toMatchObject({
      user_id: ann.id,
      body: '',
      attachments: [
        {
          id: fileId,
          name: 'scan.pdf',
          size: TINY_PDF.length,
          mime_type: 'application/pdf',
          url: `${server.context.config.backendUrl}/api/chat/attachments/${fileId}`,
        },
      ],
    });
  });
});
