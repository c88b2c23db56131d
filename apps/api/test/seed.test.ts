import { hasValidOrcidChecksum } from '@quire/contracts';
import { asc, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../src/auth/passwords';
import { renderJatsFullText } from '../src/content/jats/jats-to-html';
import {
  articles,
  files,
  issues,
  journalPages,
  journals,
  news,
  notifications,
  sections,
  settings,
  submissions,
  users,
  volumes,
} from '../src/db/schema';
import { countWords } from '../src/seed/compose-abstract';
import { isValidIssn } from '../src/seed/identifiers';
import { seedDemoIfEmpty } from '../src/seed/seed-demo';
import { bearer, signIn } from './auth-fixtures';
import { createTestApp, type TestApp } from './test-app';

/** WCAG relative luminance of `#rrggbb`. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Row counts of every table the seed writes, to prove a second run adds nothing. */
async function tableCounts(testApp: TestApp) {
  const { db } = testApp.context;
  const tables = {
    articles,
    files,
    issues,
    journalPages,
    journals,
    news,
    sections,
    settings,
    submissions,
    notifications,
    users,
    volumes,
  };
  const entries = await Promise.all(
    Object.entries(tables).map(async ([name, table]) => {
      const [row] = await db.select({ total: count() }).from(table);
      return [name, row?.total ?? 0] as const;
    }),
  );
  return Object.fromEntries(entries);
}

describe('seedDemoIfEmpty', () => {
  let testApp: TestApp;
  let firstRun: { seeded: boolean };
  let seedMs: number;

  beforeAll(async () => {
    testApp = await createTestApp();
    const started = performance.now();
    firstRun = await seedDemoIfEmpty(testApp.context);
    seedMs = performance.now() - started;
  });
  afterAll(() => testApp.close());

  const allArticles = () =>
    testApp.context.db
      .select()
      .from(articles)
      .orderBy(asc(articles.journalId), asc(articles.issueId), asc(articles.position));

  it('reports that it seeded an empty database, within a few seconds', () => {
    expect(firstRun).toEqual({ seeded: true });
    expect(seedMs).toBeLessThan(15_000);
  });

  describe('full texts', () => {
    it('gives three published research articles a JATS galley their answer renders', async () => {
      const withFullText = (await allArticles()).filter((article) => article.fullTextJats);
      expect(withFullText).toHaveLength(3);
      for (const article of withFullText) {
        const rendered = renderJatsFullText(article.fullTextJats ?? '');
        expect(rendered?.outline.map((heading) => heading.title)).toEqual([
          'Introduction',
          'Methods',
          'Data',
          'Model',
          'Results',
          'Discussion',
          'Notes',
          'References',
        ]);
        expect(rendered?.html).toContain('<a href="#ref-r1" id="cite-r1-1">[1]</a>');
        expect(rendered?.html).toContain('<math xmlns="http://www.w3.org/1998/Math/MathML"');
      }
    });

    it('carries every reference and shows both figures from images stored with the galley', async () => {
      const [article] = (await allArticles()).filter((row) => row.fullTextJats);
      const [journal] = await testApp.context.db
        .select({ slug: journals.slug })
        .from(journals)
        .where(eq(journals.id, article?.journalId ?? 0));
      const answer = await testApp.app.inject({
        method: 'GET',
        url: `/api/journals/${journal?.slug}/articles/${article?.slug}`,
      });
      const { html, hasReferenceList } = answer.json().fullText;
      expect(hasReferenceList).toBe(true);
      expect(html.match(/<li id="ref-/g)).toHaveLength(article?.references.length ?? -1);
      const sources = [...html.matchAll(/<img src="([^"]+)" alt="[^"]+"/g)].map((m) => m[1]);
      expect(sources).toHaveLength(2);
      expect(html).not.toContain('Image not available');
      for (const source of sources) {
        const path = new URL(source).pathname;
        expect(path).toMatch(new RegExp(`^/galleys/articles/${article?.id}/fig[12]\\.png$`));
        const image = await testApp.app.inject({ method: 'GET', url: path });
        expect(image.statusCode).toBe(200);
        expect(image.headers['content-type']).toBe('image/png');
        expect(image.rawPayload.subarray(1, 4).toString()).toBe('PNG');
      }
    });
  });

  describe('journals', () => {
    it('creates at least three journals with distinct brand colours', async () => {
      const rows = await testApp.context.db.select().from(journals);
      expect(rows.length).toBeGreaterThanOrEqual(3);
      expect(new Set(rows.map((row) => row.brandColor)).size).toBe(rows.length);
    });

    it('uses brand colours with at least 4.5:1 contrast against white text', async () => {
      const rows = await testApp.context.db.select().from(journals);
      for (const row of rows)
        expect(1.05 / (luminance(row.brandColor) + 0.05)).toBeGreaterThanOrEqual(4.5);
    });

    it('gives every journal a valid ISSN and eISSN, a publisher and a contact', async () => {
      const rows = await testApp.context.db.select().from(journals);
      for (const row of rows) {
        expect(isValidIssn(row.issn ?? '')).toBe(true);
        expect(isValidIssn(row.eissn ?? '')).toBe(true);
        expect(row.publisher).toBe('Quire Academic Press');
        expect(row.contactEmail).toMatch(/@/);
        expect(row.description).toMatch(/^<p>/);
      }
    });

    it('gives every journal 3–4 sections and 2–4 pages', async () => {
      const { db } = testApp.context;
      const rows = await db.select({ id: journals.id }).from(journals);
      for (const { id } of rows) {
        const sectionCount = (await db.select().from(sections).where(eq(sections.journalId, id)))
          .length;
        const pageRows = await db.select().from(journalPages).where(eq(journalPages.journalId, id));
        expect(sectionCount).toBeGreaterThanOrEqual(3);
        expect(sectionCount).toBeLessThanOrEqual(4);
        expect(pageRows.length).toBeGreaterThanOrEqual(2);
        expect(pageRows.length).toBeLessThanOrEqual(4);
        for (const page of pageRows) expect(page.body.length).toBeGreaterThan(200);
      }
    });
  });

  describe('volumes and issues', () => {
    it('has exactly one current issue per journal, and it is the latest published', async () => {
      const { db } = testApp.context;
      const rows = await db.select().from(issues).orderBy(asc(issues.publishedAt));
      const journalIds = new Set(rows.map((row) => row.journalId));
      for (const journalId of journalIds) {
        const own = rows.filter((row) => row.journalId === journalId);
        expect(own.filter((row) => row.isCurrent)).toEqual([own.at(-1)]);
      }
    });

    it('has several volumes per journal with 2–4 issues each, some with special-issue titles', async () => {
      const { db } = testApp.context;
      const issueRows = await db.select().from(issues);
      const volumeRows = await db.select().from(volumes);
      for (const volume of volumeRows) {
        const own = issueRows.filter((row) => row.volumeId === volume.id);
        expect(own.length).toBeGreaterThanOrEqual(2);
        expect(own.length).toBeLessThanOrEqual(4);
      }
      expect(volumeRows.length).toBeGreaterThanOrEqual(
        3 * new Set(issueRows.map((row) => row.journalId)).size,
      );
      expect(issueRows.some((row) => row.title?.startsWith('Special Issue'))).toBe(true);
    });
  });

  describe('articles', () => {
    it('creates at least 60 articles, all published', async () => {
      const [row] = await testApp.context.db
        .select({
          total: count(),
          published: sql<number>`count(*) filter (where ${articles.publishedAt} <= now())`,
        })
        .from(articles);
      expect(row?.total).toBeGreaterThanOrEqual(60);
      expect(Number(row?.published)).toBe(row?.total);
    });

    it('places every article in an issue and a section of its own journal, typed like the section', async () => {
      const { db } = testApp.context;
      const rows = await db
        .select({ article: articles, issueJournal: issues.journalId, section: sections })
        .from(articles)
        .leftJoin(issues, eq(issues.id, articles.issueId))
        .leftJoin(sections, eq(sections.id, articles.sectionId));
      const typeOfSection: Record<string, string> = {
        Editorials: 'editorial',
        'Research Articles': 'research-article',
        Reviews: 'review-article',
        'Short Communications': 'short-communication',
      };
      for (const { article, issueJournal, section } of rows) {
        expect(issueJournal).toBe(article.journalId);
        expect(section?.journalId).toBe(article.journalId);
        expect(article.type).toBe(typeOfSection[section?.title ?? '']);
      }
    });

    it('keeps dates consistent: received < accepted < published ≤ issue date', async () => {
      const { db } = testApp.context;
      const rows = await db
        .select({ article: articles, issueDate: issues.publishedAt })
        .from(articles)
        .innerJoin(issues, eq(issues.id, articles.issueId));
      for (const { article, issueDate } of rows) {
        const published = article.publishedAt?.getTime() ?? Number.NaN;
        expect(Date.parse(article.receivedAt ?? '')).toBeLessThan(
          Date.parse(article.acceptedAt ?? ''),
        );
        expect(Date.parse(article.acceptedAt ?? '')).toBeLessThan(published);
        expect(published).toBeLessThanOrEqual(issueDate?.getTime() ?? 0);
      }
    });

    it('stores a PDF galley for every article, with a public files row', async () => {
      const { db, storage } = testApp.context;
      const galleyRows = await db.select().from(files).where(eq(files.purpose, 'galley'));
      const keys = new Map(galleyRows.map((row) => [row.storageKey, row]));
      for (const article of await allArticles()) {
        const key = article.pdfPath ?? '';
        expect(key).toMatch(/^galleys\/[a-z0-9-]+\/[a-z0-9-]+\.pdf$/);
        expect(await storage.exists(key)).toBe(true);
        expect(keys.get(key)).toMatchObject({ isPublic: true, mimeType: 'application/pdf' });
      }
    });

    it('serves a galley at its public path as a PDF', async () => {
      const [article] = await allArticles();
      const response = await testApp.app.inject({ method: 'GET', url: `/${article?.pdfPath}` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('application/pdf');
      expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    });

    it('writes 150–250-word HTML abstracts, some with sub/sup, lists and links', async () => {
      const rows = await allArticles();
      for (const article of rows) {
        expect(article.abstract).toMatch(/^<p>/);
        expect(countWords(article.abstract)).toBeGreaterThanOrEqual(150);
        expect(countWords(article.abstract)).toBeLessThanOrEqual(250);
        expect(article.abstract).not.toMatch(/\{\w+\}|lorem/i);
      }
      expect(rows.filter((row) => /<su[bp]>/.test(row.abstract)).length).toBeGreaterThanOrEqual(5);
      expect(
        rows.filter((row) => /<(ul|ol)><li>/.test(row.abstract)).length,
      ).toBeGreaterThanOrEqual(5);
      expect(
        rows.filter((row) => /<a href="https:\/\/doi\.org\//.test(row.abstract)).length,
      ).toBeGreaterThanOrEqual(5);
    });

    it('credits 1–5 authors with affiliations, some with valid ORCID iDs', async () => {
      const authors = (await allArticles()).flatMap((article) => {
        expect(article.authors.length).toBeGreaterThanOrEqual(1);
        expect(article.authors.length).toBeLessThanOrEqual(5);
        return article.authors;
      });
      const orcids = authors.flatMap((author) => (author.orcid ? [author.orcid] : []));
      expect(orcids.length).toBeGreaterThan(authors.length / 4);
      for (const orcid of orcids) expect(hasValidOrcidChecksum(orcid)).toBe(true);
      for (const author of authors) expect(author.affiliation).toBeTruthy();
    });

    it('gives unique DOIs, unique slugs per journal, 3–6 keywords and the CC BY 4.0 licence', async () => {
      const rows = await allArticles();
      expect(new Set(rows.map((row) => row.doi)).size).toBe(rows.length);
      expect(new Set(rows.map((row) => `${row.journalId}/${row.slug}`)).size).toBe(rows.length);
      for (const row of rows) {
        expect(row.doi).toMatch(/^10\.5555\/[a-z]+\.\d{4}\.\d+$/);
        expect(row.keywords.length).toBeGreaterThanOrEqual(3);
        expect(row.keywords.length).toBeLessThanOrEqual(6);
        expect(row.license).toBe('CC BY 4.0');
        expect(row.licenseUrl).toBe('https://creativecommons.org/licenses/by/4.0/');
        expect(row.views).toBeGreaterThan(row.downloads);
      }
    });

    it('lists 8–15 APA-style references on every article except editorials', async () => {
      for (const row of await allArticles()) {
        if (row.type === 'editorial') continue;
        expect(row.references.length).toBeGreaterThanOrEqual(8);
        expect(row.references.length).toBeLessThanOrEqual(15);
        for (const reference of row.references)
          expect(reference).toMatch(/^[^()]+ \(\d{4}\)\. .+\./);
      }
    });

    it('numbers pages upwards through each issue in table-of-contents order', async () => {
      const rows = await allArticles();
      const byIssue = new Map<number | null, typeof rows>();
      for (const row of rows) byIssue.set(row.issueId, [...(byIssue.get(row.issueId) ?? []), row]);
      for (const issueArticles of byIssue.values()) {
        let lastPage = 0;
        issueArticles.forEach((article, index) => {
          const [first = 0, last = 0] = (article.pages ?? '').split('–').map(Number);
          expect(article.position).toBe(index);
          expect(first).toBeGreaterThan(lastPage);
          expect(last).toBeGreaterThanOrEqual(first);
          lastPage = last;
        });
      }
    });

    it('lists the demo author as a co-author of some articles', async () => {
      const rows = await allArticles();
      const hers = rows.filter((row) => row.authors.some((author) => author.name === 'Ada Author'));
      expect(hers.length).toBeGreaterThanOrEqual(3);
    });
  });

  describe('news and settings', () => {
    it('publishes at least 8 news items, both site-wide and per journal', async () => {
      const rows = await testApp.context.db.select().from(news);
      expect(rows.length).toBeGreaterThanOrEqual(8);
      expect(rows.some((row) => row.journalId === null)).toBe(true);
      expect(rows.some((row) => row.journalId !== null)).toBe(true);
      for (const row of rows) expect(row.body).toMatch(/^<p>/);
    });

    it('sets the site settings, with the default avatar stored as a public PNG', async () => {
      const { db, storage } = testApp.context;
      const rows = Object.fromEntries(
        (await db.select().from(settings)).map((row) => [row.key, row.value]),
      );
      expect(rows).toMatchObject({
        default_avatar: 'static/default-avatar.png',
        site_name: 'Quire',
      });
      expect(rows.site_description).toBeTruthy();
      expect(rows.contact_email).toMatch(/@/);
      const stored = await storage.get('static/default-avatar.png');
      const chunks: Buffer[] = [];
      for await (const chunk of stored?.stream ?? []) chunks.push(chunk as Buffer);
      expect(Buffer.concat(chunks).subarray(1, 4).toString()).toBe('PNG');
      const [fileRow] = await db
        .select()
        .from(files)
        .where(eq(files.storageKey, 'static/default-avatar.png'));
      expect(fileRow?.isPublic).toBe(true);
    });
  });

  describe('accounts', () => {
    it.each([
      ['author@quire.test', 'author-password', 'author', 'Ada Author'],
      ['admin@quire.test', 'admin-password', 'admin', 'Quinn Admin'],
      ['editor@quire.test', 'editor-password', 'author', 'Elena Okafor'],
    ])('creates %s with its demo password', async (email, password, role, name) => {
      const [user] = await testApp.context.db.select().from(users).where(eq(users.email, email));
      expect(user).toMatchObject({ role, name });
      expect(await verifyPassword(user?.passwordHash ?? '', password)).toBe(true);
      expect(await verifyPassword(user?.passwordHash ?? '', 'wrong-password')).toBe(false);
    });

    it('makes the demo editor the editor of one journal, who sees its submissions only', async () => {
      const token = await signIn(testApp, 'editor@quire.test', 'editor-password');
      const read = (path: string) =>
        testApp.app.inject({ method: 'GET', url: `/api/${path}`, headers: bearer(token) });
      const session = (await read('auth/session')).json();
      expect(session.user.journals).toEqual([
        expect.objectContaining({ slug: 'computational-ecology', roles: ['editor'] }),
      ]);
      const queue = (await read('admin/submissions?perPage=100')).json().data;
      expect(queue.length).toBeGreaterThan(0);
      expect(
        queue.every(
          (row: { journal: { slug: string } }) => row.journal.slug === 'computational-ecology',
        ),
      ).toBe(true);
    });

    it('gives the demo author an affiliation and a valid ORCID iD', async () => {
      const [user] = await testApp.context.db
        .select()
        .from(users)
        .where(eq(users.email, 'author@quire.test'));
      expect(user?.affiliation).toBeTruthy();
      expect(hasValidOrcidChecksum(user?.orcid ?? '')).toBe(true);
    });
  });

  describe('the demo author’s panel', () => {
    let token: string | undefined;
    async function asAuthor(path: string) {
      // One sign-in for the whole block: sign-in is rate limited.
      token ??= await signIn(testApp, 'author@quire.test', 'author-password');
      return testApp.app.inject({ method: 'GET', url: `/api/${path}`, headers: bearer(token) });
    }

    it('lists 2–3 of her published articles as her own', async () => {
      const response = await asAuthor('user/articles');
      expect(response.statusCode).toBe(200);
      const { data, meta } = response.json();
      expect(meta.total).toBeGreaterThanOrEqual(2);
      expect(meta.total).toBeLessThanOrEqual(3);
      // Read from the database: the public page would count a view and change the demo data.
      const rows = await testApp.context.db
        .select({ authors: articles.authors, submittedBy: articles.submittedBy })
        .from(articles)
        .where(eq(articles.id, data[0].id));
      expect(rows[0]?.authors.map((author) => author.name)).toContain('Ada Author');
    });

    it('has a submission in each status before publication, each with a real PDF manuscript', async () => {
      const list = (await asAuthor('user/submissions')).json();
      expect(list.data.map((row: { status: string }) => row.status).sort()).toEqual([
        'declined',
        'draft',
        'revisions_requested',
        'submitted',
        'under_review',
      ]);
      for (const row of list.data) {
        const submission = (await asAuthor(`user/submissions/${row.id}`)).json();
        expect(submission.files).toHaveLength(1);
        expect(submission.files[0]).toMatchObject({
          role: 'manuscript',
          mimeType: 'application/pdf',
        });
        const file = await asAuthor(`files/${submission.files[0].id}`);
        expect(file.statusCode).toBe(200);
        expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
        if (row.status === 'revisions_requested') {
          const letter = submission.history.at(-1);
          expect(letter).toMatchObject({ actor: 'editor', actorName: 'Quinn Admin' });
          expect(letter.message).toMatch(/revised manuscript/);
        }
      }
    });

    it('has a few notifications, some unread, and the dashboard counts them', async () => {
      const notes = (await asAuthor('user/notifications')).json();
      expect(notes.data.length).toBeGreaterThanOrEqual(3);
      expect(notes.meta.unread).toBeGreaterThanOrEqual(1);
      expect(notes.meta.unread).toBeLessThan(notes.meta.total);
      const dashboard = (await asAuthor('user/dashboard')).json();
      expect(dashboard.submissions.total).toBe(5);
      expect(dashboard.notifications.unread).toBe(notes.meta.unread);
    });

    it('lists the notifications newest first by date', async () => {
      const notes = (await asAuthor('user/notifications')).json();
      const dates = notes.data.map((note: { createdAt: string }) => Date.parse(note.createdAt));
      expect(dates).toEqual([...dates].sort((a, b) => b - a));
    });
  });

  describe('determinism', () => {
    it('produces identical articles on another fresh database', async () => {
      const other = await createTestApp();
      try {
        await seedDemoIfEmpty(other.context);
        const columns = {
          slug: articles.slug,
          title: articles.title,
          abstract: articles.abstract,
          authors: articles.authors,
          doi: articles.doi,
          views: articles.views,
        };
        const read = (app: TestApp) =>
          app.context.db.select(columns).from(articles).orderBy(asc(articles.doi));
        const [mine, theirs] = await Promise.all([read(testApp), read(other)]);
        expect(mine.length).toBeGreaterThan(0);
        expect(theirs).toEqual(mine);
        const panel = (app: TestApp) =>
          app.context.db
            .select({
              clientKey: submissions.clientKey,
              status: submissions.status,
              title: submissions.title,
              updatedAt: submissions.updatedAt,
            })
            .from(submissions)
            .orderBy(asc(submissions.clientKey));
        expect(await panel(other)).toEqual(await panel(testApp));
      } finally {
        await other.close();
      }
    });
  });

  describe('running again', () => {
    it('does nothing when journals exist, adding no rows anywhere', async () => {
      const before = await tableCounts(testApp);
      expect(await seedDemoIfEmpty(testApp.context)).toEqual({ seeded: false });
      expect(await tableCounts(testApp)).toEqual(before);
    });
  });
});

describe('seedDemoIfEmpty called twice at once (two nodes starting together)', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('seeds exactly once', async () => {
    const results = await Promise.all([
      seedDemoIfEmpty(testApp.context),
      seedDemoIfEmpty(testApp.context),
    ]);
    expect(results.map((result) => result.seeded).sort()).toEqual([false, true]);
    const [row] = await testApp.context.db.select({ total: count() }).from(journals);
    expect(row?.total).toBe(4);
  });
});

describe('seedDemoIfEmpty on a database that already has a journal', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
    await testApp.context.db
      .insert(journals)
      .values({ slug: 'existing', title: 'Existing Journal' });
  });
  afterAll(() => testApp.close());

  it('leaves it alone', async () => {
    expect(await seedDemoIfEmpty(testApp.context)).toEqual({ seeded: false });
    const [row] = await testApp.context.db.select({ total: count() }).from(articles);
    expect(row?.total).toBe(0);
  });
});
