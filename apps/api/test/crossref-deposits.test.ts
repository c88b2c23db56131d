import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles, dois, issues, journals } from '../src/db/schema';
import { sendCrossrefDeposit } from '../src/dois/crossref-client';
import { composeDeposit } from '../src/dois/crossref-records';
import { queueDeposit, retryPause, sendDueDeposits } from '../src/dois/doi-deposits';
import { mintIssueDois } from '../src/dois/doi-minting';
import { seedDemoIfEmpty } from '../src/seed/seed-demo';
import { startCrossrefStandIn, xmllint } from './crossref-stand-in';
import { insertArticle } from './fixtures';
import {
  call,
  createPanelWorld,
  type PanelAccount,
  type PanelWorld,
  staffAccount,
} from './panel-fixtures';
import { createTestApp, type TestApp } from './test-app';

describe('DOIs and Crossref deposits', () => {
  let world: PanelWorld;
  let manager: PanelAccount;
  let editor: PanelAccount;
  let outsider: PanelAccount;
  let journalId: number;
  let standIn: Awaited<ReturnType<typeof startCrossrefStandIn>>;

  beforeAll(async () => {
    world = await createPanelWorld();
    journalId = world.journal.journal.id;
    manager = await staffAccount(world, journalId, ['manager']);
    editor = await staffAccount(world, journalId, ['editor']);
    outsider = await staffAccount(world, world.otherJournal.journal.id, ['editor']);
    standIn = await startCrossrefStandIn();
    // Retries are due at once (no pause): the test asks for the next try instead of waiting.
    world.testApp.context.config.crossref = {
      depositUrl: standIn.url,
      checkMs: 60_000,
      retryMs: 0,
      maxAttempts: 3,
    };
  });
  afterAll(async () => {
    await standIn.close();
    await world.close();
  });

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
  const newIssue = async (number: number) => {
    const created = await call(world.testApp, editor, 'POST', 'admin/issues', {
      journalId,
      volume: 7,
      number,
      year: 2027,
      title: null,
      description: null,
    });
    expect(created.statusCode, created.body).toBe(201);
    return created.json() as { id: number; version: number };
  };
  const addArticle = (issueId: number, overrides: Record<string, unknown> = {}) =>
    call(world.testApp, editor, 'POST', `admin/issues/${issueId}/articles`, {
      title: 'Salt marshes after the storm',
      abstract: '<p>What the <em>storm</em> left.</p><p>And what it took.</p>',
      authors: [
        { name: 'Maija Mäkinen', affiliation: 'University of Oulu', orcid: '0000-0002-1825-0097' },
        { name: 'Rui Costa' },
      ],
      keywords: ['marshes'],
      type: 'research-article',
      language: 'en',
      sectionId: world.journal.sections.research.id,
      pages: '12–30',
      doi: null,
      license: 'cc-by-4.0',
      receivedAt: null,
      acceptedAt: '2026-11-02',
      ...overrides,
    });
  const publish = async (issueId: number) => {
    const { version } = (
      await call(world.testApp, editor, 'GET', `admin/issues/${issueId}`)
    ).json();
    const published = await call(world.testApp, editor, 'POST', `admin/issues/${issueId}/publish`, {
      at: null,
      version,
    });
    expect(published.statusCode, published.body).toBe(200);
  };
  const doiOfArticle = async (id: number) =>
    (
      await world.testApp.context.db
        .select({ doi: articles.doi })
        .from(articles)
        .where(eq(articles.id, id))
    )[0]?.doi;
  const doiOfIssue = async (id: number) =>
    (
      await world.testApp.context.db
        .select({ doi: issues.doi })
        .from(issues)
        .where(eq(issues.id, id))
    )[0]?.doi;
  const stateOf = async (doi: string) =>
    (
      await world.testApp.context.db
        .select()
        .from(dois)
        .where(sql`lower(${dois.doi}) = lower(${doi})`)
    )[0];

  describe('settings', () => {
    it('takes a prefix and patterns from the journal’s managers, refusing a malformed prefix or pattern', async () => {
      const bad = await saveSettings({
        prefix: '11.55',
        articlePattern: '{journal}.{month}',
        issuePattern: '{journal}',
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors.prefix[0]).toContain('10. and four to nine digits');
      expect(bad.json().errors.articlePattern[0]).toContain('Unknown placeholder {month}');
      expect(bad.json().errors.issuePattern[0]).toContain('{issue}');
      const noEmail = await saveSettings({ prefix: '10.5555', username: 'quire-test' });
      expect(noEmail.statusCode).toBe(400);
      expect(noEmail.json().errors.depositorEmail[0]).toContain('depositor');
      const saved = await saveSettings({
        prefix: '10.5555',
        depositorName: 'Quire Press',
        depositorEmail: 'dois@jqm.test',
        username: 'quire-test',
        password: 'wrong-password',
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json()).toMatchObject({
        prefix: '10.5555',
        hasPassword: true,
        environment: 'test',
        example: { issue: '10.5555/jquietmath.v3i1', article: '10.5555/jquietmath.2025.123' },
      });
      // The password is write-only: never in an answer, and a blank one keeps it.
      expect(saved.body).not.toContain('wrong-password');
      const kept = await saveSettings({ depositorName: 'Quire Press Ltd' });
      expect(kept.json().hasPassword).toBe(true);
    });

    it('lets editors read the settings but only managers change them; other journals’ staff get 404', async () => {
      expect(
        (await call(world.testApp, editor, 'GET', `admin/journals/${journalId}/doi`)).statusCode,
      ).toBe(200);
      expect((await saveSettings({ prefix: '10.9999' }, editor)).statusCode).toBe(403);
      expect(
        (await call(world.testApp, outsider, 'GET', `admin/journals/${journalId}/doi`)).statusCode,
      ).toBe(404);
      expect((await saveSettings({ prefix: '10.9999' }, outsider)).statusCode).toBe(404);
      expect((await settings()).prefix).toBe('10.5555');
    });
  });

  describe('minting', () => {
    it('mints the issue’s and its articles’ DOIs from the patterns when the issue is published', async () => {
      const issue = await newIssue(1);
      const first = (await addArticle(issue.id)).json();
      expect(await doiOfArticle(first.id)).toBeNull();
      await publish(issue.id);
      expect(await doiOfIssue(issue.id)).toBe('10.5555/jquietmath.v7i1');
      expect(await doiOfArticle(first.id)).toBe(`10.5555/jquietmath.2027.${first.id}`);
    });

    it('keeps minted DOIs when the pattern changes; an article added to a published issue gets the new pattern’s', async () => {
      const issue = await newIssue(2);
      const before = (await addArticle(issue.id)).json();
      await publish(issue.id);
      expect(
        (await saveSettings({ articlePattern: 'art.{volume}.{issue}.{page}' })).statusCode,
      ).toBe(200);
      const later = (await addArticle(issue.id, { pages: '31–40' })).json();
      expect(await doiOfArticle(before.id)).toBe(`10.5555/jquietmath.2027.${before.id}`);
      expect(await doiOfArticle(later.id)).toBe('10.5555/art.7.2.31');
      // The same pattern for another article on page 31: the DOI taken, the next is made unique.
      const twin = (await addArticle(issue.id, { pages: '31' })).json();
      expect(await doiOfArticle(twin.id)).toBe('10.5555/art.7.2.31-2');
      await saveSettings({ articlePattern: '{journal}.{year}.{article}' });
    });

    it('refuses a hand-typed DOI that belongs to another item anywhere on the site, whatever its case', async () => {
      const foreign = await insertArticle(world.testApp.context.db, {
        journalId: world.otherJournal.journal.id,
        doi: '10.5555/Elsewhere.1',
        title: 'Elsewhere',
      });
      const issue = await newIssue(3);
      const refused = await addArticle(issue.id, { doi: '10.5555/elsewhere.1' });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().errors.doi[0]).toBe(
        `The DOI 10.5555/elsewhere.1 already belongs to the article “Elsewhere” in ${world.otherJournal.journal.title}. Check it, or leave the field blank to have a DOI minted when the article is published.`,
      );
      const issueDoi = await addArticle(issue.id, { doi: '10.5555/JQUIETMATH.V7I1' });
      expect(issueDoi.statusCode).toBe(409);
      expect(issueDoi.json().errors.doi[0]).toContain('the issue Vol. 7 No. 1');
      expect(foreign.doi).toBe('10.5555/Elsewhere.1');
    });

    it('never gives a DOI twice, even once its article was deleted', async () => {
      const issue = await newIssue(4);
      const draft = (await addArticle(issue.id, { doi: '10.5555/withdrawn.draft' })).json();
      const deleted = await call(world.testApp, editor, 'DELETE', `admin/articles/${draft.id}`);
      expect(deleted.statusCode).toBe(204);
      const again = await addArticle(issue.id, { doi: '10.5555/withdrawn.draft' });
      expect(again.statusCode).toBe(409);
      expect(again.json().errors.doi[0]).toContain('an item since removed');
      // The register refuses it below the API too.
      await expect(
        insertArticle(world.testApp.context.db, { journalId, doi: '10.5555/WITHDRAWN.draft' }),
      ).rejects.toThrow();
    });
  });

  // Each deposit is validated against Crossref's schema (seconds of xmllint's CPU).
  describe('deposits', { timeout: 120_000 }, () => {
    let issueId: number;
    let articleId: number;

    beforeAll(async () => {
      const issue = await newIssue(5);
      issueId = issue.id;
      articleId = (await addArticle(issueId)).json().id;
      await publish(issueId);
    });

    it('offers the issue’s and an article’s deposit as XML valid against Crossref’s schema', async () => {
      const xml = await call(world.testApp, editor, 'GET', `admin/issues/${issueId}/crossref.xml`);
      expect(xml.statusCode, xml.body).toBe(200);
      expect(xml.headers['content-type']).toContain('application/xml');
      expect(xml.headers['content-disposition']).toContain('attachment');
      expect(xml.body).toContain('<doi>10.5555/jquietmath.v7i5</doi>');
      expect(xml.body).toContain(`<doi>10.5555/jquietmath.2027.${articleId}</doi>`);
      expect(xml.body).toContain('<ORCID>https://orcid.org/0000-0002-1825-0097</ORCID>');
      expect(xml.body).toContain(
        '<jats:p>What the storm left.</jats:p><jats:p>And what it took.</jats:p>',
      );
      expect(xml.body).toContain('<first_page>12</first_page><last_page>30</last_page>');
      const article = await call(
        world.testApp,
        editor,
        'GET',
        `admin/articles/${articleId}/crossref.xml`,
      );
      expect(article.statusCode, article.body).toBe(200);
      expect(article.body).not.toContain('jquietmath.v7i5</doi>');
      const folder = await mkdtemp(path.join(os.tmpdir(), 'quire-crossref-'));
      try {
        await writeFile(path.join(folder, 'issue.xml'), xml.body);
        await writeFile(path.join(folder, 'article.xml'), article.body);
        const result = await xmllint([
          path.join(folder, 'issue.xml'),
          path.join(folder, 'article.xml'),
        ]);
        expect(result.ok, result.stderr).toBe(true);
      } finally {
        await rm(folder, { recursive: true });
      }
    });

    it('refuses the XML of an issue with no DOI yet, and to anyone outside the journal’s editors', async () => {
      const draft = await newIssue(6);
      const early = await call(
        world.testApp,
        editor,
        'GET',
        `admin/issues/${draft.id}/crossref.xml`,
      );
      expect(early.statusCode).toBe(409);
      expect(early.json().message).toContain('not published');
      expect(
        (await call(world.testApp, outsider, 'GET', `admin/issues/${issueId}/crossref.xml`))
          .statusCode,
      ).toBe(404);
      expect(
        (
          await call(
            world.testApp,
            outsider,
            'POST',
            `admin/articles/${articleId}/crossref/deposit`,
          )
        ).statusCode,
      ).toBe(404);
      expect(
        (await call(world.testApp, world.ann, 'GET', `admin/articles/${articleId}/crossref`))
          .statusCode,
      ).toBe(403);
    });

    it('marks a deposit Crossref refuses the credentials of as failed, with Crossref’s message', async () => {
      const response = await call(
        world.testApp,
        editor,
        'POST',
        `admin/issues/${issueId}/crossref/deposit`,
      );
      expect(response.statusCode, response.body).toBe(200);
      const status = response.json();
      expect(status.dois.map((entry: { status: string }) => entry.status)).toEqual([
        'failed',
        'failed',
      ]);
      expect(status.dois[0].message).toContain(
        'Crossref refused the depositor’s username or password (401 Unauthorized)',
      );
      expect(status.dois[0].message).toContain('wrong login_id or login_passwd');
      const sent = standIn.received.at(-1);
      expect(sent).toMatchObject({
        operation: 'doMDUpload',
        login: 'quire-test',
        fileName: expect.stringContaining('-issue-'),
      });
    });

    it('deposits with the right password, and tries again after Crossref’s 5xx until it takes it', async () => {
      await saveSettings({ password: 'right-password' });
      standIn.failNext(1);
      const response = await call(
        world.testApp,
        editor,
        'POST',
        `admin/issues/${issueId}/crossref/deposit`,
      );
      const queued = response.json().dois;
      expect(queued.map((entry: { status: string }) => entry.status)).toEqual(['queued', 'queued']);
      expect(queued[0]).toMatchObject({
        attempts: 1,
        message: expect.stringContaining('(503 Service Unavailable)'),
      });
      // Due again at once (no pause here); the issues published earlier were queued then, and
      // go out in the same look.
      const reports = await sendDueDeposits(world.testApp.context);
      const ours = reports.find(
        (report) => report.subject.kind === 'issue' && report.subject.id === issueId,
      );
      expect(ours?.outcome.kind).toBe('deposited');
      const issueDoi = await stateOf('10.5555/jquietmath.v7i5');
      expect(issueDoi).toMatchObject({ depositStatus: 'deposited', depositAttempts: 2 });
      expect(issueDoi?.depositMessage).toContain('Crossref registered the deposit quire-issue-');
      expect((await stateOf(`10.5555/jquietmath.2027.${articleId}`))?.depositStatus).toBe(
        'deposited',
      );
    });

    it('gives up after the configured tries, saying why', async () => {
      standIn.failNext(3);
      const article = { kind: 'article', id: articleId } as const;
      await queueDeposit(world.testApp.context.db, journalId, article);
      for (let attempt = 0; attempt < 3; attempt += 1) {
        await sendDueDeposits(world.testApp.context, article);
      }
      const state = await stateOf(`10.5555/jquietmath.2027.${articleId}`);
      expect(state).toMatchObject({ depositStatus: 'failed', depositAttempts: 3 });
      expect(state?.depositMessage).toContain('Gave up after 3 tries.');
    });

    it('queues a redeposit when a deposited article’s metadata or galley changes, and keeps its DOI', async () => {
      const subject = { kind: 'article', id: articleId } as const;
      await queueDeposit(world.testApp.context.db, journalId, subject);
      await sendDueDeposits(world.testApp.context, subject);
      expect((await stateOf(`10.5555/jquietmath.2027.${articleId}`))?.depositStatus).toBe(
        'deposited',
      );
      const article = (
        await call(world.testApp, editor, 'GET', `admin/articles/${articleId}`)
      ).json();
      const body = {
        title: 'Salt marshes after the great storm',
        abstract: article.abstract,
        authors: article.authors,
        keywords: article.keywords,
        type: article.type,
        language: article.language,
        sectionId: article.sectionId,
        pages: article.pages,
        license: article.license,
        receivedAt: article.receivedAt,
        acceptedAt: article.acceptedAt,
        version: article.version,
        versionNote: 'Title corrected.',
      };
      const renamed = await call(world.testApp, editor, 'PUT', `admin/articles/${articleId}`, {
        ...body,
        doi: '10.5555/another.name',
      });
      expect(renamed.statusCode).toBe(409);
      expect(renamed.json().errors.doi[0]).toContain(
        'is registered with Crossref: it stays with this article',
      );
      const corrected = await call(world.testApp, editor, 'PUT', `admin/articles/${articleId}`, {
        ...body,
        doi: article.doi,
      });
      expect(corrected.statusCode, corrected.body).toBe(200);
      const state = await stateOf(`10.5555/jquietmath.2027.${articleId}`);
      expect(state).toMatchObject({ depositStatus: 'queued', depositAttempts: 0 });
      const before = standIn.received.length;
      await sendDueDeposits(world.testApp.context, subject);
      expect(standIn.received.length).toBe(before + 1);
      expect(standIn.received.at(-1)?.xml).toContain('Salt marshes after the great storm');
      expect((await stateOf(`10.5555/jquietmath.2027.${articleId}`))?.depositStatus).toBe(
        'deposited',
      );
    });

    it('pauses four times longer before each further try', () => {
      expect([1, 2, 3, 4].map((tries) => retryPause(60_000, tries))).toEqual([
        60_000, 240_000, 960_000, 3_840_000,
      ]);
    });

    it('reads a refusal of a malformed file as Crossref words it', async () => {
      const outcome = await sendCrossrefDeposit({
        url: standIn.url,
        username: 'quire-test',
        password: 'right-password',
        xml: '<doi_batch><head>',
        fileName: 'broken.xml',
      });
      expect(outcome).toEqual({
        kind: 'refused',
        message: 'Error parsing XML: the document is not a doi_batch.',
      });
      const unreachable = await sendCrossrefDeposit({
        url: 'http://127.0.0.1:9/servlet/deposit',
        username: 'quire-test',
        password: 'right-password',
        xml: '<doi_batch/>',
        fileName: 'any.xml',
      });
      expect(unreachable.kind).toBe('retry');
      expect(unreachable.message).toContain('Crossref could not be reached');
    });

    it('refuses a deposit by hand for a journal without a Crossref account', async () => {
      await saveSettings({ clearPassword: true });
      const refused = await call(
        world.testApp,
        editor,
        'POST',
        `admin/articles/${articleId}/crossref/deposit`,
      );
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toContain('Crossref username and password');
      expect((await settings()).hasPassword).toBe(false);
    });
  });
});

describe('the demo journals’ Crossref deposits', { timeout: 120_000 }, () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
    await seedDemoIfEmpty(testApp.context);
  });
  afterAll(() => testApp.close());

  it('validate against Crossref’s schema, issue by issue and article by article, with their hand-typed DOIs kept', async () => {
    const { db } = testApp.context;
    const typedBefore = await db
      .select({ id: articles.id, doi: articles.doi })
      .from(articles)
      .where(isNotNull(articles.doi));
    expect(typedBefore.length).toBeGreaterThan(10);
    // The hand-typed DOIs were registered by the seed's inserts.
    const [registered] = await db.select({ count: sql<number>`count(*)::int` }).from(dois);
    expect(registered?.count).toBe(typedBefore.length);
    await db.update(journals).set({ doiPrefix: '10.5555' });
    const published = await db
      .select({ id: issues.id })
      .from(issues)
      .where(sql`${issues.publishedAt} <= now()`);
    await db.transaction(async (tx) => {
      for (const issue of published) await mintIssueDois(tx, issue.id);
    });
    const typedAfter = await db
      .select({ id: articles.id, doi: articles.doi })
      .from(articles)
      .where(isNotNull(articles.doi));
    expect(typedAfter.filter((row) => typedBefore.some((old) => old.id === row.id))).toEqual(
      typedBefore,
    );
    const folder = await mkdtemp(path.join(os.tmpdir(), 'quire-crossref-demo-'));
    try {
      const files: string[] = [];
      for (const issue of published) {
        const built = await composeDeposit(db, testApp.context.config, {
          kind: 'issue',
          id: issue.id,
        });
        const file = path.join(folder, `issue-${issue.id}.xml`);
        await writeFile(file, built.xml);
        files.push(file);
      }
      for (const article of typedBefore.slice(0, 5)) {
        const built = await composeDeposit(db, testApp.context.config, {
          kind: 'article',
          id: article.id,
        });
        const file = path.join(folder, `article-${article.id}.xml`);
        await writeFile(file, built.xml);
        files.push(file);
      }
      expect(files.length).toBeGreaterThan(5);
      for (const set of ['full', 'runtime'] as const) {
        const result = await xmllint(files, set);
        expect(result.ok, result.stderr).toBe(true);
        expect(result.stderr.match(/validates/g)).toHaveLength(files.length);
      }
    } finally {
      await rm(folder, { recursive: true });
    }
  });

  it('finds the schema’s refusal of a deposit that breaks it', async () => {
    const folder = await mkdtemp(path.join(os.tmpdir(), 'quire-crossref-bad-'));
    try {
      const [article] = await testApp.context.db
        .select({ id: articles.id })
        .from(articles)
        .where(isNotNull(articles.doi))
        .limit(1);
      const built = await composeDeposit(testApp.context.db, testApp.context.config, {
        kind: 'article',
        id: article?.id ?? 0,
      });
      const file = path.join(folder, 'bad.xml');
      // A journal article without its DOI data is not a deposit.
      await writeFile(
        file,
        built.xml.replace(/<doi_data>.*?<\/doi_data><\/journal_article>/, '</journal_article>'),
      );
      for (const set of ['full', 'runtime'] as const) {
        const result = await xmllint([file], set);
        expect(result.ok).toBe(false);
        expect(result.stderr).toContain('doi_data');
      }
    } finally {
      await rm(folder, { recursive: true });
    }
  });
});
