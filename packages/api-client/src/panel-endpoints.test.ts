import { type RecordingServer, startRecordingServer } from '@quire/test-utils';
import { createLoadingCounter } from '@quire/utils';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHttpClient } from './http-client';
import { createQuireApi, type QuireApi } from './quire-api';

interface Seen {
  method: string;
  path: string;
  query: string;
  body: unknown;
  loading: boolean;
}

let server: RecordingServer;
let api: QuireApi;
let seen: Seen[] = [];
const loading = createLoadingCounter();

// A loopback server that records each call and answers 204: these tests pin the wire format
// (method, path, query, body, loader) of the panel endpoints; the API's own tests pin the answers.
beforeAll(async () => {
  server = await startRecordingServer(({ method, path, query, body }, response) => {
    seen.push({
      method,
      path,
      query,
      body: body ? JSON.parse(body) : undefined,
      loading: loading.isLoading,
    });
    response.statusCode = 204;
    response.end();
  });
  const http = createHttpClient({ apiUrl: server.apiUrl, loading });
  api = createQuireApi(http, { validateResponses: false });
});

afterAll(() => server.close());

beforeEach(() => {
  seen = [];
});

async function lastCall(call: () => Promise<unknown>): Promise<Seen> {
  await call();
  const last = seen.at(-1);
  if (!last) throw new Error('No request reached the server.');
  return last;
}

describe('panel endpoints', () => {
  it.each([
    ['dashboard', () => api.panel.dashboard(), 'GET', '/api/user/dashboard'],
    ['articles', () => api.panel.articles({ query: { page: 2 } }), 'GET', '/api/user/articles'],
    ['article', () => api.panel.article({ params: { id: 5 } }), 'GET', '/api/user/articles/5'],
    [
      'article metrics',
      () => api.panel.articleMetrics({ params: { id: 5 } }),
      'GET',
      '/api/user/articles/5/metrics',
    ],
    [
      'notification',
      () => api.panel.notification({ params: { id: 9 } }),
      'GET',
      '/api/user/notifications/9',
    ],
    [
      'read all',
      () => api.panel.markAllNotificationsRead(),
      'POST',
      '/api/user/notifications/read-all',
    ],
    ['bookmarks', () => api.panel.bookmarks(), 'GET', '/api/user/bookmarks'],
    [
      'bookmark state',
      () => api.panel.bookmarkState({ params: { articleId: 3 } }),
      'GET',
      '/api/user/bookmarks/3',
    ],
    [
      'add bookmark',
      () => api.panel.addBookmark({ params: { articleId: 3 } }),
      'PUT',
      '/api/user/bookmarks/3',
    ],
    [
      'remove bookmark',
      () => api.panel.removeBookmark({ params: { articleId: 3 } }),
      'DELETE',
      '/api/user/bookmarks/3',
    ],
  ])('%s → %s %s', async (_name, call, method, path) => {
    const request = await lastCall(call);
    expect(request).toMatchObject({ method, path });
  });

  it('sends list filters as query parameters', async () => {
    const request = await lastCall(() =>
      api.panel.notifications({ query: { unread: true, page: 2, perPage: 20 } }),
    );
    expect(new URLSearchParams(request.query).get('unread')).toBe('true');
    expect(new URLSearchParams(request.query).get('page')).toBe('2');
  });

  it('marks a notification read without the global loader', async () => {
    const request = await lastCall(() => api.panel.markNotificationRead({ params: { id: 4 } }));
    expect(request).toMatchObject({ method: 'POST', path: '/api/user/notifications/4/read' });
    expect(request.loading).toBe(false);
  });
});

describe('submission endpoints', () => {
  it('creates a draft with its client key and saves fields with PATCH', async () => {
    const created = await lastCall(() =>
      api.submissions.create({ body: { clientKey: 'wizard-0001', title: 'On tides' } }),
    );
    expect(created).toMatchObject({
      method: 'POST',
      path: '/api/user/submissions',
      body: { clientKey: 'wizard-0001', title: 'On tides' },
    });
    const saved = await lastCall(() =>
      api.submissions.update({ params: { id: 7 }, body: { abstract: 'Text' } }),
    );
    expect(saved).toMatchObject({ method: 'PATCH', path: '/api/user/submissions/7' });
  });

  it.each([
    ['options', () => api.submissions.options(), 'GET', '/api/user/submission-options'],
    ['get', () => api.submissions.get({ params: { id: 7 } }), 'GET', '/api/user/submissions/7'],
    [
      'remove',
      () => api.submissions.remove({ params: { id: 7 } }),
      'DELETE',
      '/api/user/submissions/7',
    ],
    [
      'detach',
      () => api.submissions.detachFile({ params: { id: 7, fileId: 8 } }),
      'DELETE',
      '/api/user/submissions/7/files/8',
    ],
    [
      'submit',
      () => api.submissions.submit({ params: { id: 7 } }),
      'POST',
      '/api/user/submissions/7/submit',
    ],
    [
      'editor list',
      () => api.editor.list({ query: { status: 'submitted' } }),
      'GET',
      '/api/admin/submissions',
    ],
    [
      'publish targets',
      () => api.editor.publishTargets({ params: { id: 7 } }),
      'GET',
      '/api/admin/submissions/7/issues',
    ],
  ])('%s → %s %s', async (_name, call, method, path) => {
    expect(await lastCall(call)).toMatchObject({ method, path });
  });

  it('sends decisions, publishing and resubmission bodies as JSON', async () => {
    expect(
      await lastCall(() =>
        api.editor.decide({
          params: { id: 7 },
          body: { decision: 'request_revisions', message: 'Shorten §2.' },
        }),
      ),
    ).toMatchObject({
      path: '/api/admin/submissions/7/decisions',
      body: { decision: 'request_revisions', message: 'Shorten §2.' },
    });
    expect(
      await lastCall(() => api.editor.publish({ params: { id: 7 }, body: { issueId: 3 } })),
    ).toMatchObject({
      path: '/api/admin/submissions/7/publish',
      body: { issueId: 3 },
    });
    expect(
      await lastCall(() =>
        api.editor.setArticleFigure({
          params: { articleId: 5 },
          body: { href: 'fig1', fileId: 9 },
        }),
      ),
    ).toMatchObject({
      method: 'PUT',
      path: '/api/admin/articles/5/figures',
      body: { href: 'fig1', fileId: 9 },
    });
    expect(
      await lastCall(() =>
        api.editor.addSupplementaryFile({
          params: { articleId: 5 },
          body: { fileId: 9, label: 'Data S1', dataType: 'dataset' },
        }),
      ),
    ).toMatchObject({
      method: 'POST',
      path: '/api/admin/articles/5/supplementary-files',
      body: { fileId: 9, label: 'Data S1', dataType: 'dataset' },
    });
    expect(
      await lastCall(() =>
        api.editor.saveSupplementaryFiles({
          params: { articleId: 5 },
          body: {
            files: [{ id: 3, label: 'Data S1', dataType: 'dataset' }],
          },
        }),
      ),
    ).toMatchObject({ method: 'PUT', path: '/api/admin/articles/5/supplementary-files' });
    expect(
      await lastCall(() =>
        api.editor.removeSupplementaryFile({
          params: { articleId: 5, fileId: 3 },
          query: { versionNote: 'Withdrawn.' },
        }),
      ),
    ).toMatchObject({
      method: 'DELETE',
      path: '/api/admin/articles/5/supplementary-files/3',
      query: 'versionNote=Withdrawn.',
    });
    expect(
      await lastCall(() =>
        api.submissions.resubmit({ params: { id: 7 }, body: { message: 'Done.' } }),
      ),
    ).toMatchObject({
      path: '/api/user/submissions/7/resubmit',
      body: { message: 'Done.' },
    });
    expect(
      await lastCall(() =>
        api.submissions.attachFile({ params: { id: 7 }, body: { fileId: 2, role: 'revision' } }),
      ),
    ).toMatchObject({
      path: '/api/user/submissions/7/files',
      body: { fileId: 2, role: 'revision' },
    });
  });
});

describe('account endpoints', () => {
  it.each([
    [
      'profile',
      () => api.account.updateProfile({ body: { name: 'Ada' } }),
      'PATCH',
      '/api/user/profile',
    ],
    ['avatar', () => api.account.setAvatar({ body: { fileId: 4 } }), 'PUT', '/api/user/avatar'],
    ['no avatar', () => api.account.removeAvatar(), 'DELETE', '/api/user/avatar'],
    [
      'email',
      () => api.account.changeEmail({ body: { email: 'a@b.org', currentPassword: 'x' } }),
      'POST',
      '/api/user/email',
    ],
    ['mail preferences', () => api.account.mailPreferences(), 'GET', '/api/user/mail-preferences'],
  ])('%s → %s %s', async (_name, call, method, path) => {
    expect(await lastCall(call)).toMatchObject({ method, path });
  });

  it('switches notice mails with only the fields sent in the body', async () => {
    const request = await lastCall(() =>
      api.account.updateMailPreferences({ body: { publication: false } }),
    );
    expect(request).toMatchObject({
      method: 'PATCH',
      path: '/api/user/mail-preferences',
      body: { publication: false },
    });
  });

  it('deletes the account with the password and phrase in the body', async () => {
    const request = await lastCall(() =>
      api.account.deleteAccount({ body: { currentPassword: 'secret', confirm: 'DELETE' } }),
    );
    expect(request).toMatchObject({
      method: 'DELETE',
      path: '/api/user/account',
      body: { currentPassword: 'secret', confirm: 'DELETE' },
    });
  });
});

describe('staff endpoints', () => {
  it.each([
    [
      'list',
      () => api.staff.list({ params: { journalId: 3 } }),
      'GET',
      '/api/admin/journals/3/staff',
      undefined,
    ],
    [
      'candidates',
      () => api.staff.candidates({ params: { journalId: 3 }, query: { name: 'Ada' } }),
      'GET',
      '/api/admin/journals/3/staff/candidates',
      undefined,
    ],
    [
      'add',
      () =>
        api.staff.add({
          params: { journalId: 3 },
          body: { email: 'e@example.org', roles: ['editor'], sectionIds: [] },
        }),
      'POST',
      '/api/admin/journals/3/staff',
      { email: 'e@example.org', roles: ['editor'], sectionIds: [] },
    ],
    [
      'set',
      () =>
        api.staff.set({
          params: { journalId: 3, userId: 9 },
          body: { roles: ['section_editor'], sectionIds: [4] },
        }),
      'PUT',
      '/api/admin/journals/3/staff/9',
      { roles: ['section_editor'], sectionIds: [4] },
    ],
    [
      'remove',
      () => api.staff.remove({ params: { journalId: 3, userId: 9 } }),
      'DELETE',
      '/api/admin/journals/3/staff/9',
      undefined,
    ],
  ] as const)('%s', async (_name, call, method, path, body) => {
    expect(await lastCall(call)).toMatchObject({ method, path, body });
  });

  it('sends the candidates’ name and the list’s search as query parameters', async () => {
    const found = await lastCall(() =>
      api.staff.candidates({ params: { journalId: 3 }, query: { name: 'Ada' } }),
    );
    expect(new URLSearchParams(found.query).get('name')).toBe('Ada');
    const listed = await lastCall(() =>
      api.staff.list({ params: { journalId: 3 }, query: { q: 'lo' } }),
    );
    expect(new URLSearchParams(listed.query).get('q')).toBe('lo');
  });
});

describe('journal endpoints of the back office', () => {
  const section = { title: 'Notes', submissionsOpen: true, peerReviewed: false };
  it.each([
    ['list', () => api.journals.list(), 'GET', '/api/admin/journals', undefined],
    ['attention', () => api.attention.read(), 'GET', '/api/admin/attention', undefined],
    [
      'news',
      () => api.editorial.news({ query: { journal: 'site' } }),
      'GET',
      '/api/admin/news',
      undefined,
    ],
    [
      'removeNews',
      () => api.editorial.removeNews({ params: { newsId: 4 } }),
      'DELETE',
      '/api/admin/news/4',
      undefined,
    ],
    [
      'savePage',
      () =>
        api.editorial.saveJournalPage({
          params: { journalId: 3, pageId: 5 },
          body: { title: 'T', body: '<p>b</p>', inMenu: true, version: 2 },
        }),
      'PUT',
      '/api/admin/journals/3/pages/5',
      { title: 'T', body: '<p>b</p>', inMenu: true, version: 2 },
    ],
    [
      'orderPages',
      () => api.editorial.orderJournalPages({ params: { journalId: 3 }, body: { ids: [5, 6] } }),
      'PUT',
      '/api/admin/journals/3/pages/order',
      { ids: [5, 6] },
    ],
    [
      'audit',
      () => api.audit.list({ query: { action: 'journal.updated', before: 9 } }),
      'GET',
      '/api/admin/audit',
      undefined,
    ],
    [
      'create',
      () => api.journals.create({ body: { title: 'J', slug: 'j' } }),
      'POST',
      '/api/admin/journals',
      { title: 'J', slug: 'j' },
    ],
    [
      'order',
      () => api.journals.order({ body: { ids: [2, 1] } }),
      'PUT',
      '/api/admin/journals/order',
      { ids: [2, 1] },
    ],
    [
      'settings',
      () => api.journals.settings({ params: { journalId: 3 } }),
      'GET',
      '/api/admin/journals/3',
      undefined,
    ],
    [
      'archive',
      () => api.journals.archive({ params: { journalId: 3 } }),
      'POST',
      '/api/admin/journals/3/archive',
      undefined,
    ],
    [
      'restore',
      () => api.journals.restore({ params: { journalId: 3 } }),
      'POST',
      '/api/admin/journals/3/restore',
      undefined,
    ],
    [
      'remove',
      () => api.journals.remove({ params: { journalId: 3 } }),
      'DELETE',
      '/api/admin/journals/3',
      undefined,
    ],
    [
      'addSection',
      () => api.journals.addSection({ params: { journalId: 3 }, body: section }),
      'POST',
      '/api/admin/journals/3/sections',
      section,
    ],
    [
      'saveSection',
      () =>
        api.journals.saveSection({
          params: { journalId: 3, sectionId: 7 },
          body: { ...section, version: 2 },
        }),
      'PUT',
      '/api/admin/journals/3/sections/7',
      { ...section, version: 2 },
    ],
    [
      'removeSection',
      () => api.journals.removeSection({ params: { journalId: 3, sectionId: 7 } }),
      'DELETE',
      '/api/admin/journals/3/sections/7',
      undefined,
    ],
    [
      'orderSections',
      () => api.journals.orderSections({ params: { journalId: 3 }, body: { ids: [7, 8] } }),
      'PUT',
      '/api/admin/journals/3/sections/order',
      { ids: [7, 8] },
    ],
  ] as const)('%s', async (_name, call, method, path, body) => {
    expect(await lastCall(call)).toMatchObject({ method, path, body });
  });
});

describe('invitation endpoints', () => {
  it.each([
    [
      'list',
      () => api.invitations.list({ params: { journalId: 3 } }),
      'GET',
      '/api/admin/journals/3/invitations',
      undefined,
    ],
    [
      'create',
      () =>
        api.invitations.create({
          params: { journalId: 3 },
          body: { email: 'e@example.org', roles: ['reviewer'], sectionIds: [] },
        }),
      'POST',
      '/api/admin/journals/3/invitations',
      { email: 'e@example.org', roles: ['reviewer'], sectionIds: [] },
    ],
    [
      'resend',
      () => api.invitations.resend({ params: { journalId: 3, invitationId: 5 } }),
      'POST',
      '/api/admin/journals/3/invitations/5/resend',
      undefined,
    ],
    [
      'cancel',
      () => api.invitations.cancel({ params: { journalId: 3, invitationId: 5 } }),
      'DELETE',
      '/api/admin/journals/3/invitations/5',
      undefined,
    ],
    [
      'read',
      () => api.invitations.read({ params: { token: 'tok_en-1' } }),
      'GET',
      '/api/invitations/tok_en-1',
      undefined,
    ],
    [
      'accept',
      () => api.invitations.accept({ params: { token: 'tok_en-1' } }),
      'POST',
      '/api/invitations/tok_en-1/accept',
      undefined,
    ],
    [
      'register',
      () =>
        api.invitations.register({
          params: { token: 'tok_en-1' },
          body: { name: 'Nia', password: 'long enough pass' },
        }),
      'POST',
      '/api/invitations/tok_en-1/register',
      { name: 'Nia', password: 'long enough pass' },
    ],
  ] as const)('%s', async (_name, call, method, path, body) => {
    expect(await lastCall(call)).toMatchObject({ method, path, body });
  });
});

describe('people endpoints', () => {
  it.each([
    [
      'list',
      () =>
        api.people.list({ query: { q: 'ann', role: 'editor', sort: 'lastSignIn', dir: 'desc' } }),
      'GET',
      '/api/admin/users',
    ],
    [
      'disable',
      () => api.people.disable({ params: { userId: 9 } }),
      'POST',
      '/api/admin/users/9/disable',
    ],
    [
      'enable',
      () => api.people.enable({ params: { userId: 9 } }),
      'POST',
      '/api/admin/users/9/enable',
    ],
    [
      'grantSiteAdmin',
      () => api.people.grantSiteAdmin({ params: { userId: 9 } }),
      'PUT',
      '/api/admin/users/9/site-admin',
    ],
    [
      'revokeSiteAdmin',
      () => api.people.revokeSiteAdmin({ params: { userId: 9 } }),
      'DELETE',
      '/api/admin/users/9/site-admin',
    ],
  ] as const)('%s', async (_name, call, method, path) => {
    expect(await lastCall(call)).toMatchObject({ method, path });
  });

  it('sends the list filters as query parameters', async () => {
    const seenCall = await lastCall(() =>
      api.people.list({ query: { q: 'ann', role: 'editor', page: 2 } }),
    );
    expect(new URLSearchParams(seenCall.query).get('role')).toBe('editor');
    expect(new URLSearchParams(seenCall.query).get('page')).toBe('2');
  });
});

describe('review endpoints', () => {
  const draft = { answers: {}, recommendation: null, commentsForAuthor: '', commentsForEditor: '' };
  it.each([
    ['task', () => api.review.task({ params: { id: 4 } }), 'GET', '/api/reviews/4', undefined],
    [
      'taskByLink',
      () => api.review.taskByLink({ params: { token: 'tok_en-1' } }),
      'GET',
      '/api/review-links/tok_en-1',
      undefined,
    ],
    [
      'saveDraftByLink',
      () => api.review.saveDraftByLink({ params: { token: 'tok_en-1' }, body: draft }),
      'PUT',
      '/api/review-links/tok_en-1/review',
      draft,
    ],
    [
      'submit',
      () => api.review.submit({ params: { id: 4 }, body: draft }),
      'POST',
      '/api/reviews/4/review/submit',
      draft,
    ],
    [
      'remind',
      () => api.review.remind({ params: { id: 6 }, body: {} }),
      'POST',
      '/api/admin/review-assignments/6/remind',
      {},
    ],
    [
      'setReviewerInterests',
      () =>
        api.review.setReviewerInterests({
          params: { journalId: 3, userId: 9 },
          body: { interests: ['Topology'] },
        }),
      'PUT',
      '/api/admin/journals/3/reviewers/9/interests',
      { interests: ['Topology'] },
    ],
  ] as const)('%s', async (_name, call, method, path, body) => {
    expect(await lastCall(call)).toMatchObject({ method, path, body });
  });

  it('sends the decision draft’s decision as a query parameter', async () => {
    const seenCall = await lastCall(() =>
      api.review.decisionDraft({ params: { id: 5 }, query: { decision: 'accept' } }),
    );
    expect(seenCall.path).toBe('/api/admin/submissions/5/decision-draft');
    expect(new URLSearchParams(seenCall.query).get('decision')).toBe('accept');
  });

  it('streams a review’s file from the path it is given', async () => {
    expect(
      await lastCall(() => api.review.fileStream('/review-links/tok_en-1/files/8')),
    ).toMatchObject({ method: 'GET', path: '/api/review-links/tok_en-1/files/8' });
  });
});

describe('discussion endpoints', () => {
  it.each([
    [
      'listAsEditor',
      () => api.discussions.listAsEditor({ params: { id: 7 } }),
      'GET',
      '/api/admin/submissions/7/discussions',
      undefined,
    ],
    [
      'readAsAuthor',
      () => api.discussions.readAsAuthor({ params: { id: 7, thread: 'editor-author' } }),
      'GET',
      '/api/user/submissions/7/discussions/editor-author',
      undefined,
    ],
    [
      'postAsReviewer',
      () =>
        api.discussions.postAsReviewer({
          params: { id: 4, thread: 'editor-reviewer-4' },
          body: { body: 'Hello', clientId: 'client-id-0001' },
        }),
      'POST',
      '/api/reviews/4/discussions/editor-reviewer-4/messages',
      { body: 'Hello', clientId: 'client-id-0001' },
    ],
    [
      'markReadByLink',
      () =>
        api.discussions.markReadByLink({
          params: { token: 'tok_en-1', thread: 'editor-reviewer-4' },
          body: {},
        }),
      'POST',
      '/api/review-links/tok_en-1/discussions/editor-reviewer-4/read',
      {},
    ],
    ['unread', () => api.discussions.unread(), 'GET', '/api/user/discussions/unread', undefined],
  ] as const)('%s', async (_name, call, method, path, body) => {
    expect(await lastCall(call)).toMatchObject({ method, path, body });
  });
});
