import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { WEAK_PASSWORD_MESSAGE } from '../src/auth/password-policy';
import { journals, settings, siteSetup, users } from '../src/db/schema';
import { SETUP_REQUIRED_MESSAGE } from '../src/setup/setup-gate';
import { isSetUp } from '../src/setup/setup-state';
import { browserHeaders, createAccount, GOOD_PASSWORD } from './auth-fixtures';
import { createTestApp, type TestApp } from './test-app';

const SETUP = {
  siteName: 'Northern Journals',
  name: 'Ada Admin',
  email: 'ada@northern.example',
  password: GOOD_PASSWORD,
};

let testApp: TestApp | undefined;
afterEach(async () => {
  await testApp?.close();
  testApp = undefined;
});

/** A new site that waits for its first-run setup. */
async function firstRunSite(): Promise<TestApp> {
  testApp = await createTestApp({ authRateLimitPerMinute: 1_000 }, {}, { firstRun: true });
  return testApp;
}

function postSetup(app: TestApp, payload: unknown) {
  return app.app.inject({
    method: 'POST',
    url: '/api/setup',
    headers: browserHeaders(app),
    payload: payload as Record<string, unknown>,
  });
}

/** What a refused setup must not have left behind. */
async function nothingWritten(app: TestApp): Promise<void> {
  const [people] = await app.context.db.select({ total: count() }).from(users);
  const [siteName] = await app.context.db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, 'site_name'));
  expect(people?.total).toBe(0);
  expect(siteName).toBeUndefined();
  expect(await isSetUp(app.context.db)).toBe(false);
  expect((await app.app.inject({ method: 'GET', url: '/api/setup' })).json()).toEqual({
    required: true,
  });
}

describe('the first-run setup', () => {
  it('is required on a new site and not on one that has been set up', async () => {
    const fresh = await firstRunSite();
    const required = await fresh.app.inject({ method: 'GET', url: '/api/setup' });
    expect(required.json()).toEqual({ required: true });
    expect(required.headers['cache-control']).toBe('no-store');

    const setUp = await createTestApp();
    try {
      const answer = await setUp.app.inject({ method: 'GET', url: '/api/setup' });
      expect(answer.json()).toEqual({ required: false });
    } finally {
      await setUp.close();
    }
  });

  it('refuses every other change until it is done, and keeps reads open', async () => {
    const app = await firstRunSite();
    const refused = [
      {
        url: '/api/auth/register',
        payload: { name: 'Ann', email: 'ann@example.org', password: GOOD_PASSWORD },
      },
      { url: '/api/auth/login', payload: { email: 'ann@example.org', password: GOOD_PASSWORD } },
      {
        url: '/api/contact',
        payload: {
          name: 'Ann',
          email: 'ann@example.org',
          subject: 'Hello',
          message: 'Is anyone there?',
        },
      },
    ];
    for (const { url, payload } of refused) {
      const response = await app.app.inject({
        method: 'POST',
        url,
        headers: browserHeaders(app),
        payload,
      });
      expect(response.statusCode, url).toBe(503);
      expect(response.json().message).toBe(SETUP_REQUIRED_MESSAGE);
    }
    expect((await app.app.inject({ method: 'GET', url: '/api/journals' })).statusCode).toBe(200);
    expect((await app.app.inject({ method: 'GET', url: '/api/settings' })).statusCode).toBe(200);
  });

  it('names the site, creates and signs in its administrator, and creates the first journal', async () => {
    const app = await firstRunSite();
    const response = await postSetup(app, {
      ...SETUP,
      email: ' Ada@Northern.Example ',
      journal: { title: 'Northern Ecology', slug: 'northern-ecology' },
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.user).toMatchObject({ name: 'Ada Admin', email: SETUP.email, role: 'admin' });
    expect(body.token).toEqual(expect.any(String));
    expect(response.headers['set-cookie']).toContain('quire_session=');

    const session = await app.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { authorization: `Bearer ${body.token}` },
    });
    expect(session.json().user.role).toBe('admin');
    const [siteName] = await app.context.db
      .select({ value: settings.value })
      .from(settings)
      .where(eq(settings.key, 'site_name'));
    expect(siteName?.value).toBe('Northern Journals');
    const journal = await app.app.inject({ method: 'GET', url: '/api/journals/northern-ecology' });
    expect(journal.statusCode).toBe(200);
    expect(journal.json().title).toBe('Northern Ecology');
    const [record] = await app.context.db.select().from(siteSetup);
    expect(record?.administratorId).toBe(body.user.id);

    // Done for good: the setup is gone, and the site takes changes again.
    expect((await app.app.inject({ method: 'GET', url: '/api/setup' })).json()).toEqual({
      required: false,
    });
    const again = await postSetup(app, { ...SETUP, email: 'eve@example.org' });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('There is no setup to do: this site is already set up.');
    const register = await app.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: browserHeaders(app),
      payload: { name: 'Ann', email: 'ann@example.org', password: GOOD_PASSWORD },
    });
    expect(register.statusCode).toBe(202);
  });

  it('works without a first journal', async () => {
    const app = await firstRunSite();
    const response = await postSetup(app, SETUP);
    expect(response.statusCode).toBe(201);
    const [journalCount] = await app.context.db.select({ total: count() }).from(journals);
    expect(journalCount?.total).toBe(0);
  });

  it('creates exactly one administrator when two setups race', async () => {
    const app = await firstRunSite();
    const answers = await Promise.all([
      postSetup(app, SETUP),
      postSetup(app, { ...SETUP, name: 'Eve Other', email: 'eve@example.org' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 404]);
    const admins = await app.context.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.role, 'admin'));
    expect(admins).toHaveLength(1);
    const winner = answers.find((answer) => answer.statusCode === 201)?.json();
    expect(admins[0]?.email).toBe(winner.user.email);
  });

  it.each([
    [{}, ['siteName', 'name', 'email', 'password']],
    [{ ...SETUP, siteName: '   ' }, ['siteName']],
    [{ ...SETUP, email: 'not an address' }, ['email']],
    [{ ...SETUP, password: 'short' }, ['password']],
    [{ ...SETUP, journal: { title: 'Ecology', slug: 'Northern Ecology!' } }, ['journal.slug']],
    [{ ...SETUP, journal: { title: '', slug: 'ecology' } }, ['journal.title']],
  ])('refuses %j, naming the fields, and writes nothing', async (payload, fields) => {
    const app = await firstRunSite();
    const response = await postSetup(app, payload);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors).sort()).toEqual([...fields].sort());
    await nothingWritten(app);
  });

  it('refuses a common password with the registration policy’s reason', async () => {
    const app = await firstRunSite();
    const response = await postSetup(app, { ...SETUP, password: '1234567890' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.password[0]).toBe(WEAK_PASSWORD_MESSAGE);
    await nothingWritten(app);
  });

  it('refuses an address that already has an account, and a journal address in use, undoing everything', async () => {
    const app = await firstRunSite();
    await createAccount(app, { email: SETUP.email });
    const taken = await postSetup(app, SETUP);
    expect(taken.statusCode).toBe(400);
    expect(taken.json().errors.email[0]).toContain('An account with this email address exists');

    await app.context.db.delete(users);
    await app.context.db.insert(journals).values({ slug: 'northern-ecology', title: 'Older' });
    const slug = await postSetup(app, {
      ...SETUP,
      journal: { title: 'Northern Ecology', slug: 'northern-ecology' },
    });
    expect(slug.statusCode).toBe(400);
    expect(slug.json().errors['journal.slug'][0]).toContain(
      'A journal already has this web address',
    );
    // The administrator inserted before the journal was refused went with the transaction.
    await nothingWritten(app);
  });

  it('records sites that had administrators before the setup existed as set up (the migration)', async () => {
    const app = await firstRunSite();
    const migration = await readFile(
      path.resolve(import.meta.dirname, '../drizzle/0018_site_setup.sql'),
      'utf8',
    );
    const recordExisting = migration.split('--> statement-breakpoint').at(-1) ?? '';
    expect(recordExisting).toContain('INSERT INTO "site_setup"');

    // Without administrators the statement records nothing…
    await createAccount(app, { email: 'author@example.org' });
    await app.context.db.execute(sql.raw(recordExisting));
    expect(await isSetUp(app.context.db)).toBe(false);
    // …with them, the site is set up and its first administrator recorded.
    const first = await createAccount(app, { email: 'first@example.org', role: 'admin' });
    await createAccount(app, { email: 'second@example.org', role: 'admin' });
    await app.context.db.execute(sql.raw(recordExisting));
    const [record] = await app.context.db.select().from(siteSetup);
    expect(record?.administratorId).toBe(first);
  });
});
