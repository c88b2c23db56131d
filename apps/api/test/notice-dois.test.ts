import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleNotices, dois } from '../src/db/schema';
import { decodeResumptionToken } from '../src/oai/resumption-token';
import { startCrossrefStandIn, xmllint } from './crossref-stand-in';
import {
  call,
  createPanelWorld,
  type PanelAccount,
  type PanelWorld,
  staffAccount,
} from './panel-fixtures';

/**
 * Notices as items of their own: a DOI minted when one is published (the journal's notice
 * pattern), registered so it is never given twice, deposited with Crossref as an update of the
 * article's DOI (schema-valid), and an OAI-PMH record of its own linked both ways.
 */
describe('notices’ DOIs, deposits and records', { timeout: 120_000 }, () => {
  let world: PanelWorld;
  let manager: PanelAccount;
  let editor: PanelAccount;
  let outsider: PanelAccount;
  let journalId: number;
  let slug: string;
  let articleId: number;
  let articleSlug: string;
  let standIn: Awaited<ReturnType<typeof startCrossrefStandIn>>;

  const today = () => new Date().toISOString().slice(0, 10);
  const read = (url: string) => world.testApp.app.inject({ method: 'GET', url: `/api/${url}` });
  const host = () => new URL(world.testApp.context.config.webOrigin).hostname;

  const settings = async () =>
    (await call(world.testApp, manager, 'GET', `admin/journals/${journalId}/doi`)).json();
  const saveSettings = async (changes: Record<string, unknown>, who = manager) => {
    const current = await settings();
    return call(world.testApp, who, 'PUT', `admin/journals/${journalId}/doi`, {
      version: current.version,
      prefix: current.prefix ?? '',
      articlePattern: current.articlePattern,
      issuePattern: current.issuePattern,
      depositorName: current.depositorName ?? '',
      depositorEmail: current.depositorEmail ?? '',
      username: current.username ?? '',
      password: '',
      environment: current.environment,
      ...changes,
    });
  };
  const publishNotice = (body: Record<string, unknown>, on = articleId) =>
    call(world.testApp, editor, 'POST', `admin/articles/${on}/notices`, {
      type: 'correction',
      text: '<p>The second table’s units were wrong; they are corrected.</p>',
      date: today(),
      doi: '',
      ...body,
    });
  const storedNotices = async () =>
    (
      await world.testApp.context.db
        .select({ n: sql<number>`count(*)::int` })
        .from(articleNotices)
        .where(eq(articleNotices.articleId, articleId))
    )[0]?.n;

  beforeAll(async () => {
    world = await createPanelWorld();
    journalId = world.journal.journal.id;
    slug = world.journal.journal.slug;
    manager = await staffAccount(world, journalId, ['manager']);
    editor = await staffAccount(world, journalId, ['editor']);
    outsider = await staffAccount(world, world.otherJournal.journal.id, ['editor']);
    standIn = await startCrossrefStandIn();
    world.testApp.context.config.crossref = {
      depositUrl: standIn.url,
      checkMs: 60_000,
      retryMs: 0,
      maxAttempts: 3,
    };
    const saved = await saveSettings({
      prefix: '10.5555',
      depositorEmail: 'dois@jqm.test',
      username: 'quire-test',
      password: 'right-password',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const issue = await call(world.testApp, editor, 'POST', 'admin/issues', {
      journalId,
      volume: 9,
      number: 1,
      year: 2026,
    });
    const issueId = issue.json().id;
    const article = await call(world.testApp, editor, 'POST', `admin/issues/${issueId}/articles`, {
      title: 'Tides and their tables',
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
    articleId = article.json().id;
    articleSlug = article.json().slug;
    const { version } = (
      await call(world.testApp, editor, 'GET', `admin/issues/${issueId}`)
    ).json();
    const published = await call(world.testApp, editor, 'POST', `admin/issues/${issueId}/publish`, {
      at: null,
      version,
    });
    expect(published.statusCode, published.body).toBe(200);
  });
  afterAll(async () => {
    await standIn.close();
    await world.close();
  });

  it('takes a notice pattern and a Crossmark policy DOI from managers, refusing bad ones', async () => {
    expect(await settings()).toMatchObject({
      noticePattern: '{journal}.{year}.{article}.n{notice}',
      crossmarkPolicyDoi: null,
      example: { notice: expect.stringMatching(/^10\.5555\/jquietmath\.\d{4}\.123\.n7$/) },
    });
    const bad = await saveSettings({
      noticePattern: '{journal}.{year}',
      articlePattern: '{journal}.{article}.{notice}',
      crossmarkPolicyDoi: 'the policy page',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.noticePattern[0]).toContain('Include {notice}');
    expect(bad.json().errors.articlePattern[0]).toContain('Only the notice pattern has {notice}');
    expect(bad.json().errors.crossmarkPolicyDoi[0]).toContain('10.5555/policy');
    const withPage = await saveSettings({ noticePattern: 'n{notice}.p{page}' });
    expect(withPage.json().errors.noticePattern[0]).toContain('no {page}');
    expect((await saveSettings({ noticePattern: 'x{notice}' }, editor)).statusCode).toBe(403);
    // A client that does not know the notice pattern keeps it (absent is not blank).
    expect((await saveSettings({})).json().noticePattern).toBe(
      '{journal}.{year}.{article}.n{notice}',
    );
  });

  it('mints a notice’s DOI when it is published, registers it, and shows it on the notice', async () => {
    const published = await publishNotice({ date: '2026-03-04' });
    expect(published.statusCode, published.body).toBe(201);
    const notice = published.json();
    expect(notice.doi).toBe(`10.5555/jquietmath.2026.${articleId}.n${notice.id}`);
    const [registered] = await world.testApp.context.db
      .select()
      .from(dois)
      .where(eq(dois.noticeId, notice.id));
    expect(registered).toMatchObject({ doi: notice.doi, journalId, articleId: null });
    const page = await read(`journals/${slug}/notices/${notice.id}`);
    expect(page.json().doi).toBe(notice.doi);
  });

  it('refuses a typed DOI that belongs to another item, storing nothing; keeps a free one', async () => {
    const articleDoi = (await read(`journals/${slug}/articles/${articleSlug}`)).json().doi;
    expect(articleDoi).toMatch(/^10\.5555\//);
    const before = await storedNotices();
    const taken = await publishNotice({ doi: articleDoi.toUpperCase() });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors.doi[0]).toContain('already belongs to another item');
    expect(await storedNotices()).toBe(before);
    const typed = await publishNotice({ type: 'addendum', doi: '10.5555/typed.addendum' });
    expect(typed.statusCode, typed.body).toBe(201);
    expect(typed.json().doi).toBe('10.5555/typed.addendum');
    const again = await publishNotice({ type: 'addendum', doi: '10.5555/TYPED.addendum' });
    expect(again.statusCode).toBe(409);
  });

  it('offers a notice’s deposit as an update of the article’s DOI, valid against Crossref’s schema', async () => {
    const notice = (await publishNotice({ type: 'retraction', date: '2026-05-06' })).json();
    const xmlUrl = `admin/notices/${notice.id}/crossref.xml`;
    const noPolicy = await call(world.testApp, editor, 'GET', xmlUrl);
    expect(noPolicy.statusCode).toBe(409);
    expect(noPolicy.json().errors.crossmarkPolicyDoi[0]).toContain('Crossmark policy DOI');
    expect((await saveSettings({ crossmarkPolicyDoi: '10.5555/policy' })).statusCode).toBe(200);
    const xml = await call(world.testApp, editor, 'GET', xmlUrl);
    expect(xml.statusCode, xml.body).toBe(200);
    const articleDoi = (await read(`journals/${slug}/articles/${articleSlug}`)).json().doi;
    expect(xml.body).toContain('<title>Retraction: Tides and their tables</title>');
    expect(xml.body).toContain(
      `<crossmark><crossmark_policy>10.5555/policy</crossmark_policy><updates><update type="retraction" date="2026-05-06">${articleDoi}</update></updates></crossmark>`,
    );
    expect(xml.body).toContain(`<doi>${notice.doi}</doi>`);
    expect(xml.body).toContain(`/journals/${slug}/notices/${notice.id}</resource>`);
    expect(xml.body).not.toContain('<journal_issue>');
    const folder = await mkdtemp(path.join(os.tmpdir(), 'quire-notice-crossref-'));
    try {
      const file = path.join(folder, 'notice.xml');
      await writeFile(file, xml.body);
      const result = await xmllint([file]);
      expect(result.ok, result.stderr).toBe(true);
    } finally {
      await rm(folder, { recursive: true });
    }
  });

  it('deposits a notice’s DOI and shows its state beside the article’s; only the journal’s editors may', async () => {
    const notice = (await publishNotice({ type: 'expression_of_concern' })).json();
    expect(
      (await call(world.testApp, outsider, 'GET', `admin/notices/${notice.id}/crossref`))
        .statusCode,
    ).toBe(404);
    expect(
      (await call(world.testApp, outsider, 'POST', `admin/notices/${notice.id}/crossref/deposit`))
        .statusCode,
    ).toBe(404);
    expect(
      (await call(world.testApp, world.ann, 'GET', `admin/notices/${notice.id}/crossref`))
        .statusCode,
    ).toBe(403);
    expect(
      (await call(world.testApp, editor, 'GET', 'admin/notices/999999/crossref')).statusCode,
    ).toBe(404);
    expect(
      (await call(world.testApp, editor, 'GET', 'admin/notices/abc/crossref')).statusCode,
    ).toBe(400);
    const deposited = await call(
      world.testApp,
      editor,
      'POST',
      `admin/notices/${notice.id}/crossref/deposit`,
    );
    expect(deposited.statusCode, deposited.body).toBe(200);
    expect(deposited.json().dois).toEqual([
      expect.objectContaining({
        doi: notice.doi,
        kind: 'notice',
        itemId: notice.id,
        title: 'Expression of concern: Tides and their tables',
        status: 'deposited',
      }),
    ]);
    const sent = standIn.received.at(-1);
    expect(sent?.fileName).toBe(`${slug}-notice-${notice.id}.xml`);
    expect(sent?.xml).toContain('<update type="expression_of_concern"');
    const article = (
      await call(world.testApp, editor, 'GET', `admin/articles/${articleId}/crossref`)
    ).json();
    expect(article.dois.map((entry: { kind: string }) => entry.kind)).toContain('notice');
    expect(article.dois).toContainEqual(
      expect.objectContaining({ doi: notice.doi, status: 'deposited' }),
    );
  });

  it('leaves a notice without a DOI while the journal has no DOI prefix', async () => {
    expect((await saveSettings({ prefix: '' })).statusCode).toBe(200);
    try {
      const published = await publishNotice({ type: 'addendum' });
      expect(published.statusCode, published.body).toBe(201);
      expect(published.json().doi).toBeNull();
      const xml = await call(
        world.testApp,
        editor,
        'GET',
        `admin/notices/${published.json().id}/crossref.xml`,
      );
      expect(xml.statusCode).toBe(409);
      expect(xml.json().message).toContain('The notice has no DOI');
    } finally {
      await saveSettings({ prefix: '10.5555' });
    }
  });

  it('is an OAI-PMH record of its own in its journal’s set, related both ways to its article', async () => {
    const notice = (
      await publishNotice({ type: 'correction', text: '<p>A <em>units</em> correction.</p>' })
    ).json();
    const identifier = `oai:${host()}:notice/${notice.id}`;
    const record = (await read(`oai?verb=GetRecord&metadataPrefix=oai_dc&identifier=${identifier}`))
      .body;
    expect(record).toContain(`<identifier>${identifier}</identifier>`);
    expect(record).toContain(`<setSpec>${slug}</setSpec>`);
    expect(record).toMatch(/<datestamp>\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ<\/datestamp>/);
    expect(record).toContain('<dc:title>Correction: Tides and their tables</dc:title>');
    expect(record).toContain('<dc:type>correction</dc:type>');
    expect(record).toContain('<dc:description>A units correction.</dc:description>');
    expect(record).toContain(`<dc:identifier>https://doi.org/${notice.doi}</dc:identifier>`);
    expect(record).toContain(`/journals/${slug}/articles/${articleSlug}</dc:relation>`);
    const articleRecord = (
      await read(
        `oai?verb=GetRecord&metadataPrefix=oai_dc&identifier=oai:${host()}:article/${articleId}`,
      )
    ).body;
    expect(articleRecord).toContain(`/journals/${slug}/notices/${notice.id}</dc:relation>`);
    expect(articleRecord).toContain(`<dc:relation>https://doi.org/${notice.doi}</dc:relation>`);
    const jats = (await read(`oai?verb=GetRecord&metadataPrefix=jats&identifier=${identifier}`))
      .body;
    expect(jats).toContain('article-type="correction"');
    expect(jats).toContain('related-article-type="corrected-article" ext-link-type="doi"');
    const listed = (await read(`oai?verb=ListIdentifiers&metadataPrefix=oai_dc&set=${slug}`)).body;
    expect(listed).toContain(`<identifier>${identifier}</identifier>`);
    // A section's set holds articles only; an unknown notice is no identifier of the repository.
    const section = `${slug}:section-${world.journal.sections.research.id}`;
    expect(
      (await read(`oai?verb=ListIdentifiers&metadataPrefix=oai_dc&set=${section}`)).body,
    ).not.toContain(':notice/');
    expect(
      (
        await read(
          `oai?verb=GetRecord&metadataPrefix=oai_dc&identifier=oai:${host()}:notice/999999`,
        )
      ).body,
    ).toContain('idDoesNotExist');
  });

  it('lists articles and notices together, each with its metadata, in (datestamp, kind, id) order', async () => {
    const listed = (await read(`oai?verb=ListRecords&metadataPrefix=oai_dc&set=${slug}`)).body;
    const identifiers = [...listed.matchAll(/<identifier>([^<]+)<\/identifier>/g)].map(
      (match) => match[1],
    );
    expect(identifiers).toContain(`oai:${host()}:article/${articleId}`);
    expect(identifiers.filter((id) => id?.includes(':notice/')).length).toBeGreaterThanOrEqual(5);
    // Every record has its metadata: none is a bare header.
    expect(listed.match(/<record>/g)?.length).toBe(listed.match(/<metadata>/g)?.length);
    expect(listed).toContain('<dc:type>expression_of_concern</dc:type>');
  });

  it('reads a resumption token issued before notices were records as one at an article', () => {
    const token = Buffer.from(
      JSON.stringify({
        v: 1,
        verb: 'ListRecords',
        metadataPrefix: 'oai_dc',
        after: { datestamp: '2026-01-01T00:00:00Z', id: 4 },
        cursor: 100,
        completeListSize: 250,
        expires: Date.now() + 60_000,
      }),
    ).toString('base64url');
    expect(decodeResumptionToken(token, 'ListRecords').after).toEqual({
      datestamp: '2026-01-01T00:00:00Z',
      kind: 'article',
      id: 4,
    });
  });
});
