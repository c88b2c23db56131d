import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../src/auth/passwords';
import { users } from '../src/db/schema';
import { GOOD_PASSWORD } from './auth-fixtures';
import { createTestApp, type TestApp } from './test-app';

describe('POST /api/auth/register', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ authRateLimitPerMinute: 1_000 });
  });
  afterAll(() => testApp.close());

  function register(payload: unknown) {
    return testApp.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: payload as object,
    });
  }

  describe('a valid registration', () => {
    it('answers 201 with the new author account', async () => {
      const response = await register({
        name: '  Ada Lovelace ',
        email: 'Ada@Example.org',
        password: GOOD_PASSWORD,
        affiliation: 'Analytical Society',
        orcid: '0000-0002-1825-0097',
      });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({
        id: expect.any(Number),
        email: 'ada@example.org',
        name: 'Ada Lovelace',
        role: 'author',
        affiliation: 'Analytical Society',
        orcid: '0000-0002-1825-0097',
        bio: null,
        avatarUrl: null,
      });
    });

    it('stores an argon2id hash, never the password', async () => {
      await register({ name: 'Hash Check', email: 'hash@example.org', password: GOOD_PASSWORD });
      const [row] = await testApp.context.db
        .select({ passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.email, 'hash@example.org'));
      expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
      expect(await verifyPassword(row?.passwordHash ?? '', GOOD_PASSWORD)).toBe(true);
    });

    it('treats blank optional fields as not given', async () => {
      const response = await register({
        name: 'Blank Fields',
        email: 'blank@example.org',
        password: GOOD_PASSWORD,
        affiliation: '   ',
        orcid: '',
      });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ affiliation: null, orcid: null });
    });

    it('ignores a role sent in the body: every new account is an author', async () => {
      const response = await register({
        name: 'Would Be Admin',
        email: 'sneaky@example.org',
        password: GOOD_PASSWORD,
        role: 'admin',
      });
      expect(response.statusCode).toBe(201);
      expect(response.json().role).toBe('author');
      const [row] = await testApp.context.db
        .select({ role: users.role })
        .from(users)
        .where(eq(users.email, 'sneaky@example.org'));
      expect(row?.role).toBe('author');
    });

    it('runs one query', async () => {
      const response = await register({
        name: 'Counted',
        email: 'counted@example.org',
        password: GOOD_PASSWORD,
      });
      expect(response.headers['x-query-count']).toBe('1');
    });
  });

  describe('a duplicate email', () => {
    beforeAll(async () => {
      await register({ name: 'First', email: 'taken@example.org', password: GOOD_PASSWORD });
    });

    it.each(['taken@example.org', 'TAKEN@example.org', 'Taken@Example.Org', ' taken@EXAMPLE.org '])(
      'answers 409 for %j',
      async (email) => {
        const response = await register({ name: 'Second', email, password: GOOD_PASSWORD });
        expect(response.statusCode).toBe(409);
        expect(response.json()).toEqual({
          message: 'An account with this email already exists.',
          errors: { email: ['An account with this email already exists.'] },
        });
      },
    );
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

    it('creates no account when the input is invalid', async () => {
      await register({ name: 'X', email: 'never@example.org', password: 'short' });
      const rows = await testApp.context.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, 'never@example.org'));
      expect(rows).toEqual([]);
    });
  });
});
