import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles, issues } from '../src/db/schema';
import {
  call,
  createPanelWorld,
  type PanelAccount,
  type PanelWorld,
  staffAccount,
} from './panel-fixtures';

/** Corrections, retractions, expressions of concern and addenda on published articles. */
describe('notices on published articles', () => {
  let world: PanelWorld;
  let editor: PanelAccount;
  let outsider: PanelAccount;
  let slug: string;
  let issueId: number;
  let publishedId: number;
  let publishedSlug: string;
  let draftId: number;

  const entry = (title: string) => ({
    title,
    abstract: '<p>An article.</p>',
    authors: [{ name: 'Maija Mäkinen' }],
    keywords: [],
    type: 'research-article',
    language: 'en',
    sectionId: world.journal.sections.research.id,
    pages: null,
    doi: null,
    license: 'cc-by-4.0',
    receivedAt: null,
    acceptedAt: null,
  });

  const today = () => new Date().toISOString().slice(0, 10);
  const notice = (overrides: Record<string, unknown> = {}) => ({
    type: 'correction',
    text: '<p>The second table’s units were wrong; they are corrected.</p>',
    date: today(),
    doi: '',
    ...overrides,
  });

  const read = (url: string) => world.testApp.app.inject({ method: 'GET', url: `/api/${url}` });

  beforeAll(async () => {
    world = await createPanelWorld();
    const journalId = world.journal.journal.id;
    slug = world.journal.journal.slug;
    editor = await staffAccount(world, journalId, ['editor']);
    outsider = await staffAccount(world, world.otherJournal.journal.id, ['editor']);
    const issue = await call(world.testApp, editor, 'POST', 'admin/issues', {
      journalId,
      volume: 4,
      number: 2,
      year: 2026,
    });
    issueId = issue.json().id;
    const article = await call(world.testApp, editor, 'POST', `admin/issues/${issueId}/articles`, {
      ...entry('Tides and their tables'),
    });
    publishedId = article.json().id;
    publishedSlug = article.json().slug;
    const version = (await call(world.testApp, editor, 'GET', `admin/issues/${issueId}`)).json()
      .version;
    const published = await call(world.testApp, editor, 'POST', `admin/issues/${issueId}/publish`, {
      at: null,
      version,
    });
    expect(published.statusCode, published.body).toBe(200);
    // Published long ago, so a harvest `from` today selects only what changed since.
    const { db } = world.testApp.context;
    const longAgo = new Date('2020-03-01T10:00:00Z');
    await db.update(issues).set({ publishedAt: longAgo }).where(eq(issues.id, issueId));
    await db
      .update(articles)
      .set({ publishedAt: longAgo, updatedAt: longAgo })
      .where(eq(articles.id, publishedId));

    const draft = await call(world.testApp, editor, 'POST', 'admin/issues', {
      journalId,
      volume: 4,
      number: 3,
      year: 2026,
    });
    draftId = (
      await call(world.testApp, editor, 'POST', `admin/issues/${draft.json().id}/articles`, {
        ...entry('Not out yet'),
      })
    ).json().id;
  });
  afterAll(() => world.close());

  const harvestFrom = async (from: string) =>
    (await read(`oai?verb=ListIdentifiers&metadataPrefix=oai_dc&from=${from}`)).body;

  it('publishes a correction at once: its own page names the article, the article lists it', async () => {
    const from = `${new Date(Date.now() - 60_000).toISOString().slice(0, 19)}Z`;
    expect(await harvestFrom(from)).not.toContain(`article/${publishedId}<`);

    const created = await call(
      world.testApp,
      editor,
      'POST',
      `admin/articles/${publishedId}/notices`,
      notice({ doi: '10.5555/notice.1' }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const body = created.json();
    expect(body).toMatchObject({
      type: 'correction',
      date: today(),
      doi: '10.5555/notice.1',
      article: { id: publishedId, slug: publishedSlug, title: 'Tides and their tables' },
      journal: { slug },
    });

    const page = await read(`journals/${slug}/notices/${body.id}`);
    expect(page.statusCode).toBe(200);
    expect(page.json().text).toContain('units were wrong');
    const article = (await read(`journals/${slug}/articles/${publishedSlug}`)).json();
    expect(article.notices).toEqual([
      expect.objectContaining({ id: body.id, type: 'correction', doi: '10.5555/notice.1' }),
    ]);
    const listed = (
      await call(world.testApp, editor, 'GET', `admin/articles/${publishedId}/notices`)
    ).json();
    expect(listed.data.map((item: { id: number }) => item.id)).toEqual([body.id]);
    const feedList = (await read(`journals/${slug}/notices`)).json();
    expect(feedList.data.map((item: { id: number }) => item.id)).toEqual([body.id]);

    // The harvester asking for what changed since a minute ago now gets the corrected article.
    expect(await harvestFrom(from)).toContain(`article/${publishedId}</identifier>`);
    // The first article read builds the citation styles' engines (seconds on a busy machine).
  }, 120_000);

  it('dates the article’s table-of-contents line (the sitemap’s lastmod) by its latest notice', async () => {
    const issue = (await read(`journals/${slug}/issues/${issueId}`)).json();
    const line = issue.sections[0].articles[0];
    expect(line.publishedAt).toBe('2020-03-01T10:00:00.000Z');
    expect(Date.now() - Date.parse(line.updatedAt)).toBeLessThan(60_000);
    expect(line.retracted).toBe(false);
  });

  it('retracts an article that stays readable, marked in its issue and in search, once only', async () => {
    const created = await call(
      world.testApp,
      editor,
      'POST',
      `admin/articles/${publishedId}/notices`,
      notice({ type: 'retraction', text: '<p>Retracted at the authors’ request.</p>' }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const article = await read(`journals/${slug}/articles/${publishedSlug}`);
    expect(article.statusCode).toBe(200);
    expect(article.json().notices.map((item: { type: string }) => item.type)).toEqual([
      'retraction',
      'correction',
    ]);
    const issue = (await read(`journals/${slug}/issues/${issueId}`)).json();
    expect(issue.sections[0].articles[0].retracted).toBe(true);
    const search = (await read('search?q=tides')).json();
    expect(search.data.find((hit: { id: number }) => hit.id === publishedId)?.retracted).toBe(true);

    // Its OAI record stays, marked as the page marks it, related to each notice.
    const harvested = await harvestFrom('2020-01-01');
    const identifier = new RegExp(`<identifier>([^<]*:article/${publishedId})</identifier>`).exec(
      harvested,
    )?.[1];
    const record = (
      await read(
        `oai?verb=GetRecord&metadataPrefix=oai_dc&identifier=${encodeURIComponent(identifier ?? '')}`,
      )
    ).body;
    expect(record).toContain('<dc:title>RETRACTED: Tides and their tables</dc:title>');
    expect(record).toContain(`/journals/${slug}/notices/${created.json().id}</dc:relation>`);

    const again = await call(
      world.testApp,
      editor,
      'POST',
      `admin/articles/${publishedId}/notices`,
      notice({ type: 'retraction' }),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain('already retracted');
  });

  it('refuses an unknown type, empty text and a day to come, naming the field, and stores nothing', async () => {
    const before = (await read(`journals/${slug}/notices`)).json().data.length;
    const unknownType = await call(
      world.testApp,
      editor,
      'POST',
      `admin/articles/${publishedId}/notices`,
      notice({ type: 'erratum-ish' }),
    );
    expect(unknownType.statusCode).toBe(400);
    expect(unknownType.json().errors.type[0]).toContain('expression of concern');
    for (const text of ['', '<p></p>', '<p>&nbsp; </p>']) {
      const empty = await call(
        world.testApp,
        editor,
        'POST',
        `admin/articles/${publishedId}/notices`,
        notice({ text }),
      );
      expect(empty.statusCode).toBe(400);
      expect(empty.json().errors.text).toEqual(['Write the notice’s text.']);
    }
    const future = await call(
      world.testApp,
      editor,
      'POST',
      `admin/articles/${publishedId}/notices`,
      notice({ date: `${new Date().getUTCFullYear() + 1}-01-01` }),
    );
    expect(future.statusCode).toBe(400);
    expect(future.json().errors.date).toBeDefined();
    const badDate = await call(
      world.testApp,
      editor,
      'POST',
      `admin/articles/${publishedId}/notices`,
      notice({ date: '2026-02-30', doi: 'nope' }),
    );
    expect(Object.keys(badDate.json().errors).sort()).toEqual(['date', 'doi']);
    expect((await read(`journals/${slug}/notices`)).json().data).toHaveLength(before);
  });

  it('refuses a notice on an article readers cannot see yet', async () => {
    const refused = await call(
      world.testApp,
      editor,
      'POST',
      `admin/articles/${draftId}/notices`,
      notice(),
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('Only a published article');
    const listed = await call(world.testApp, editor, 'GET', `admin/articles/${draftId}/notices`);
    expect(listed.json().data).toEqual([]);
  });

  it('refuses another journal’s editor and authors, and hides notices of unpublished articles', async () => {
    const intruder = await call(
      world.testApp,
      outsider,
      'POST',
      `admin/articles/${publishedId}/notices`,
      notice(),
    );
    expect(intruder.statusCode).toBe(404);
    expect(
      (await call(world.testApp, outsider, 'GET', `admin/articles/${publishedId}/notices`))
        .statusCode,
    ).toBe(404);
    const author = await call(
      world.testApp,
      world.bob,
      'POST',
      `admin/articles/${publishedId}/notices`,
      notice(),
    );
    expect(author.statusCode).toBe(403);
    const anonymous = await call(
      world.testApp,
      null,
      'POST',
      `admin/articles/${publishedId}/notices`,
      notice(),
    );
    expect(anonymous.statusCode).toBe(401);
    // A notice is read under its own journal only; an unknown one is a 404.
    const [first] = (await read(`journals/${slug}/notices`)).json().data;
    const otherSlug = world.otherJournal.journal.slug;
    expect((await read(`journals/${otherSlug}/notices/${first.id}`)).statusCode).toBe(404);
    expect((await read(`journals/${slug}/notices/999999`)).statusCode).toBe(404);
    // Taking the issue back to draft hides its articles' notices with them.
    const { db } = world.testApp.context;
    await db
      .update(issues)
      .set({ publishedAt: sql`now() + interval '1 day'` })
      .where(eq(issues.id, issueId));
    expect((await read(`journals/${slug}/notices/${first.id}`)).statusCode).toBe(404);
    expect((await read(`journals/${slug}/notices`)).json().data).toEqual([]);
  });
});
