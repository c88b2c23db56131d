import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backgroundTasksOf } from '../src/auth/background-tasks';
import { verifyPassword } from '../src/auth/passwords';
import { hashToken } from '../src/auth/tokens';
import { pendingRegistrations, users } from '../src/db/schema';
import { bearer, createAccount, GOOD_PASSWORD, signIn } from './auth-fixtures';
import { createTestApp, type TestApp } from './test-app';

const REQUESTED = {
  message:
    'Check your inbox: we have sent an email to this address. Open the link in it to finish creating your account.',
};
const INVALID = 'This confirmation link is invalid or has expired. Please register again.';
const DAY_MS = 24 * 60 * 60 * 1000;

describe('POST /api/auth/register and /api/auth/confirm-registration', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ authRateLimitPerMinute: 1_000 });
    await createAccount(testApp, { email: 'owner@example.org', name: 'Olive Owner' });
  });
  afterAll(() => testApp.close());

  /** Registers and waits for the work done after the reply (the mail). */
  async function register(payload: unknown, headers: Record<string, string> = {}) {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: payload as object,
      headers,
    });
    await backgroundTasksOf(testApp.context).settled();
    return response;
  }

  function confirm(token: unknown) {
    return testApp.app.inject({
      method: 'POST',
      url: '/api/auth/confirm-registration',
      payload: { token },
    });
  }

  /** The mails sent to `to` while `action` ran. */
  async function mailsDuring(to: string, action: () => Promise<unknown>) {
    const before = testApp.mailer.sent.length;
    await action();
    return testApp.mailer.sent.slice(before).filter((mail) => mail.to === to);
  }

  /** Registers `email` and returns the token of the mailed confirmation link. */
  async function registeredToken(email: string, details: object = {}): Promise<string> {
    const [mail] = await mailsDuring(email, () =>
      register({ name: 'New Author', email, password: GOOD_PASSWORD, ...details }),
    );
    const link = mail?.text.match(/https?:\/\/\S+/)?.[0];
    if (!link) throw new Error(`no confirmation link was mailed to ${email}`);
    return new URL(link).searchParams.get('token') ?? '';
  }

  async function accountsWith(email: string) {
    return testApp.context.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  }

  describe('POST /api/auth/register', () => {
    it('answers a new and an existing address identically (202, same body)', async () => {
      const fresh = await register({
        name: 'A',
        email: 'fresh@example.org',
        password: GOOD_PASSWORD,
      });
      const taken = await register({
        name: 'B',
        email: 'owner@example.org',
        password: GOOD_PASSWORD,
      });
      expect(fresh.statusCode).toBe(202);
      expect(taken.statusCode).toBe(202);
      expect(fresh.json()).toEqual(REQUESTED);
      expect(taken.body).toBe(fresh.body);
      expect(taken.headers['content-type']).toBe(fresh.headers['content-type']);
      expect(taken.headers['set-cookie']).toBeUndefined();
    });

    it('answers before looking the address up: the lookup and the mail come after the reply', async () => {
      for (const email of ['another-fresh@example.org', 'OWNER@example.org']) {
        const response = await register({ name: 'Q', email, password: GOOD_PASSWORD });
        expect(response.headers['x-query-count']).toBe('0');
      }
    });

    it('mails a new address a single-use link on the web origin, whatever the Host header says', async () => {
      const [mail, ...others] = await mailsDuring('linked@example.org', () =>
        register(
          { name: 'Linked', email: 'Linked@Example.org', password: GOOD_PASSWORD },
          { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
        ),
      );
      expect(others).toEqual([]);
      expect(mail?.subject).toBe('Confirm your email to finish creating your Quire account');
      const link = new URL(mail?.text.match(/https?:\/\/\S+/)?.[0] ?? 'x:');
      expect(link.origin).toBe(testApp.context.config.webOrigin);
      expect(link.pathname).toBe('/auth/confirm');
      expect(mail?.text).toContain('within 24 hours');
      expect(mail?.text).not.toContain('evil.example');
      // Nobody can send words of their choosing to an address: the typed name is not repeated.
      expect(mail?.text).not.toContain('Linked,');
    });

    it('creates no account until the link is confirmed, and stores only a hash of a ≥128-bit token expiring in 24 h', async () => {
      const token = await registeredToken('pending@example.org');
      expect(await accountsWith('pending@example.org')).toEqual([]);
      expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
      const [plain] = await testApp.context.db
        .select()
        .from(pendingRegistrations)
        .where(eq(pendingRegistrations.tokenHash, token));
      expect(plain).toBeUndefined();
      const [row] = await testApp.context.db
        .select()
        .from(pendingRegistrations)
        .where(eq(pendingRegistrations.tokenHash, hashToken(token)));
      expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
      const ttl = (row?.expiresAt.getTime() ?? 0) - Date.now();
      expect(ttl).toBeGreaterThan(DAY_MS - 60_000);
      expect(ttl).toBeLessThanOrEqual(DAY_MS);
      await expect(signIn(testApp, 'pending@example.org')).rejects.toThrow(/401/);
    });

    it('mails the owner of a known address a note with sign-in and reset links, changing nothing', async () => {
      const [mail, ...others] = await mailsDuring('owner@example.org', () =>
        register({ name: 'Impostor', email: 'Owner@Example.org', password: 'another passphrase' }),
      );
      expect(others).toEqual([]);
      expect(mail?.subject).toBe('Someone tried to create a Quire account with your address');
      expect(mail?.text).toContain('Hello Olive Owner,');
      const links = (mail?.text.match(/https?:\/\/\S+/g) ?? []).map((link) => new URL(link));
      expect(links.map((link) => link.origin)).toEqual([
        testApp.context.config.webOrigin,
        testApp.context.config.webOrigin,
      ]);
      expect(links.map((link) => link.pathname)).toEqual(['/auth/login', '/auth/forgot-password']);
      expect(mail?.text).not.toContain('token=');
      expect(await accountsWith('owner@example.org')).toHaveLength(1);
      await expect(signIn(testApp, 'owner@example.org')).resolves.toEqual(expect.any(String));
      const pending = await testApp.context.db
        .select()
        .from(pendingRegistrations)
        .where(sql`lower(${pendingRegistrations.email}) = 'owner@example.org'`);
      expect(pending).toEqual([]);
    });

    it('mails at most five times an hour from one client to one address, answering the same', async () => {
      const answers: string[] = [];
      const mails = await mailsDuring('bombed@example.org', async () => {
        for (let request = 0; request < 7; request += 1) {
          const response = await register({
            name: 'Bomber',
            email: 'bombed@example.org',
            password: GOOD_PASSWORD,
          });
          expect(response.statusCode).toBe(202);
          answers.push(response.body);
        }
      });
      expect(new Set(answers)).toEqual(new Set([JSON.stringify(REQUESTED)]));
      expect(mails).toHaveLength(5);
    });
  });

  describe('POST /api/auth/confirm-registration', () => {
    it('creates the author account as typed and signs it in (token at /token and the cookie)', async () => {
      const token = await registeredToken('ada@example.org', {
        name: '  Ada Lovelace ',
        email: 'Ada@Example.org',
        affiliation: 'Analytical Society',
        orcid: '0000-0002-1825-0097',
      });
      const response = await confirm(token);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.user).toEqual({
        id: expect.any(Number),
        email: 'ada@example.org',
        name: 'Ada Lovelace',
        role: 'author',
        affiliation: 'Analytical Society',
        orcid: '0000-0002-1825-0097',
        bio: null,
        avatarUrl: null,
        journals: [],
      });
      expect(response.headers['set-cookie']).toEqual(
        expect.stringContaining(`quire_session=${body.token}`),
      );
      const session = await testApp.app.inject({
        method: 'GET',
        url: '/api/auth/session',
        headers: bearer(body.token),
      });
      expect(session.json().user.email).toBe('ada@example.org');
      const [row] = await accountsWith('ada@example.org');
      expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
      expect(await verifyPassword(row?.passwordHash ?? '', GOOD_PASSWORD)).toBe(true);
      await expect(signIn(testApp, 'ada@example.org')).resolves.toEqual(expect.any(String));
    });

    it('works once: a second use answers 400 with the invalid-link message', async () => {
      const token = await registeredToken('once@example.org');
      expect((await confirm(token)).statusCode).toBe(200);
      const second = await confirm(token);
      expect(second.statusCode).toBe(400);
      expect(second.json()).toEqual({ message: INVALID, errors: { token: [INVALID] } });
      expect(await accountsWith('once@example.org')).toHaveLength(1);
    });

    it('answers 400 with the same message for an expired link, creating nothing', async () => {
      const token = await registeredToken('late@example.org');
      await testApp.context.db
        .update(pendingRegistrations)
        .set({ expiresAt: new Date(Date.now() - 1_000) })
        .where(eq(pendingRegistrations.tokenHash, hashToken(token)));
      const response = await confirm(token);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(INVALID);
      expect(await accountsWith('late@example.org')).toEqual([]);
    });

    it('answers like an expired link when the address got an account meanwhile, leaving it as it is', async () => {
      const token = await registeredToken('raced@example.org');
      await createAccount(testApp, { email: 'raced@example.org', name: 'First Comer' });
      const response = await confirm(token);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: INVALID, errors: { token: [INVALID] } });
      expect(response.headers['set-cookie']).toBeUndefined();
      const accounts = await accountsWith('raced@example.org');
      expect(accounts.map((account) => account.name)).toEqual(['First Comer']);
    });

    it('lets the first of two links for one address create the account; the other stops working', async () => {
      const first = await registeredToken('twice@example.org');
      const second = await registeredToken('twice@example.org');
      expect((await confirm(second)).statusCode).toBe(200);
      expect((await confirm(first)).statusCode).toBe(400);
      expect(await accountsWith('twice@example.org')).toHaveLength(1);
    });

    it('creates one account when the same link is confirmed twice at once', async () => {
      const token = await registeredToken('concurrent@example.org');
      const answers = await Promise.all([confirm(token), confirm(token)]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
      expect(await accountsWith('concurrent@example.org')).toHaveLength(1);
    });

    it('ignores a role sent in the body: every new account is an author', async () => {
      const token = await registeredToken('sneaky@example.org', { role: 'admin' });
      expect((await confirm(token)).json().user.role).toBe('author');
    });

    it('treats blank optional fields as not given', async () => {
      const token = await registeredToken('blank@example.org', { affiliation: '   ', orcid: '' });
      expect((await confirm(token)).json().user).toMatchObject({ affiliation: null, orcid: null });
    });

    it.each([
      ['an unknown token', 'never-issued-token-000000000000000000000000'],
      ['SQL in the token', "' OR '1'='1"],
    ])('answers 400 with the same message for %s', async (_label, token) => {
      const response = await confirm(token);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(INVALID);
    });

    it('answers 400 with a field error for a missing token', async () => {
      const response = await confirm(undefined);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({
        token: ['The confirmation link is incomplete; open the link from the email again.'],
      });
    });
  });

  describe('invalid input', () => {
    it('answers 400 with a field error for a malformed email', async () => {
      const response = await register({
        name: 'X',
        email: 'not-an-email',
        password: GOOD_PASSWORD,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({
        email: ['Enter a valid email address, like name@example.org.'],
      });
    });

    it('answers 400 for a password shorter than 10 characters', async () => {
      const response = await register({
        name: 'X',
        email: 'short@example.org',
        password: 'abc12345',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ password: ['Use at least 10 characters.'] });
    });

    it('answers 400 for a password longer than 200 characters', async () => {
      const response = await register({
        name: 'X',
        email: 'long@example.org',
        password: 'x'.repeat(150) + 'y'.repeat(51),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ password: ['Use at most 200 characters.'] });
    });

    it.each(['password123', 'QWERTYUIOP', '1234567890', 'aaaaaaaaaaaa'])(
      'refuses the common password %j with a clear message',
      async (password) => {
        const response = await register({ name: 'X', email: 'common@example.org', password });
        expect(response.statusCode).toBe(400);
        expect(response.json().errors.password[0]).toMatch(/too common or easy to guess/);
      },
    );

    it('refuses the email address as the password', async () => {
      const response = await register({
        name: 'X',
        email: 'same-as-password@example.org',
        password: 'Same-As-Password@example.org',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({
        password: ['Do not use your email address as your password.'],
      });
    });

    it('answers 400 with an error for each missing field', async () => {
      const response = await register({});
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: 'The body is invalid.',
        errors: {
          name: ['Enter your name.'],
          email: ['Enter your email address.'],
          password: ['Choose a password.'],
        },
      });
    });

    it('answers 400 for a name of only spaces', async () => {
      const response = await register({
        name: '   ',
        email: 'spaces@example.org',
        password: GOOD_PASSWORD,
      });
      expect(response.json().errors).toEqual({ name: ['Enter your name.'] });
    });

    it('answers 400 for an ORCID iD with a wrong check digit', async () => {
      const response = await register({
        name: 'X',
        email: 'orcid@example.org',
        password: GOOD_PASSWORD,
        orcid: '0000-0002-1825-0098',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.orcid).toBeDefined();
    });

    it('answers 400 for wrong types', async () => {
      const response = await register({ name: 42, email: ['a@b.org'], password: true });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().errors).sort()).toEqual(['email', 'name', 'password']);
    });

    it('mails nothing and stores nothing when the input is invalid', async () => {
      const mails = await mailsDuring('never@example.org', () =>
        register({ name: 'X', email: 'never@example.org', password: 'short' }),
      );
      expect(mails).toEqual([]);
      const pending = await testApp.context.db
        .select({ id: pendingRegistrations.id })
        .from(pendingRegistrations)
        .where(eq(pendingRegistrations.email, 'never@example.org'));
      expect(pending).toEqual([]);
    });
  });
});
