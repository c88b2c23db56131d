import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitations } from '../src/db/schema';
import {
  call,
  createPanelWorld,
  type PanelAccount,
  type PanelWorld,
  staffAccount,
  submitted,
} from './panel-fixtures';

interface JournalAttention {
  journal: { id: number; slug: string };
  newSubmissions: number;
  underReview: number;
  newsDrafts: number;
  expiredInvitations: number;
  noSections: boolean;
}

/** The back office's "needs your attention": per journal, within each person's scope. */
describe('what needs attention', () => {
  let world: PanelWorld;
  let journalId: number;
  let manager: PanelAccount;
  let otherSectionEditor: PanelAccount;
  const attention = async (who: PanelAccount) => {
    const response = await call(world.testApp, who, 'GET', 'admin/attention');
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { journals: JournalAttention[]; siteNewsDrafts: number | null };
  };
  const of = (body: { journals: JournalAttention[] }, id: number) =>
    body.journals.find((entry) => entry.journal.id === id);

  beforeAll(async () => {
    world = await createPanelWorld();
    journalId = world.journal.journal.id;
    manager = await staffAccount(world, journalId, ['manager']);
    otherSectionEditor = await staffAccount(
      world,
      journalId,
      ['section_editor'],
      [world.journal.sections.reviews.id],
    );
    await submitted(world, world.ann);
    await submitted(world, world.bob);
    await call(world.testApp, manager, 'POST', 'admin/news', {
      journalId,
      title: 'A draft',
      body: '<p>x</p>',
      status: 'draft',
    });
    const invited = await call(
      world.testApp,
      manager,
      'POST',
      `admin/journals/${journalId}/invitations`,
      {
        email: 'late@example.org',
        roles: ['reviewer'],
      },
    );
    await world.testApp.context.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.id, invited.json().id));
  });
  afterAll(() => world.close());

  it('counts new submissions, news drafts and expired invitations for the journal’s manager', async () => {
    const mine = of(await attention(manager), journalId);
    expect(mine).toMatchObject({
      newSubmissions: 2,
      newsDrafts: 1,
      expiredInvitations: 1,
      noSections: false,
    });
    expect((await attention(manager)).journals.map((entry) => entry.journal.id)).toEqual([
      journalId,
    ]);
  });

  it('counts a section editor’s sections only, and no news or invitations', async () => {
    const theirs = of(await attention(otherSectionEditor), journalId);
    expect(theirs).toMatchObject({ newSubmissions: 0, newsDrafts: 0, expiredInvitations: 0 });
  });

  it('gives site administrators every journal and the site’s news drafts, and authors nothing', async () => {
    const all = await attention(world.admin);
    expect(all.journals.map((entry) => entry.journal.id)).toEqual(
      expect.arrayContaining([journalId, world.otherJournal.journal.id]),
    );
    expect(all.siteNewsDrafts).toBe(0);
    expect((await call(world.testApp, world.bob, 'GET', 'admin/attention')).statusCode).toBe(403);
  });
});
