import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backgroundTasksOf } from '../src/auth/background-tasks';
import { articles, files, notifications, submissions, users } from '../src/db/schema';
import { insertNotification } from '../src/notifications/notification-store';
import { bearer, browserHeaders, createAccount, GOOD_PASSWORD, signIn } from './auth-fixtures';
import { TINY_PNG } from './file-fixtures';
import { createJournalFixture, type JournalFixture } from './fixtures';
import { call, type PanelAccount, submitted, upload } from './panel-fixtures';
import { createTestApp, type TestApp } from './test-app';

describe('account (user/profile, user/avatar, user/email, user/account, auth/change-password)', () => {
  let testApp: TestApp;
  let journal: JournalFixture;
  let sequence = 0;

  /** A new account with a real password, signed in over HTTP. */
  async function newAccount(): Promise<PanelAccount & { email: string; token: string }> {
    sequence += 1;
    const email = `person-${sequence}@quire.test`;
    const id = await createAccount(testApp, { email, name: `Person ${sequence}` });
    const token = await signIn(testApp, email);
    return { id, email, token, headers: bearer(token) };
  }

  beforeAll(async () => {
    testApp = await createTestApp({ authRateLimitPerMinute: 10_000 });
    journal = await createJournalFixture(testApp.context.db);
  });
  afterAll(() => testApp.close());

  describe('PATCH user/profile', () => {
    it('changes the fields sent, clears blank ones and keeps the rest', async () => {
      const me = await newAccount();
      const first = await call(testApp, me, 'PATCH', 'user/profile', {
        name: '  Grace Hopper ',
        affiliation: 'Navy',
        orcid: '0000-0002-1825-0097',
        bio: 'Compilers.\n\nAnd more.',
      });
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({
        id: me.id,
        name: 'Grace Hopper',
        affiliation: 'Navy',
        orcid: '0000-0002-1825-0097',
        bio: 'Compilers.\n\nAnd more.',
      });
      const second = await call(testApp, me, 'PATCH', 'user/profile', { affiliation: '' });
      expect(second.json()).toMatchObject({
        name: 'Grace Hopper',
        affiliation: null,
        orcid: '0000-0002-1825-0097',
      });
      const session = await testApp.app.inject({
        method: 'GET',
        url: '/api/auth/session',
        headers: me.headers,
      });
      expect(session.json().user.name).toBe('Grace Hopper');
    });

    it.each([
      ['an ORCID with a wrong check digit', { orcid: '0000-0002-1825-0098' }, 'orcid'],
      ['an ORCID in the wrong shape', { orcid: '1234' }, 'orcid'],
      ['an empty name', { name: '   ' }, 'name'],
      ['a name with a line break', { name: 'a\nb' }, 'name'],
      ['too long a biography', { bio: 'x'.repeat(2001) }, 'bio'],
    ])('refuses %s with 400 on that field', async (_label, body, field) => {
      const me = await newAccount();
      const response = await call(testApp, me, 'PATCH', 'user/profile', body);
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().errors)).toEqual([field]);
    });

    it('accepts a lower-case x check digit as X', async () => {
      const me = await newAccount();
      const response = await call(testApp, me, 'PATCH', 'user/profile', {
        orcid: '0000-0002-9079-593x',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().orcid).toBe('0000-0002-9079-593X');
    });

    it('needs a session, and the CSRF header when signed in by cookie', async () => {
      expect((await call(testApp, null, 'PATCH', 'user/profile', { name: 'X' })).statusCode).toBe(
        401,
      );
      const me = await newAccount();
      const cookie = { cookie: `quire_session=${me.token}` };
      const blocked = await testApp.app.inject({
        method: 'PATCH',
        url: '/api/user/profile',
        headers: cookie,
        payload: { name: 'X' },
      });
      expect(blocked.statusCode).toBe(403);
      const allowed = await testApp.app.inject({
        method: 'PATCH',
        url: '/api/user/profile',
        headers: { ...cookie, ...browserHeaders(testApp) },
        payload: { name: 'X' },
      });
      expect(allowed.statusCode).toBe(200);
    });
  });

  describe('user/avatar', () => {
    it('sets an uploaded avatar, replaces it (the old file goes) and removes it', async () => {
      const me = await newAccount();
      const first = await upload(testApp, me, 'avatar', 'me.png', TINY_PNG);
      const set = await call(testApp, me, 'PUT', 'user/avatar', { fileId: first });
      expect(set.statusCode).toBe(200);
      const url: string = set.json().avatarUrl;
      expect(url).toMatch(/\/uploads\/.+\.png$/);
      const served = await testApp.app.inject({ method: 'GET', url: new URL(url).pathname });
      expect(served.statusCode).toBe(200);
      const second = await upload(testApp, me, 'avatar', 'me-2.png', TINY_PNG);
      await call(testApp, me, 'PUT', 'user/avatar', { fileId: second });
      expect(await testApp.context.db.select().from(files).where(eq(files.id, first))).toEqual([]);
      const removed = await call(testApp, me, 'DELETE', 'user/avatar');
      expect(removed.statusCode).toBe(200);
      expect(removed.json().avatarUrl).toBeNull();
      expect(await testApp.context.db.select().from(files).where(eq(files.id, second))).toEqual([]);
    });

    it('refuses a file that is not the caller’s avatar upload (422) and a bad body (400)', async () => {
      const me = await newAccount();
      const other = await newAccount();
      const manuscript = await upload(testApp, me, 'manuscript');
      const notAnImage = await call(testApp, me, 'PUT', 'user/avatar', { fileId: manuscript });
      expect(notAnImage.statusCode).toBe(422);
      expect(notAnImage.json().errors.fileId).toHaveLength(1);
      const theirs = await upload(testApp, other, 'avatar', 'them.png', TINY_PNG);
      const foreign = await call(testApp, me, 'PUT', 'user/avatar', { fileId: theirs });
      expect(foreign.statusCode).toBe(422);
      const bad = await call(testApp, me, 'PUT', 'user/avatar', { fileId: 'x' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors.fileId).toBeDefined();
    });
  });

  describe('POST user/email, POST auth/confirm-email', () => {
    /** The confirmation token of the newest mail to `to`, once the mail queue is empty. */
    async function linkTokenTo(to: string): Promise<string | undefined> {
      await backgroundTasksOf(testApp.context).settled();
      const mails = (await testApp.sentMail()).filter((mail) => mail.to === to);
      return /confirm-email\?token=([\w-]+)/.exec(mails.at(-1)?.text ?? '')?.[1];
    }
    const confirm = (token: unknown) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/auth/confirm-email',
        payload: { token } as Record<string, unknown>,
      });

    it('changes the sign-in email only once the link mailed to the new address is opened', async () => {
      const me = await newAccount();
      const newEmail = `new-${me.email}`;
      const response = await call(testApp, me, 'POST', 'user/email', {
        email: `New-${me.email}`,
        currentPassword: GOOD_PASSWORD,
      });
      expect(response.statusCode).toBe(202);
      expect(response.json().message).toBe(
        `We sent a link to ${newEmail}. Your sign-in email changes when you open it; until then it stays ${me.email}.`,
      );
      await expect(signIn(testApp, me.email)).resolves.toBeTypeOf('string');
      const token = await linkTokenTo(newEmail);
      expect(token).toBeDefined();
      const confirmed = await confirm(token);
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.json()).toEqual({
        message: `Your sign-in email is now ${newEmail}.`,
        email: newEmail,
      });
      await expect(signIn(testApp, newEmail)).resolves.toBeTypeOf('string');
      await expect(signIn(testApp, me.email)).rejects.toThrow('401');
      const again = await confirm(token);
      expect(again.statusCode).toBe(400);
    });

    it('answers a taken address exactly like a free one, and changes nothing', async () => {
      const me = await newAccount();
      const other = await newAccount();
      const taken = await call(testApp, me, 'POST', 'user/email', {
        email: other.email.toUpperCase(),
        currentPassword: GOOD_PASSWORD,
      });
      expect(taken.statusCode).toBe(202);
      expect(taken.json().message).toContain(`We sent a link to ${other.email}.`);
      expect(await linkTokenTo(other.email)).toBeUndefined();
      await expect(signIn(testApp, me.email)).resolves.toBeTypeOf('string');
    });

    it('refuses the link when another account took the address meanwhile (409)', async () => {
      const me = await newAccount();
      const address = `late-${me.email}`;
      await call(testApp, me, 'POST', 'user/email', {
        email: address,
        currentPassword: GOOD_PASSWORD,
      });
      const token = await linkTokenTo(address);
      await createAccount(testApp, { email: address });
      const refused = await confirm(token);
      expect(refused.statusCode).toBe(409);
      await expect(signIn(testApp, me.email)).resolves.toBeTypeOf('string');
    });

    it('keeps only the newest request of an account working', async () => {
      const me = await newAccount();
      await call(testApp, me, 'POST', 'user/email', {
        email: `one-${me.email}`,
        currentPassword: GOOD_PASSWORD,
      });
      const first = await linkTokenTo(`one-${me.email}`);
      await call(testApp, me, 'POST', 'user/email', {
        email: `two-${me.email}`,
        currentPassword: GOOD_PASSWORD,
      });
      // The second request's work (and its mail) is done after its answer: wait for it, as the
      // person would wait for the mail, before opening the first link.
      const second = await linkTokenTo(`two-${me.email}`);
      expect((await confirm(first)).statusCode).toBe(400);
      expect((await confirm(second)).statusCode).toBe(200);
    });

    it('refuses a wrong password, the same address, a malformed one and a bad link (400)', async () => {
      const me = await newAccount();
      const wrong = await call(testApp, me, 'POST', 'user/email', {
        email: 'free@quire.test',
        currentPassword: 'not my password',
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().errors.currentPassword).toHaveLength(1);
      const same = await call(testApp, me, 'POST', 'user/email', {
        email: me.email.toUpperCase(),
        currentPassword: GOOD_PASSWORD,
      });
      expect(same.statusCode).toBe(400);
      expect(same.json().errors.email).toEqual(['This is already your sign-in email.']);
      const malformed = await call(testApp, me, 'POST', 'user/email', {
        email: 'nope',
        currentPassword: GOOD_PASSWORD,
      });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().errors.email).toBeDefined();
      for (const token of ['', 'x'.repeat(201), 'unknown-token', 42]) {
        expect((await confirm(token)).statusCode, String(token)).toBe(400);
      }
    });
  });

  describe('POST auth/change-password', () => {
    it('keeps the current session and signs every other one out', async () => {
      const me = await newAccount();
      const otherDevice = bearer(await signIn(testApp, me.email));
      const response = await call(testApp, me, 'POST', 'auth/change-password', {
        currentPassword: GOOD_PASSWORD,
        newPassword: 'a brand new passphrase here',
      });
      expect(response.statusCode).toBe(200);
      const session = (headers: Record<string, string>) =>
        testApp.app.inject({ method: 'GET', url: '/api/auth/session', headers });
      expect((await session(me.headers)).statusCode).toBe(200);
      expect((await session(otherDevice)).statusCode).toBe(401);
      await expect(signIn(testApp, me.email, 'a brand new passphrase here')).resolves.toBeTypeOf(
        'string',
      );
    });
  });

  describe('DELETE user/account', () => {
    it('refuses a wrong password (400) and a missing confirmation (400)', async () => {
      const me = await newAccount();
      const wrong = await call(testApp, me, 'DELETE', 'user/account', {
        currentPassword: 'wrong password',
        confirm: 'DELETE',
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().errors.currentPassword).toHaveLength(1);
      const unconfirmed = await call(testApp, me, 'DELETE', 'user/account', {
        currentPassword: GOOD_PASSWORD,
        confirm: 'yes',
      });
      expect(unconfirmed.statusCode).toBe(400);
      expect(unconfirmed.json().errors.confirm).toBeDefined();
      expect((await call(testApp, me, 'GET', 'user/dashboard')).statusCode).toBe(200);
    });

    it('removes the account and what it owned, clears the cookie, and keeps published articles', async () => {
      const me = await newAccount();
      const { db } = testApp.context;
      const world = {
        testApp,
        journal,
        otherJournal: journal,
        ann: me,
        bob: me,
        admin: me,
        close: async () => {},
      };
      const draftWithFile = await submitted(world, me);
      const [article] = await db
        .insert(articles)
        .values({
          journalId: journal.journal.id,
          slug: `kept-${me.id}`,
          title: 'Kept article',
          publishedAt: new Date('2024-01-01'),
          submittedBy: me.id,
          authors: [{ name: 'Person' }],
        })
        .returning({ id: articles.id });
      await insertNotification(db, { userId: me.id, kind: 'system', title: 'Hi', body: 'Hello' });
      await call(testApp, me, 'PUT', `user/bookmarks/${journal.articles.firstResearch.id}`);

      const response = await testApp.app.inject({
        method: 'DELETE',
        url: '/api/user/account',
        headers: { cookie: `quire_session=${me.token}`, ...browserHeaders(testApp) },
        payload: { currentPassword: GOOD_PASSWORD, confirm: 'DELETE' },
      });
      expect(response.statusCode).toBe(204);
      const cleared = response.cookies.find((cookie) => cookie.name === 'quire_session');
      expect(cleared?.value).toBe('');

      expect(await db.select().from(users).where(eq(users.id, me.id))).toEqual([]);
      expect(await db.select().from(submissions).where(eq(submissions.id, draftWithFile))).toEqual(
        [],
      );
      expect(await db.select().from(files).where(eq(files.ownerId, me.id))).toEqual([]);
      expect(await db.select().from(notifications).where(eq(notifications.userId, me.id))).toEqual(
        [],
      );
      const [kept] = await db
        .select({ id: articles.id, submittedBy: articles.submittedBy, authors: articles.authors })
        .from(articles)
        .where(eq(articles.id, article?.id ?? 0));
      expect(kept).toEqual({ id: article?.id, submittedBy: null, authors: [{ name: 'Person' }] });
      expect((await call(testApp, me, 'GET', 'user/dashboard')).statusCode).toBe(401);
      await expect(signIn(testApp, me.email)).rejects.toThrow('401');
    });
  });
});
