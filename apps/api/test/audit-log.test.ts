import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WHO_MATCH_LIMIT } from '../src/audit/audit-list';
import { auditLog, users } from '../src/db/schema';
import {
  call,
  createPanelWorld,
  type PanelAccount,
  type PanelWorld,
  staffAccount,
} from './panel-fixtures';

interface Entry {
  id: number;
  action: string;
  subject: string;
  actor: { id: number } | null;
  journal: { slug: string } | null;
  changes: Array<{ field: string; before: unknown; after: unknown }>;
}
interface Page {
  data: Entry[];
  meta: { nextBefore: number | null };
}

/** The audit log: every back-office write recorded, read newest first by those who may. */
describe('audit log', () => {
  let world: PanelWorld;
  let manager: PanelAccount;
  let otherManager: PanelAccount;
  let journalId: number;
  const read = async (who: PanelAccount, query = '') => {
    const response = await call(world.testApp, who, 'GET', `admin/audit${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Page;
  };

  beforeAll(async () => {
    world = await createPanelWorld();
    journalId = world.journal.journal.id;
    manager = await staffAccount(world, journalId, ['manager']);
    otherManager = await staffAccount(world, world.otherJournal.journal.id, ['manager']);
    const { testApp } = world;
    // A manager staffs the journal, invites and withdraws; an administrator disables and enables.
    await call(testApp, manager, 'PUT', `admin/journals/${journalId}/staff/${world.bob.id}`, {
      roles: ['reviewer'],
    });
    await call(testApp, manager, 'PUT', `admin/journals/${journalId}/staff/${world.bob.id}`, {
      roles: ['editor', 'reviewer'],
    });
    const invited = await call(
      testApp,
      manager,
      'POST',
      `admin/journals/${journalId}/invitations`,
      {
        email: 'audit.invite@example.org',
        roles: ['reviewer'],
      },
    );
    await call(
      testApp,
      manager,
      'DELETE',
      `admin/journals/${journalId}/invitations/${invited.json().id}`,
    );
    await call(testApp, manager, 'DELETE', `admin/journals/${journalId}/staff/${world.bob.id}`);
    await call(testApp, world.admin, 'POST', `admin/users/${world.ann.id}/disable`);
    await call(testApp, world.admin, 'POST', `admin/users/${world.ann.id}/enable`);
  });
  afterAll(() => world.close());

  it('records who changed what, newest first, with old and new values', async () => {
    const { data } = await read(world.admin);
    expect(data.map((entry) => entry.action).slice(0, 7)).toEqual([
      'account.enabled',
      'account.disabled',
      'staff.removed',
      'invitation.withdrawn',
      'invitation.sent',
      'staff.changed',
      'staff.changed',
    ]);
    const changed = data.find((entry) => entry.action === 'staff.changed');
    expect(changed).toMatchObject({
      actor: { id: manager.id },
      journal: { slug: world.journal.journal.slug },
    });
    expect(changed?.changes).toContainEqual({
      field: 'roles',
      before: ['reviewer'],
      after: ['editor', 'reviewer'],
    });
    const disabled = data.find((entry) => entry.action === 'account.disabled');
    expect(disabled).toMatchObject({
      actor: { id: world.admin.id },
      journal: null,
      targetId: world.ann.id,
    });
  });

  it('filters by journal, action and who, and pages by cursor without repeating an entry', async () => {
    const slug = world.journal.journal.slug;
    const byJournal = await read(world.admin, `?journal=${slug}`);
    expect(byJournal.data.every((entry) => entry.journal?.slug === slug)).toBe(true);
    const sent = await read(world.admin, '?action=invitation.sent');
    expect(sent.data.map((entry) => entry.subject)).toEqual(['audit.invite@example.org']);
    const [name] = (
      await call(world.testApp, world.admin, 'GET', `admin/users?role=manager&journal=${slug}`)
    )
      .json()
      .data.map((person: { name: string }) => person.name);
    const byWho = await read(world.admin, `?who=${encodeURIComponent(name)}`);
    expect(byWho.data.length).toBeGreaterThan(0);
    expect(byWho.data.every((entry) => entry.actor?.id === manager.id)).toBe(true);

    const first = await read(world.admin, '?limit=3');
    expect(first.data).toHaveLength(3);
    expect(first.meta.nextBefore).toBe(first.data.at(-1)?.id);
    const second = await read(world.admin, `?limit=3&before=${first.meta.nextBefore}`);
    expect(second.data[0]?.id).toBeLessThan(first.data.at(-1)?.id ?? 0);
    const all = await read(world.admin, '?limit=100');
    expect(all.meta.nextBefore).toBeNull();
  });

  it('leaves no one out of a broad "who" search that matches more people than it reads one by one', async () => {
    const { db } = world.testApp.context;
    // More people named alike than the per-person reading takes, the last of them the actor.
    const crowd = await db
      .insert(users)
      .values(
        Array.from({ length: WHO_MATCH_LIMIT + 5 }, (_, index) => ({
          name: `Crowded Name ${index}`,
          email: `crowded-${index}@example.org`,
          passwordHash: 'x',
        })),
      )
      .returning({ id: users.id });
    const actor = crowd.at(-1);
    if (!actor) throw new Error('no crowd');
    await db.insert(auditLog).values({
      actorId: actor.id,
      action: 'settings.updated',
      subject: 'Done by the last of the crowd',
    });
    const found = await read(world.admin, '?who=crowded%20name');
    expect(found.data.map((entry) => entry.subject)).toEqual(['Done by the last of the crowd']);
  });

  it('shows a manager their journals’ entries only, and refuses other staff', async () => {
    // Their own appointment is their journal's; nothing of the first journal's shows.
    const theirs = await read(otherManager);
    expect(theirs.data.map((entry) => entry.journal?.slug)).not.toContain(
      world.journal.journal.slug,
    );
    expect(
      theirs.data.every((entry) => entry.journal?.slug === world.otherJournal.journal.slug),
    ).toBe(true);
    const mine = await read(manager);
    expect(mine.data.length).toBeGreaterThan(0);
    expect(mine.data.every((entry) => entry.journal?.slug === world.journal.journal.slug)).toBe(
      true,
    );
    const editor = await staffAccount(world, journalId, ['editor']);
    const refused = await call(world.testApp, editor, 'GET', 'admin/audit');
    expect(refused.statusCode).toBe(403);
  });

  it('names the bad filter', async () => {
    for (const query of [
      'action=journal.eaten',
      'before=0',
      'before=abc',
      'limit=1000',
      'who=%00',
    ]) {
      const response = await call(world.testApp, world.admin, 'GET', `admin/audit?${query}`);
      expect(response.statusCode, query).toBe(400);
    }
  });
});
