import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVITATION_INVALID_MESSAGE } from '../src/access/invitations';
import { invitations } from '../src/db/schema';
import { bearer, createAccount, GOOD_PASSWORD, signIn } from './auth-fixtures';
import {
  call,
  createPanelWorld,
  type PanelAccount,
  type PanelWorld,
  staffAccount,
} from './panel-fixtures';

/** Invitations to a journal's staff: sent by its managers, accepted with the mailed link. */
describe('invitations', () => {
  let world: PanelWorld;
  let manager: PanelAccount;
  const journalId = () => world.journal.journal.id;
  const invitationsPath = (journal = journalId()) => `admin/journals/${journal}/invitations`;

  /** Invites `email` as the manager and returns the invitation and the token its mail carries. */
  async function invite(email: string, roles: string[] = ['editor'], sectionIds: number[] = []) {
    const before = (await world.testApp.sentMail()).length;
    const response = await call(world.testApp, manager, 'POST', invitationsPath(), {
      email,
      roles,
      sectionIds,
    });
    expect(response.statusCode, response.body).toBe(201);
    const mails = (await world.testApp.sentMail()).slice(before);
    const mail = mails.find((entry) => entry.to === email.toLowerCase());
    const token = /\/auth\/invitation\?token=([\w-]+)/.exec(mail?.text ?? '')?.[1];
    if (!token) throw new Error(`No invitation link mailed to ${email}`);
    return { invitation: response.json(), token, mail };
  }

  const read = (token: string) =>
    world.testApp.app.inject({ method: 'GET', url: `/api/invitations/${token}` });
  const register = (token: string, body: unknown) =>
    world.testApp.app.inject({
      method: 'POST',
      url: `/api/invitations/${token}/register`,
      payload: body as Record<string, unknown>,
    });
  const accept = (token: string, headers: Record<string, string>) =>
    world.testApp.app.inject({ method: 'POST', url: `/api/invitations/${token}/accept`, headers });

  beforeAll(async () => {
    world = await createPanelWorld();
    manager = await staffAccount(world, journalId(), ['manager']);
  });
  afterAll(() => world.close());

  it('mails a link that creates the invited account, signs it in and gives it the roles once', async () => {
    const { research } = world.journal.sections;
    const { token, mail, invitation } = await invite(
      'new.editor@example.org',
      ['section_editor'],
      [research.id],
    );
    expect(invitation).toMatchObject({
      email: 'new.editor@example.org',
      roles: ['section_editor'],
      sections: [{ id: research.id, title: research.title }],
      status: 'pending',
    });
    expect(mail?.subject).toContain(world.journal.journal.title);
    expect(mail?.text).toContain('as Section editor');
    const offered = await read(token);
    expect(offered.statusCode).toBe(200);
    expect(offered.json()).toMatchObject({
      email: 'new.editor@example.org',
      journal: { slug: world.journal.journal.slug },
      roles: ['section_editor'],
      accountExists: false,
    });
    const created = await register(token, { name: 'Nia Editor', password: GOOD_PASSWORD });
    expect(created.statusCode, created.body).toBe(201);
    const { token: sessionToken, user } = created.json();
    expect(user.email).toBe('new.editor@example.org');
    expect(user.journals).toEqual([
      expect.objectContaining({ roles: ['section_editor'], sectionIds: [research.id] }),
    ]);
    const queue = await world.testApp.app.inject({
      method: 'GET',
      url: '/api/admin/submissions',
      headers: bearer(sessionToken),
    });
    expect(queue.statusCode).toBe(200);
    // Spent: the same link offers nothing more.
    for (const again of [
      await read(token),
      await register(token, { name: 'X', password: GOOD_PASSWORD }),
    ]) {
      expect(again.statusCode).toBe(404);
      expect(again.json().message).toBe(INVITATION_INVALID_MESSAGE);
    }
    const open = (await call(world.testApp, manager, 'GET', invitationsPath())).json().data;
    expect(open.map((entry: { email: string }) => entry.email)).not.toContain(
      'new.editor@example.org',
    );
  });

  it('adds the roles to an existing account that signs in and accepts, keeping its others', async () => {
    await createAccount(world.testApp, { email: 'known@example.org', name: 'Kim Known' });
    const token0 = await signIn(world.testApp, 'known@example.org');
    const me = (
      await world.testApp.app.inject({
        method: 'GET',
        url: '/api/auth/session',
        headers: bearer(token0),
      })
    ).json().user;
    await call(world.testApp, world.admin, 'PUT', `admin/journals/${journalId()}/staff/${me.id}`, {
      roles: ['reviewer'],
    });
    const { token } = await invite('KNOWN@example.org', ['editor']);
    expect((await read(token)).json().accountExists).toBe(true);
    const refused = await register(token, { name: 'Kim Again', password: GOOD_PASSWORD });
    expect(refused.statusCode).toBe(409);
    const accepted = await accept(token, bearer(token0));
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toEqual({
      journal: { slug: world.journal.journal.slug, title: world.journal.journal.title },
      roles: ['editor', 'reviewer'],
    });
    expect((await accept(token, bearer(token0))).statusCode).toBe(404);
  });

  it('asks to sign in before accepting', async () => {
    const { token } = await invite('later@example.org');
    const response = await accept(token, {});
    expect(response.statusCode).toBe(401);
    expect((await read(token)).statusCode).toBe(200);
  });

  it('keeps only the newest link of an address working: a new invitation, a resend', async () => {
    const first = await invite('twice@example.org');
    const second = await invite('twice@example.org', ['reviewer']);
    expect((await read(first.token)).statusCode).toBe(404);
    expect((await read(second.token)).json().roles).toEqual(['reviewer']);
    const before = (await world.testApp.sentMail()).length;
    const resent = await call(
      world.testApp,
      manager,
      'POST',
      `${invitationsPath()}/${second.invitation.id}/resend`,
    );
    expect(resent.statusCode).toBe(200);
    const mail = (await world.testApp.sentMail())
      .slice(before)
      .find((entry) => entry.to === 'twice@example.org');
    const third = /token=([\w-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
    expect((await read(second.token)).statusCode).toBe(404);
    expect((await read(third)).statusCode).toBe(200);
  });

  it('withdraws an invitation: its link stops working, and it cannot be withdrawn twice', async () => {
    const { token, invitation } = await invite('withdrawn@example.org');
    const path = `${invitationsPath()}/${invitation.id}`;
    expect((await call(world.testApp, manager, 'DELETE', path)).statusCode).toBe(204);
    expect((await read(token)).statusCode).toBe(404);
    const again = await call(world.testApp, manager, 'DELETE', path);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('The invitation was not found.');
  });

  it('lets an expired link offer nothing, and lists the invitation as expired', async () => {
    const { token, invitation } = await invite('expired@example.org');
    await world.testApp.context.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(invitations.id, invitation.id));
    expect((await read(token)).statusCode).toBe(404);
    const listed = (await call(world.testApp, manager, 'GET', invitationsPath())).json().data;
    expect(listed.find((entry: { id: number }) => entry.id === invitation.id)?.status).toBe(
      'expired',
    );
  });

  it('refuses bad input by field, and a weak password of the new account', async () => {
    const foreign = world.otherJournal.sections.research.id;
    const cases: Array<[unknown, string]> = [
      [{ email: 'not-an-address', roles: ['editor'] }, 'email'],
      [{ email: 'x@example.org', roles: [] }, 'roles'],
      [{ email: 'x@example.org', roles: ['section_editor'], sectionIds: [foreign] }, 'sectionIds'],
    ];
    for (const [body, field] of cases) {
      const response = await call(world.testApp, manager, 'POST', invitationsPath(), body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(response.json().errors ?? {}).some((key) => key.startsWith(field))).toBe(
        true,
      );
    }
    const { token } = await invite('weak@example.org');
    const weak = await register(token, { name: 'Wes Weak', password: '1234567890' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors.password).toBeDefined();
    expect((await read(token)).statusCode).toBe(200);
    expect(
      (await world.testApp.app.inject({ method: 'GET', url: '/api/invitations/short' })).statusCode,
    ).toBe(400);
  });

  it('lets only the journal’s managers and site administrators invite', async () => {
    const editor = await staffAccount(world, journalId(), ['editor']);
    const otherManager = await staffAccount(world, world.otherJournal.journal.id, ['manager']);
    const body = { email: 'someone@example.org', roles: ['reviewer'] };
    expect((await call(world.testApp, editor, 'POST', invitationsPath(), body)).statusCode).toBe(
      403,
    );
    expect(
      (await call(world.testApp, otherManager, 'POST', invitationsPath(), body)).statusCode,
    ).toBe(404);
    expect((await call(world.testApp, world.bob, 'POST', invitationsPath(), body)).statusCode).toBe(
      403,
    );
    expect(
      (await call(world.testApp, world.admin, 'POST', invitationsPath(), body)).statusCode,
    ).toBe(201);
  });
});
