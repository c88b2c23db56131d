import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, issues } from '../src/db/schema';
import { announceDueIssues } from '../src/issues/scheduled-issues';
import { insertArticle } from './fixtures';
import {
  call,
  createPanelWorld,
  type PanelAccount,
  type PanelWorld,
  staffAccount,
} from './panel-fixtures';

interface EditableIssue {
  id: number;
  state: string;
  version: number;
  publishedAt: string | null;
  isCurrent: boolean;
  volume: number;
  number: number;
  withdrawalReason: string | null;
  articles: Array<{ id: number; sectionId: number | null; pages: string | null }>;
  sections: Array<{ id: number; title: string }>;
}

/** Volumes and issues made, published, scheduled, withdrawn and ordered by a journal's editors. */
describe('issues in the back office', () => {
  let world: PanelWorld;
  let editor: PanelAccount;
  let outsider: PanelAccount;
  let journalId: number;
  let slug: string;

  beforeAll(async () => {
    world = await createPanelWorld();
    journalId = world.journal.journal.id;
    slug = world.journal.journal.slug;
    editor = await staffAccount(world, journalId, ['editor']);
    outsider = await staffAccount(world, world.otherJournal.journal.id, ['editor']);
  });
  afterAll(() => world.close());

  const read = (url: string) =>
    world.testApp.app.inject({ method: 'GET', url: `/api/journals/${slug}/${url}` });
  const archiveIds = async () =>
    (await read('archive?perPage=100')).json().data.map((issue: { id: number }) => issue.id);
  const create = async (volume: number, number: number, who = editor) =>
    call(world.testApp, who, 'POST', 'admin/issues', {
      journalId,
      volume,
      number,
      year: 2027,
      title: `Special issue ${volume}.${number}`,
      description: '<p>On quiet things.</p>',
    });
  const issueOf = async (id: number): Promise<EditableIssue> =>
    (await call(world.testApp, editor, 'GET', `admin/issues/${id}`)).json();

  it('creates a draft issue with its new volume, hidden from readers, and refuses a taken number', async () => {
    const created = await create(9, 1);
    expect(created.statusCode, created.body).toBe(201);
    const issue: EditableIssue = created.json();
    expect(issue).toMatchObject({ state: 'draft', volume: 9, number: 1, version: 1 });
    expect(await archiveIds()).not.toContain(issue.id);
    const taken = await create(9, 1);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors.number[0]).toContain('Volume 9 already has an issue 1');
    const bad = await call(world.testApp, editor, 'POST', 'admin/issues', {
      journalId,
      volume: 0,
      number: 1.5,
      year: 'next',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['number', 'volume', 'year']);
    // Another journal's editor neither creates issues here nor reads or changes this one.
    const intruder = await call(world.testApp, outsider, 'POST', 'admin/issues', {
      journalId,
      volume: 9,
      number: 7,
      year: 2027,
    });
    expect(intruder.statusCode).toBe(404);
    expect(
      (await call(world.testApp, outsider, 'GET', `admin/issues/${issue.id}`)).statusCode,
    ).toBe(404);
    expect(
      (await call(world.testApp, world.bob, 'GET', `admin/issues/${issue.id}`)).statusCode,
    ).toBe(403);
  });

  it('saves an issue from the version read, and says who saved since', async () => {
    const issue: EditableIssue = (await create(10, 1)).json();
    const body = { volume: 11, number: 1, year: 2028, title: 'Moved', description: null };
    const saved = await call(world.testApp, editor, 'PUT', `admin/issues/${issue.id}`, {
      ...body,
      version: issue.version,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ volume: 11, year: 2028, version: issue.version + 1 });
    const stale = await call(world.testApp, world.admin, 'PUT', `admin/issues/${issue.id}`, {
      ...body,
      title: 'Overwritten',
      version: issue.version,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().errors.version[0]).toContain('after you opened it');
    expect((await issueOf(issue.id)).volume).toBe(11);
  });

  it('publishes an issue now: listed at once, its articles dated with it; not twice', async () => {
    const issue: EditableIssue = (await create(12, 1)).json();
    const article = await insertArticle(world.testApp.context.db, {
      journalId,
      issueId: issue.id,
      publishedAt: new Date('2020-01-01T00:00:00Z'),
    });
    const published = await call(
      world.testApp,
      editor,
      'POST',
      `admin/issues/${issue.id}/publish`,
      {
        at: null,
        version: issue.version,
      },
    );
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().state).toBe('published');
    expect(await archiveIds()).toContain(issue.id);
    const page = await read(`articles/${article.slug}`);
    expect(page.json().publishedAt).toBe(published.json().publishedAt);
    const again = await call(world.testApp, editor, 'POST', `admin/issues/${issue.id}/publish`, {
      at: null,
      version: published.json().version,
    });
    expect(again.statusCode).toBe(409);
    const scheduledToo = await call(
      world.testApp,
      editor,
      'POST',
      `admin/issues/${issue.id}/draft`,
      {
        version: published.json().version,
      },
    );
    expect(scheduledToo.statusCode).toBe(409);
    expect(scheduledToo.json().message).toContain('withdraw it instead');
  });

  it('schedules an issue for a moment to come, announced once however many nodes look', async () => {
    const issue: EditableIssue = (await create(13, 1)).json();
    const past = await call(world.testApp, editor, 'POST', `admin/issues/${issue.id}/publish`, {
      at: '2020-01-01T10:00:00+02:00',
      version: issue.version,
    });
    expect(past.statusCode).toBe(422);
    expect(past.json().errors.at[0]).toContain('to come');
    const at = new Date(Date.now() + 3_600_000).toISOString();
    const scheduled = await call(
      world.testApp,
      editor,
      'POST',
      `admin/issues/${issue.id}/publish`,
      {
        at,
        version: issue.version,
      },
    );
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    expect(scheduled.json()).toMatchObject({ state: 'scheduled', publishedAt: at });
    expect(await archiveIds()).not.toContain(issue.id);
    const notCurrent = await call(
      world.testApp,
      editor,
      'POST',
      `admin/issues/${issue.id}/current`,
      {
        version: scheduled.json().version,
      },
    );
    expect(notCurrent.statusCode).toBe(409);

    // Its date comes (moved to the past rather than waiting an hour): readers see it at once,
    // and of the nodes that look at the same moment, one announces it.
    const { db } = world.testApp.context;
    await db
      .update(issues)
      .set({ publishedAt: sql`now() - interval '1 second'` })
      .where(eq(issues.id, issue.id));
    expect(await archiveIds()).toContain(issue.id);
    const looks = await Promise.all(
      Array.from({ length: 4 }, () => announceDueIssues(world.testApp.context)),
    );
    expect(looks.flat().filter((announced) => announced.id === issue.id)).toHaveLength(1);
    const entries = await db
      .select({ action: auditLog.action, actorId: auditLog.actorId })
      .from(auditLog)
      .where(eq(auditLog.targetId, issue.id));
    expect(entries.filter((entry) => entry.action === 'issue.published')).toEqual([
      { action: 'issue.published', actorId: null },
    ]);
    expect(await announceDueIssues(world.testApp.context)).toEqual([]);
  });

  it('takes a scheduled issue back to draft, before readers ever see it', async () => {
    const issue: EditableIssue = (await create(14, 1)).json();
    const at = new Date(Date.now() + 86_400_000).toISOString();
    const scheduled = (
      await call(world.testApp, editor, 'POST', `admin/issues/${issue.id}/publish`, {
        at,
        version: issue.version,
      })
    ).json();
    const back = await call(world.testApp, editor, 'POST', `admin/issues/${issue.id}/draft`, {
      version: scheduled.version,
    });
    expect(back.json()).toMatchObject({ state: 'draft', publishedAt: null });
    // Nothing is left for a node to announce.
    expect(
      (await announceDueIssues(world.testApp.context)).filter((a) => a.id === issue.id),
    ).toEqual([]);
  });

  it('withdraws a published issue: it leaves the lists, its articles stay with the reason', async () => {
    const issue: EditableIssue = (await create(15, 1)).json();
    const article = await insertArticle(world.testApp.context.db, { journalId, issueId: issue.id });
    const published = (
      await call(world.testApp, editor, 'POST', `admin/issues/${issue.id}/publish`, {
        at: null,
        version: issue.version,
      })
    ).json();
    const current = await call(world.testApp, editor, 'POST', `admin/issues/${issue.id}/current`, {
      version: published.version,
    });
    expect(current.json().isCurrent).toBe(true);
    expect((await read('current-issue')).json().id).toBe(issue.id);
    const noReason = await call(
      world.testApp,
      editor,
      'POST',
      `admin/issues/${issue.id}/withdraw`,
      {
        reason: '  ',
        version: current.json().version,
      },
    );
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors.reason).toBeDefined();
    const withdrawn = await call(
      world.testApp,
      editor,
      'POST',
      `admin/issues/${issue.id}/withdraw`,
      {
        reason: 'Published by mistake before the proofs were approved.',
        version: current.json().version,
      },
    );
    expect(withdrawn.json()).toMatchObject({ state: 'withdrawn', isCurrent: false });
    expect(await archiveIds()).not.toContain(issue.id);
    expect((await read(`issues/${issue.id}`)).statusCode).toBe(404);
    expect((await read('current-issue')).json().id).not.toBe(issue.id);
    const page = await read(`articles/${article.slug}`);
    expect(page.statusCode).toBe(200);
    expect(page.json().issue.withdrawal).toMatchObject({
      reason: 'Published by mistake before the proofs were approved.',
    });
    // Published again, it is back in the record.
    const again = await call(world.testApp, editor, 'POST', `admin/issues/${issue.id}/publish`, {
      at: null,
      version: withdrawn.json().version,
    });
    expect(again.json()).toMatchObject({ state: 'published', withdrawalReason: null });
    expect(await archiveIds()).toContain(issue.id);
  });

  it('orders the table of contents with sections and pages, refusing a partial or foreign list', async () => {
    const issue: EditableIssue = (await create(16, 1)).json();
    const { db } = world.testApp.context;
    const [first, second] = [
      await insertArticle(db, { journalId, issueId: issue.id, position: 0 }),
      await insertArticle(db, { journalId, issueId: issue.id, position: 1 }),
    ];
    if (!first || !second) throw new Error('no articles');
    const { research, reviews } = world.journal.sections;
    const saved = await call(world.testApp, editor, 'PUT', `admin/issues/${issue.id}/contents`, {
      articles: [
        { id: second.id, sectionId: research.id, pages: '1–12' },
        { id: first.id, sectionId: reviews.id, pages: '13–20' },
      ],
      version: issue.version,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().articles).toEqual([
      expect.objectContaining({ id: second.id, sectionId: research.id, pages: '1–12' }),
      expect.objectContaining({ id: first.id, sectionId: reviews.id, pages: '13–20' }),
    ]);
    const partial = await call(world.testApp, editor, 'PUT', `admin/issues/${issue.id}/contents`, {
      articles: [{ id: first.id, sectionId: null, pages: null }],
      version: saved.json().version,
    });
    expect(partial.statusCode).toBe(400);
    const foreign = world.otherJournal.sections.research.id;
    const wrongSection = await call(
      world.testApp,
      editor,
      'PUT',
      `admin/issues/${issue.id}/contents`,
      {
        articles: [
          { id: first.id, sectionId: foreign, pages: null },
          { id: second.id, sectionId: null, pages: null },
        ],
        version: saved.json().version,
      },
    );
    expect(wrongSection.statusCode).toBe(400);
    expect(wrongSection.json().errors.sectionId).toBeDefined();
    expect((await issueOf(issue.id)).articles.map((a) => a.id)).toEqual([second.id, first.id]);
  });

  it('deletes an empty draft (and its volume), and refuses one that holds articles', async () => {
    const empty: EditableIssue = (await create(17, 1)).json();
    const removed = await call(world.testApp, editor, 'DELETE', `admin/issues/${empty.id}`);
    expect(removed.statusCode).toBe(204);
    expect((await call(world.testApp, editor, 'GET', `admin/issues/${empty.id}`)).statusCode).toBe(
      404,
    );
    const full: EditableIssue = (await create(18, 1)).json();
    await insertArticle(world.testApp.context.db, { journalId, issueId: full.id });
    const refused = await call(world.testApp, editor, 'DELETE', `admin/issues/${full.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('holds 1 article');
    // Volume 17 went with its only issue: its number is free for a new one.
    expect((await create(17, 1)).statusCode).toBe(201);
  });
});
