import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatMessages } from '../src/db/schema';
import { insertNotification } from '../src/notifications/notification-store';
import { TINY_PNG } from './file-fixtures';
import { insertArticle } from './fixtures';
import {
  call,
  clientKey,
  completeDraft,
  createPanelWorld,
  decideAs,
  type PanelAccount,
  type PanelWorld,
  submitted,
  upload,
} from './panel-fixtures';

/**
 * Two authors and an administrator against every `user/*` and `admin/*` endpoint: Ann owns
 * submissions in several states, files, a published article, notifications, bookmarks and chat
 * messages; Bob (an author) and the administrator aim every request at Ann's ids. The matrix is
 * generated from one table, and the table must cover every such operation of the OpenAPI
 * document, so a new endpoint cannot be added without being checked here.
 */

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * - `owned`: names something of Ann's by id → 404 for anyone else (the admin included: the
 *   `user/*` side is always the caller's own).
 * - `self`: acts on the caller only → Bob's call may succeed or fail, but never touches Ann.
 * - `admin`: administrators only → 403 for an author.
 */
type Kind = 'owned' | 'self' | 'admin';

interface Row {
  method: Method;
  /** The OpenAPI path, e.g. `/api/user/submissions/{id}`. */
  route: string;
  kind: Kind;
  /** The concrete path and body, built from Ann's ids (and Bob's own, where a body needs them). */
  request: () => { path: string; body?: unknown };
}

interface AnnIds {
  draft: number;
  draftFile: number;
  submitted: number;
  revisions: number;
  revisionFile: number;
  article: number;
  notification: number;
  avatarFile: number;
  chatMessage: number;
  bobDraft: number;
  bobFile: number;
}

describe('access matrix: two authors and an administrator', () => {
  let world: PanelWorld;
  let ids: AnnIds;

  beforeAll(async () => {
    world = await createPanelWorld();
    const { testApp, ann, bob } = world;
    const { db } = testApp.context;
    const draft = await completeDraft(world, ann);
    const draftFile = (await call(testApp, ann, 'GET', `user/submissions/${draft}`)).json().files[0]
      .id;
    const sent = await submitted(world, ann);
    const revisions = await submitted(world, ann);
    await decideAs(world, revisions, 'request_revisions', 'Please revise.');
    const revisionFile = await upload(testApp, ann, 'manuscript', 'revised.pdf');
    await call(testApp, ann, 'POST', `user/submissions/${revisions}/files`, {
      fileId: revisionFile,
      role: 'revision',
    });
    const article = await insertArticle(db, {
      journalId: world.journal.journal.id,
      issueId: world.journal.issues.currentIssue.id,
      submittedBy: ann.id,
    });
    const { notification } = await insertNotification(db, {
      userId: ann.id,
      kind: 'system',
      title: 'For Ann',
      body: 'Private.',
    });
    const avatarFile = await upload(testApp, ann, 'avatar', 'ann.png', TINY_PNG);
    await call(testApp, ann, 'PUT', 'user/avatar', { fileId: avatarFile });
    await call(testApp, ann, 'PUT', `user/bookmarks/${world.journal.articles.review.id}`);
    const [message] = await db
      .insert(chatMessages)
      .values({ userId: ann.id, sender: 'admin', body: 'Hello Ann', clientId: 'matrix-1' })
      .returning({ id: chatMessages.id });
    const bobDraft = (
      await call(testApp, bob, 'POST', 'user/submissions', { clientKey: clientKey() })
    ).json().id;
    const bobFile = await upload(testApp, bob, 'manuscript');
    ids = {
      draft,
      draftFile,
      submitted: sent,
      revisions,
      revisionFile,
      article: article.id,
      notification: notification.id,
      avatarFile,
      chatMessage: message?.id ?? 0,
      bobDraft,
      bobFile,
    };
  });
  afterAll(() => world.close());

  const rows: Row[] = [
    // The author panel.
    {
      method: 'GET',
      route: '/api/user/dashboard',
      kind: 'self',
      request: () => ({ path: 'user/dashboard' }),
    },
    {
      method: 'GET',
      route: '/api/user/submission-options',
      kind: 'self',
      request: () => ({ path: 'user/submission-options' }),
    },
    {
      method: 'GET',
      route: '/api/user/submissions',
      kind: 'self',
      request: () => ({ path: 'user/submissions?perPage=100' }),
    },
    {
      method: 'POST',
      route: '/api/user/submissions',
      kind: 'self',
      request: () => ({
        path: 'user/submissions',
        body: { clientKey: clientKey(), title: 'Bob’s own' },
      }),
    },
    ...(['draft', 'submitted', 'revisions'] as const).flatMap((which): Row[] => [
      {
        method: 'GET',
        route: '/api/user/submissions/{id}',
        kind: 'owned',
        request: () => ({ path: `user/submissions/${ids[which]}` }),
      },
      {
        method: 'PATCH',
        route: '/api/user/submissions/{id}',
        kind: 'owned',
        request: () => ({ path: `user/submissions/${ids[which]}`, body: { title: 'Taken over' } }),
      },
      {
        method: 'DELETE',
        route: '/api/user/submissions/{id}',
        kind: 'owned',
        request: () => ({ path: `user/submissions/${ids[which]}` }),
      },
      {
        method: 'POST',
        route: '/api/user/submissions/{id}/submit',
        kind: 'owned',
        request: () => ({ path: `user/submissions/${ids[which]}/submit`, body: {} }),
      },
      {
        method: 'POST',
        route: '/api/user/submissions/{id}/resubmit',
        kind: 'owned',
        request: () => ({
          path: `user/submissions/${ids[which]}/resubmit`,
          body: { message: 'Mine now.' },
        }),
      },
      {
        method: 'POST',
        route: '/api/user/submissions/{id}/files',
        kind: 'owned',
        request: () => ({
          path: `user/submissions/${ids[which]}/files`,
          body: { fileId: ids.bobFile, role: 'supplementary' },
        }),
      },
    ]),
    {
      method: 'DELETE',
      route: '/api/user/submissions/{id}/files/{fileId}',
      kind: 'owned',
      request: () => ({ path: `user/submissions/${ids.draft}/files/${ids.draftFile}` }),
    },
    {
      method: 'DELETE',
      route: '/api/user/submissions/{id}/files/{fileId}',
      kind: 'owned',
      request: () => ({ path: `user/submissions/${ids.revisions}/files/${ids.revisionFile}` }),
    },
    // Ann's file named in the body of a request on the caller's own draft: refused, not attached.
    {
      method: 'POST',
      route: '/api/user/submissions/{id}/files',
      kind: 'self',
      request: () => ({
        path: `user/submissions/${ids.bobDraft}/files`,
        body: { fileId: ids.draftFile, role: 'manuscript' },
      }),
    },
    {
      method: 'GET',
      route: '/api/user/articles',
      kind: 'self',
      request: () => ({ path: 'user/articles' }),
    },
    {
      method: 'GET',
      route: '/api/user/articles/{id}',
      kind: 'owned',
      request: () => ({ path: `user/articles/${ids.article}` }),
    },
    {
      method: 'GET',
      route: '/api/user/articles/{id}/metrics',
      kind: 'owned',
      request: () => ({ path: `user/articles/${ids.article}/metrics` }),
    },
    {
      method: 'GET',
      route: '/api/user/notifications',
      kind: 'self',
      request: () => ({ path: 'user/notifications' }),
    },
    {
      method: 'POST',
      route: '/api/user/notifications/read-all',
      kind: 'self',
      request: () => ({ path: 'user/notifications/read-all', body: {} }),
    },
    {
      method: 'GET',
      route: '/api/user/notifications/{id}',
      kind: 'owned',
      request: () => ({ path: `user/notifications/${ids.notification}` }),
    },
    {
      method: 'POST',
      route: '/api/user/notifications/{id}/read',
      kind: 'owned',
      request: () => ({ path: `user/notifications/${ids.notification}/read`, body: {} }),
    },
    {
      method: 'GET',
      route: '/api/user/bookmarks',
      kind: 'self',
      request: () => ({ path: 'user/bookmarks' }),
    },
    {
      method: 'GET',
      route: '/api/user/bookmarks/{articleId}',
      kind: 'self',
      request: () => ({ path: `user/bookmarks/${world.journal.articles.review.id}` }),
    },
    {
      method: 'PUT',
      route: '/api/user/bookmarks/{articleId}',
      kind: 'self',
      request: () => ({ path: `user/bookmarks/${world.journal.articles.firstResearch.id}` }),
    },
    {
      method: 'DELETE',
      route: '/api/user/bookmarks/{articleId}',
      kind: 'self',
      request: () => ({ path: `user/bookmarks/${world.journal.articles.review.id}` }),
    },
    {
      method: 'PATCH',
      route: '/api/user/profile',
      kind: 'self',
      request: () => ({ path: 'user/profile', body: { bio: 'Bob’s bio' } }),
    },
    {
      method: 'PUT',
      route: '/api/user/avatar',
      kind: 'self',
      request: () => ({ path: 'user/avatar', body: { fileId: ids.avatarFile } }),
    },
    {
      method: 'DELETE',
      route: '/api/user/avatar',
      kind: 'self',
      request: () => ({ path: 'user/avatar' }),
    },
    {
      method: 'POST',
      route: '/api/user/email',
      kind: 'self',
      request: () => ({
        path: 'user/email',
        body: { email: 'taken-over@quire.test', currentPassword: 'wrong password' },
      }),
    },
    {
      method: 'GET',
      route: '/api/user/mail-preferences',
      kind: 'self',
      request: () => ({ path: 'user/mail-preferences' }),
    },
    {
      method: 'PATCH',
      route: '/api/user/mail-preferences',
      kind: 'self',
      request: () => ({ path: 'user/mail-preferences', body: { decisions: false } }),
    },
    {
      method: 'DELETE',
      route: '/api/user/account',
      kind: 'self',
      request: () => ({
        path: 'user/account',
        body: { currentPassword: 'wrong password', confirm: 'DELETE' },
      }),
    },
    // The chat: one conversation per user, so every call is the caller's own.
    {
      method: 'GET',
      route: '/api/user/messages',
      kind: 'self',
      request: () => ({ path: 'user/messages' }),
    },
    {
      method: 'POST',
      route: '/api/user/messages',
      kind: 'self',
      request: () => ({ path: 'user/messages', body: { body: 'Hi', client_id: clientKey() } }),
    },
    {
      method: 'POST',
      route: '/api/user/messages/read',
      kind: 'owned',
      request: () => ({ path: 'user/messages/read', body: { id: ids.chatMessage } }),
    },
    {
      method: 'POST',
      route: '/api/user/messages/read-all',
      kind: 'self',
      request: () => ({ path: 'user/messages/read-all', body: {} }),
    },
    {
      method: 'GET',
      route: '/api/user/messages/unread-count',
      kind: 'self',
      request: () => ({ path: 'user/messages/unread-count' }),
    },
    // The editors' side.
    {
      method: 'GET',
      route: '/api/admin/submissions',
      kind: 'admin',
      request: () => ({ path: 'admin/submissions' }),
    },
    {
      method: 'GET',
      route: '/api/admin/submissions/{id}',
      kind: 'admin',
      request: () => ({ path: `admin/submissions/${ids.submitted}` }),
    },
    {
      method: 'POST',
      route: '/api/admin/submissions/{id}/decisions',
      kind: 'admin',
      request: () => ({
        path: `admin/submissions/${ids.submitted}/decisions`,
        body: { decision: 'accept' },
      }),
    },
    {
      method: 'GET',
      route: '/api/admin/submissions/{id}/issues',
      kind: 'admin',
      request: () => ({ path: `admin/submissions/${ids.submitted}/issues` }),
    },
    {
      method: 'POST',
      route: '/api/admin/submissions/{id}/publish',
      kind: 'admin',
      request: () => ({
        path: `admin/submissions/${ids.submitted}/publish`,
        body: { issueId: world.journal.issues.currentIssue.id },
      }),
    },
    {
      method: 'GET',
      route: '/api/admin/issues',
      kind: 'admin',
      request: () => ({ path: 'admin/issues' }),
    },
    {
      method: 'GET',
      route: '/api/admin/issues/{issueId}',
      kind: 'admin',
      request: () => ({ path: `admin/issues/${world.journal.issues.currentIssue.id}` }),
    },
    {
      method: 'PUT',
      route: '/api/admin/issues/{issueId}/cover',
      kind: 'admin',
      request: () => ({
        path: `admin/issues/${world.journal.issues.currentIssue.id}/cover`,
        body: { fileId: ids.avatarFile, alt: 'A cover' },
      }),
    },
    {
      method: 'DELETE',
      route: '/api/admin/issues/{issueId}/cover',
      kind: 'admin',
      request: () => ({ path: `admin/issues/${world.journal.issues.currentIssue.id}/cover` }),
    },
    {
      method: 'POST',
      route: '/api/admin/cache/purge',
      kind: 'admin',
      request: () => ({ path: 'admin/cache/purge', body: {} }),
    },
    {
      method: 'GET',
      route: '/api/admin/conversations',
      kind: 'admin',
      request: () => ({ path: 'admin/conversations' }),
    },
    {
      method: 'GET',
      route: '/api/admin/conversations/{userId}/messages',
      kind: 'admin',
      request: () => ({ path: `admin/conversations/${world.ann.id}/messages` }),
    },
    {
      method: 'POST',
      route: '/api/admin/conversations/{userId}/messages',
      kind: 'admin',
      request: () => ({
        path: `admin/conversations/${world.ann.id}/messages`,
        body: { body: 'Hi', client_id: clientKey() },
      }),
    },
    {
      method: 'POST',
      route: '/api/admin/conversations/{userId}/read',
      kind: 'admin',
      request: () => ({
        path: `admin/conversations/${world.ann.id}/read`,
        body: { id: ids.chatMessage },
      }),
    },
    {
      method: 'POST',
      route: '/api/admin/conversations/{userId}/read-all',
      kind: 'admin',
      request: () => ({ path: `admin/conversations/${world.ann.id}/read-all`, body: {} }),
    },
    {
      method: 'DELETE',
      route: '/api/admin/messages/{id}',
      kind: 'admin',
      request: () => ({ path: `admin/messages/${ids.chatMessage}` }),
    },
    {
      method: 'DELETE',
      route: '/api/admin/conversations/{userId}',
      kind: 'admin',
      request: () => ({ path: `admin/conversations/${world.ann.id}` }),
    },
  ];

  const send = (who: PanelAccount | null, row: Row): Promise<LightMyRequestResponse> => {
    const { path, body } = row.request();
    return call(world.testApp, who, row.method, path, body);
  };
  const label = (row: Row) => `${row.method} ${row.request().path}`;

  /** Everything Ann can see of her own account, to prove nobody else changed any of it. */
  async function annState() {
    const { testApp, ann } = world;
    const read = async (path: string) => (await call(testApp, ann, 'GET', path)).json();
    return {
      session: (
        await testApp.app.inject({ method: 'GET', url: '/api/auth/session', headers: ann.headers })
      ).json(),
      submissions: await Promise.all(
        [ids.draft, ids.submitted, ids.revisions].map((id) => read(`user/submissions/${id}`)),
      ),
      list: await read('user/submissions?perPage=100'),
      notifications: await read('user/notifications'),
      bookmarks: await read('user/bookmarks'),
      articles: await read(`user/articles/${ids.article}`),
      chat: await read('user/messages'),
      mailPreferences: await read('user/mail-preferences'),
    };
  }

  it('covers every user/* and admin/* operation of the OpenAPI document', () => {
    const document = world.testApp.app.swagger() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const operations = Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/api/user/') || path.startsWith('/api/admin/'))
      .flatMap(([path, methods]) =>
        Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
      );
    const covered = new Set(rows.map((row) => `${row.method} ${row.route}`));
    expect(operations.filter((operation) => !covered.has(operation))).toEqual([]);
    expect([...covered].filter((operation) => !operations.includes(operation))).toEqual([]);
  });

  it('answers 401 to every one of them when signed out', async () => {
    const wrong: string[] = [];
    for (const row of rows) {
      const response = await send(null, row);
      if (response.statusCode !== 401) wrong.push(`${label(row)} → ${response.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it('lets an author reach none of the administrators’ endpoints (403)', async () => {
    const wrong: string[] = [];
    for (const row of rows.filter((entry) => entry.kind === 'admin')) {
      const response = await send(world.bob, row);
      if (response.statusCode !== 403) wrong.push(`${label(row)} → ${response.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it('gives another author and the administrator 404 for every id of Ann’s, and changes nothing of hers', async () => {
    const before = await annState();
    const wrong: string[] = [];
    for (const who of [world.bob, world.admin]) {
      for (const row of rows.filter((entry) => entry.kind !== 'admin')) {
        const response = await send(who, row);
        const status = response.statusCode;
        const name = who === world.bob ? 'bob' : 'admin';
        if (row.kind === 'owned' && status !== 404)
          wrong.push(`${name}: ${label(row)} → ${status}`);
        if (row.kind === 'self' && status >= 500) wrong.push(`${name}: ${label(row)} → ${status}`);
        // Nothing Ann owns may appear in what the others read of their own.
        if (row.method === 'GET' && status === 200) {
          const text = response.body;
          for (const secret of ['For Ann', 'Hello Ann', 'Please revise.']) {
            if (text.includes(secret)) wrong.push(`${name}: ${label(row)} shows "${secret}"`);
          }
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(await annState()).toEqual(before);
  });

  it('shows another author none of Ann’s submissions, articles, notifications or bookmarks', async () => {
    const { testApp, bob } = world;
    const submissionsSeen = (await call(testApp, bob, 'GET', 'user/submissions?perPage=100')).json()
      .data;
    expect(
      submissionsSeen.every((row: { submitter: { id: number } }) => row.submitter.id === bob.id),
    ).toBe(true);
    expect((await call(testApp, bob, 'GET', 'user/articles')).json().data).toEqual([]);
    const dashboard = (await call(testApp, bob, 'GET', 'user/dashboard')).json();
    expect(dashboard.articles.total).toBe(0);
    expect(
      dashboard.notifications.latest.every((note: { title: string }) => note.title !== 'For Ann'),
    ).toBe(true);
  });

  it('leaves the administrators’ side working for the administrator', async () => {
    const response = await call(
      world.testApp,
      world.admin,
      'GET',
      `admin/submissions/${ids.submitted}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().submitter.id).toBe(world.ann.id);
  });
});
