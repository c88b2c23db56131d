import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_DISABLED_MESSAGE, BAD_CREDENTIALS_MESSAGE } from '../src/routes/auth';
import { bearer, createAccount, GOOD_PASSWORD, signIn } from './auth-fixtures';
import { call, createPanelWorld, type PanelWorld, staffAccount } from './panel-fixtures';

/** The site administrators' people list, and disabling an account. */
describe('people', () => {
  let world: PanelWorld;
  const list = async (query: string) => {
    const response = await call(world.testApp, world.admin, 'GET', `admin/users?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as {
      data: Array<{
        id: number;
        name: string;
        email: string;
        disabled: boolean;
        siteAdmin: boolean;
      }>;
      meta: { total: number };
    };
  };
  const login = (email: string, password = GOOD_PASSWORD) =>
    world.testApp.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
    });

  beforeAll(async () => {
    world = await createPanelWorld();
  });
  afterAll(() => world.close());

  it('searches by name or email and filters by role, journal and state', async () => {
    await createAccount(world.testApp, { email: 'zora.quill@example.org', name: 'Zora Quill' });
    const editor = await staffAccount(world, world.journal.journal.id, ['editor']);
    expect((await list('q=zora')).data.map((person) => person.email)).toEqual([
      'zora.quill@example.org',
    ]);
    expect((await list('q=QUILL@EXAMPLE')).meta.total).toBe(1);
    expect((await list('q=100%25_')).data).toEqual([]);
    const admins = await list('role=site_admin');
    expect(admins.data.every((person) => person.siteAdmin)).toBe(true);
    expect(admins.data.map((person) => person.id)).toContain(world.admin.id);
    const editors = await list(`role=editor&journal=${world.journal.journal.slug}`);
    expect(editors.data.map((person) => person.id)).toEqual([editor.id]);
    expect((await list(`role=editor&journal=${world.otherJournal.journal.slug}`)).data).toEqual([]);
  });

  it('orders and pages', async () => {
    const byName = await list('sort=name&dir=desc&perPage=2');
    expect(byName.data).toHaveLength(2);
    const names = byName.data.map((person) => person.name);
    expect([...names].sort().reverse()).toEqual(names);
    const past = await list('page=999&perPage=2');
    expect(past.data).toEqual([]);
    expect(past.meta.total).toBeGreaterThan(2);
  });

  it('pages by number from either end and after a person, in every order, to the same rows', async () => {
    // Equal names and never-signed-in people: the ties and the nulls the orders must keep.
    for (const n of [1, 2, 3, 4, 5]) {
      await createAccount(world.testApp, { email: `twin-${n}@example.org`, name: 'Twin Same' });
    }
    for (const sort of ['name', 'email', 'lastSignIn', 'joined']) {
      for (const dir of ['asc', 'desc']) {
        const order = `sort=${sort}&dir=${dir}`;
        const all = (await list(`${order}&perPage=100`)).data.map((person) => person.id);
        const total = all.length;
        expect(total).toBeGreaterThan(9);
        const perPage = 3;
        const pages = Math.ceil(total / perPage);
        const byNumber: number[] = [];
        const byKeyset: number[] = [];
        let after: number | undefined;
        for (let page = 1; page <= pages; page += 1) {
          const numbered = await list(`${order}&perPage=${perPage}&page=${page}`);
          byNumber.push(...numbered.data.map((person) => person.id));
          const keyed = await list(
            `${order}&perPage=${perPage}&page=${page}${after ? `&after=${after}` : ''}`,
          );
          expect(keyed.meta.total).toBe(total);
          byKeyset.push(...keyed.data.map((person) => person.id));
          after = keyed.data.at(-1)?.id;
        }
        expect(byNumber, order).toEqual(all);
        expect(byKeyset, order).toEqual(all);
      }
    }
    // After someone who does not exist: the page by its number.
    const second = await list('perPage=2&page=2');
    expect((await list('perPage=2&page=2&after=2147483647')).data).toEqual(second.data);
  });

  it('refuses bad filters by name', async () => {
    for (const query of [
      'after=0',
      'after=x',
      'after=2147483648',
      'role=owner',
      'sort=age',
      'dir=up',
      'status=gone',
      'perPage=1000',
      'q=%00',
      'journal=a%0Ab',
    ]) {
      const response = await call(world.testApp, world.admin, 'GET', `admin/users?${query}`);
      expect(response.statusCode, query).toBe(400);
    }
  });

  it('is the site administrators’ alone', async () => {
    const manager = await staffAccount(world, world.journal.journal.id, ['manager']);
    expect((await call(world.testApp, manager, 'GET', 'admin/users')).statusCode).toBe(403);
    expect(
      (await call(world.testApp, manager, 'POST', `admin/users/${world.bob.id}/disable`))
        .statusCode,
    ).toBe(403);
    expect((await call(world.testApp, null, 'GET', 'admin/users')).statusCode).toBe(401);
  });

  it('disables an account: its session ends, and only its password holder learns why', async () => {
    const id = await createAccount(world.testApp, { email: 'dana.disabled@example.org' });
    const token = await signIn(world.testApp, 'dana.disabled@example.org');
    const disabled = await call(world.testApp, world.admin, 'POST', `admin/users/${id}/disable`);
    expect(disabled.statusCode).toBe(204);
    const session = await world.testApp.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: bearer(token),
    });
    expect(session.statusCode).toBe(401);
    const right = await login('dana.disabled@example.org');
    expect(right.statusCode).toBe(403);
    expect(right.json().message).toBe(ACCOUNT_DISABLED_MESSAGE);
    const wrong = await login('dana.disabled@example.org', 'not the password at all');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe(BAD_CREDENTIALS_MESSAGE);
    expect((await list('status=disabled')).data.map((person) => person.id)).toContain(id);
    const again = await call(world.testApp, world.admin, 'POST', `admin/users/${id}/disable`);
    expect(again.statusCode).toBe(409);
    const enabled = await call(world.testApp, world.admin, 'POST', `admin/users/${id}/enable`);
    expect(enabled.statusCode).toBe(204);
    expect((await login('dana.disabled@example.org')).statusCode).toBe(200);
    expect(
      (await call(world.testApp, world.admin, 'POST', `admin/users/${id}/enable`)).statusCode,
    ).toBe(409);
  });

  it('never disables your own account, nor an account that does not exist', async () => {
    const own = await call(
      world.testApp,
      world.admin,
      'POST',
      `admin/users/${world.admin.id}/disable`,
    );
    expect(own.statusCode).toBe(409);
    expect(own.json().message).toBe('You cannot disable your own account.');
    const missing = await call(world.testApp, world.admin, 'POST', 'admin/users/999999/disable');
    expect(missing.statusCode).toBe(404);
  });

  it('gives and takes the site administrator role, keeping the last one who can sign in', async () => {
    const path = (id: number) => `admin/users/${id}/site-admin`;
    const granted = await call(world.testApp, world.admin, 'PUT', path(world.bob.id));
    expect(granted.statusCode, granted.body).toBe(204);
    const bobsView = await call(world.testApp, world.bob, 'GET', 'admin/users');
    expect(bobsView.statusCode).toBe(200);
    expect((await call(world.testApp, world.admin, 'PUT', path(world.bob.id))).statusCode).toBe(
      409,
    );
    const revoked = await call(world.testApp, world.bob, 'DELETE', path(world.bob.id));
    expect(revoked.statusCode).toBe(204);
    expect((await call(world.testApp, world.bob, 'GET', 'admin/users')).statusCode).toBe(403);
    // Every other administrator of this world disabled: the last one keeps the role.
    const admins = (
      await call(world.testApp, world.admin, 'GET', 'admin/users?role=site_admin&perPage=100')
    ).json().data as Array<{ id: number }>;
    for (const other of admins.filter((person) => person.id !== world.admin.id)) {
      await call(world.testApp, world.admin, 'POST', `admin/users/${other.id}/disable`);
    }
    const last = await call(world.testApp, world.admin, 'DELETE', path(world.admin.id));
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toMatch(/only administrator/);
    expect((await call(world.testApp, world.admin, 'GET', 'admin/users')).statusCode).toBe(200);
  });
});
