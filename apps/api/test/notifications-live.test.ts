import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { newNotificationEventSchema } from '@quire/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalDiskStorage } from '../src/files/storage';
import type { RunningServer } from '../src/server';
import {
  auth,
  awaitLaterMarker,
  type ChatAccount,
  type ClientSocket,
  clientId,
  connected,
  createChatAccount,
  eventually,
  freshDatabaseUrl,
  openSocket,
  recordEvents,
  serverConfig,
  serverSocketsClosed,
} from './chat-fixtures';
import { TINY_PDF, uploadForm } from './file-fixtures';
import { createJournalFixture, type JournalFixture } from './fixtures';
import { clientKey, completeFields } from './panel-fixtures';
import { startTestServer } from './test-app';

describe('notifications arrive live over socket.io', () => {
  let server: RunningServer;
  let database: Awaited<ReturnType<typeof freshDatabaseUrl>>;
  let filesDir: string;
  let ann: ChatAccount;
  let bob: ChatAccount;
  let admin: ChatAccount;
  let journal: JournalFixture;
  const open: ClientSocket[] = [];

  function request(
    account: ChatAccount,
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: object,
  ) {
    return server.app.inject({
      method,
      url: `/api/${url}`,
      headers: auth(account),
      ...(payload ? { payload } : {}),
    });
  }

  async function join(account: ChatAccount) {
    const socket = openSocket(server.url, { token: account.token });
    open.push(socket);
    const events = recordEvents(socket);
    await connected(socket);
    return events;
  }

  /** A submitted submission of Ann's, through the real HTTP routes. */
  async function annSubmits(): Promise<number> {
    const created = await request(ann, 'POST', 'user/submissions', {
      clientKey: clientKey(),
      ...completeFields(journal.journal.id, journal.sections.research.id),
    });
    const id = created.json().id;
    const form = uploadForm('manuscript', 'paper.pdf', TINY_PDF);
    const uploaded = await server.app.inject({
      method: 'POST',
      url: '/api/files',
      headers: { ...auth(ann), ...form.headers },
      payload: form.payload,
    });
    await request(ann, 'POST', `user/submissions/${id}/files`, {
      fileId: uploaded.json().id,
      role: 'manuscript',
    });
    const sent = await request(ann, 'POST', `user/submissions/${id}/submit`, {});
    expect(sent.statusCode).toBe(200);
    return id;
  }

  beforeAll(async () => {
    database = await freshDatabaseUrl();
    // Uploads go to a temporary folder (a `memory://` data dir keeps only the database in memory).
    filesDir = await mkdtemp(path.join(os.tmpdir(), 'quire-live-files-'));
    server = await startTestServer(serverConfig({ databaseUrl: database.url }), {
      beforeListen: async (context) => {
        context.storage = new LocalDiskStorage(filesDir);
      },
    });
    ann = await createChatAccount(server, 'author', 'Ann');
    bob = await createChatAccount(server, 'author', 'Bob');
    admin = await createChatAccount(server, 'admin', 'Ada');
    journal = await createJournalFixture(server.context.db);
  });
  afterAll(async () => {
    for (const socket of open.splice(0)) socket.disconnect();
    await serverSocketsClosed(server);
    await server.close();
    await database.drop();
    await rm(filesDir, { recursive: true, force: true });
  });

  it('pushes each decision and the publication to the author’s sockets only', async () => {
    const id = await annSubmits();
    const annTab1 = await join(ann);
    const annTab2 = await join(ann);
    const bobEvents = await join(bob);
    const adminEvents = await join(admin);
    const named = (events: unknown[][]) =>
      events.filter((event) => event[0] === 'new_notification');

    const decision = await request(admin, 'POST', `admin/submissions/${id}/decisions`, {
      decision: 'request_revisions',
      message: 'Please add a figure.',
    });
    expect(decision.statusCode).toBe(200);
    await eventually(
      () => named(annTab1).length === 1 && named(annTab2).length === 1,
      'new_notification in both of Ann’s tabs',
    );
    const payload = newNotificationEventSchema.parse(named(annTab1)[0]?.[1]);
    expect(payload).toMatchObject({
      kind: 'decision',
      title: 'Revisions requested: Quiet numbers in loud places',
      body: 'Please add a figure.',
      link: `/panel/submission?id=${id}`,
      submissionId: id,
      readAt: null,
    });
    // It is the stored notification: the REST list shows the same one.
    const list = await request(ann, 'GET', 'user/notifications');
    expect(list.json().data[0]).toEqual(payload);

    await request(admin, 'POST', `admin/submissions/${id}/decisions`, {
      decision: 'decline',
      message: 'Not this time.',
    });
    await eventually(() => named(annTab1).length === 2, 'second notification');
    // A later marker on Bob's and the administrator's sockets (the decision route emits before it
    // answers): a chat message to Bob, which reaches both.
    await awaitLaterMarker(
      [bobEvents, adminEvents],
      () =>
        request(admin, 'POST', `admin/conversations/${bob.id}/messages`, {
          body: 'a later marker',
          client_id: clientId(),
        }),
      (event) => event[0] === 'new_message',
    );
    expect(named(bobEvents)).toEqual([]);
    expect(named(adminEvents)).toEqual([]);
  });

  it('pushes the publication notification with a link to the article', async () => {
    const id = await annSubmits();
    await request(admin, 'POST', `admin/submissions/${id}/decisions`, { decision: 'accept' });
    // Production: a PDF galley sent as a proof, which Ann approves, before the publication.
    const form = uploadForm('galley', 'galley.pdf', TINY_PDF);
    const galley = await server.app.inject({
      method: 'POST',
      url: '/api/files',
      headers: { ...auth(admin), ...form.headers },
      payload: form.payload,
    });
    await request(admin, 'PUT', `admin/submissions/${id}/production/stage`, {
      stage: 'production',
    });
    await request(admin, 'POST', `admin/submissions/${id}/production/galleys`, {
      fileId: galley.json().id,
    });
    const proof = (await request(admin, 'POST', `admin/submissions/${id}/proofs`)).json().production
      .proofs[0];
    await request(ann, 'POST', `user/submissions/${id}/proofs/${proof.id}/approve`);
    const events = await join(ann);
    const published = await request(admin, 'POST', `admin/submissions/${id}/publish`, {
      issueId: journal.issues.currentIssue.id,
    });
    expect(published.statusCode).toBe(200);
    await eventually(
      () => events.some((event) => event[0] === 'new_notification'),
      'published notification',
    );
    const [, payload] = events.find((event) => event[0] === 'new_notification') ?? [];
    expect(newNotificationEventSchema.parse(payload)).toMatchObject({
      kind: 'published',
      link: published.json().article.path,
    });
  });
});
