import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flushViewCounts } from '../src/content/view-counter';
import { articles } from '../src/db/schema';
import { createJournalFixture, insertArticle, type JournalFixture } from './fixtures';
import { createTestApp, type TestApp } from './test-app';

describe('article endpoints', () => {
  let testApp: TestApp;
  let fixture: JournalFixture;
  let other: JournalFixture;

  const get = (url: string) => testApp.app.inject({ method: 'GET', url });
  const articleUrl = (slug: string, journal = 'quiet-math') =>
    `/api/journals/${journal}/articles/${slug}`;
  const storedViews = async (id: number) => {
    const [row] = await testApp.context.db
      .select({ views: articles.views })
      .from(articles)
      .where(eq(articles.id, id));
    return row?.views;
  };

  beforeAll(async () => {
    testApp = await createTestApp();
    fixture = await createJournalFixture(testApp.context.db, { slug: 'quiet-math' });
    other = await createJournalFixture(testApp.context.db, { slug: 'loud-physics' });
  });
  afterAll(() => testApp.close());

  describe('GET /api/journals/:slug/articles/:articleSlug', () => {
    it('answers the full article', async () => {
      const { firstResearch } = fixture.articles;
      const response = await get(articleUrl(firstResearch.slug));
      expect(response.statusCode).toBe(200);
      const { backendUrl } = testApp.context.config;
      expect(response.json()).toEqual({
        id: firstResearch.id,
        slug: firstResearch.slug,
        title: 'First research article',
        abstract: '<p>On <em>quiet</em> numbers &amp; H<sub>2</sub>O.</p>',
        authors: [
          { name: 'Ada Lovelace', affiliation: 'Analytical Society', orcid: '0000-0002-1825-0097' },
          { name: 'Charles Babbage', affiliation: 'Difference Works', orcid: null },
        ],
        keywords: ['quiet', 'numbers'],
        doi: '10.5555/jqm.2024.1',
        pages: '1-10',
        license: 'CC BY 4.0',
        licenseUrl: 'https://creativecommons.org/licenses/by/4.0/',
        type: 'research-article',
        language: 'en',
        receivedAt: '2023-11-02',
        acceptedAt: '2024-01-20',
        publishedAt: '2024-03-15T09:00:00.000Z',
        references: ['Lovelace, A. (1843). Notes.', 'Babbage, C. (1864). Passages.'],
        pdfUrl: `${backendUrl}/galleys/first.pdf`,
        views: expect.any(Number),
        downloads: 3,
        issue: {
          id: fixture.issues.currentIssue.id,
          number: 1,
          volume: 2,
          year: 2024,
          title: 'Silence and Structure',
        },
        section: { id: fixture.sections.research.id, title: 'Research Articles' },
        journal: {
          slug: 'quiet-math',
          title: 'Journal of Quiet Mathematics',
          abbreviation: 'J. Quiet Math.',
          issn: '1234-5678',
          eissn: '2345-6789',
          publisher: 'Quire Press',
          brandColor: '#0f766e',
        },
      });
    });

    it('never shows author emails', async () => {
      const response = await get(articleUrl(fixture.articles.firstResearch.slug));
      expect(response.body).not.toContain('ada@private.test');
    });

    it('answers an article outside any issue with issue and section null', async () => {
      const article = await insertArticle(testApp.context.db, { journalId: fixture.journal.id });
      const body = (await get(articleUrl(article.slug))).json();
      expect(body).toMatchObject({ issue: null, section: null, pdfUrl: null });
    });

    it('runs a single query, and none while the article is cached', async () => {
      const article = await insertArticle(testApp.context.db, { journalId: fixture.journal.id });
      expect((await get(articleUrl(article.slug))).headers['x-query-count']).toBe('1');
      const again = await get(articleUrl(article.slug));
      expect(again.headers['x-query-count']).toBe('0');
      expect(again.json().views).toBe(2);
    });

    it.each([
      ['a draft article', () => fixture.articles.draftArticle.slug],
      ['a scheduled article', () => fixture.articles.scheduledArticle.slug],
      ['an article in a draft issue', () => fixture.articles.articleInDraftIssue.slug],
      ['an article of another journal', () => other.articles.review.slug],
      ['an unknown article', () => 'no-such-article'],
    ])('answers 404 for %s', async (_name, slug) => {
      const response = await get(articleUrl(slug()));
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'The article was not found.' });
    });

    it('answers 404 under an unknown journal', async () => {
      expect((await get(articleUrl(fixture.articles.review.slug, 'nope'))).statusCode).toBe(404);
    });

    it('returns a stored XSS payload in the abstract exactly as stored (sanitised at display)', async () => {
      const payload = '<p>Hi</p><script>alert(1)</script><img src=x onerror=alert(2)>';
      const article = await insertArticle(testApp.context.db, {
        journalId: fixture.journal.id,
        abstract: payload,
      });
      const response = await get(articleUrl(article.slug));
      expect(response.headers['content-type']).toContain('application/json');
      expect(response.json().abstract).toBe(payload);
    });
  });

  describe('view counting', () => {
    it('counts each read in the answer at once', async () => {
      const slug = fixture.articles.secondResearch.slug;
      const first = (await get(articleUrl(slug))).json().views;
      const second = (await get(articleUrl(slug))).json().views;
      expect(second).toBe(first + 1);
    });

    it('writes buffered views to the database on flush', async () => {
      const article = await insertArticle(testApp.context.db, {
        journalId: fixture.journal.id,
        views: 10,
      });
      await get(articleUrl(article.slug));
      await get(articleUrl(article.slug));
      await get(articleUrl(article.slug));
      expect(await storedViews(article.id)).toBe(10);
      await flushViewCounts();
      expect(await storedViews(article.id)).toBe(13);
      expect((await get(articleUrl(article.slug))).json().views).toBe(14);
    });

    it('does not count a HEAD request', async () => {
      const article = await insertArticle(testApp.context.db, { journalId: fixture.journal.id });
      const head = await testApp.app.inject({ method: 'HEAD', url: articleUrl(article.slug) });
      expect(head.statusCode).toBe(200);
      expect((await get(articleUrl(article.slug))).json().views).toBe(1);
    });

    it('does not count a 404', async () => {
      const { draftArticle } = fixture.articles;
      await get(articleUrl(draftArticle.slug));
      await flushViewCounts();
      expect(await storedViews(draftArticle.id)).toBe(0);
    });

    it('writes the remaining views when the app closes', async () => {
      const own = await createTestApp();
      try {
        const db = own.context.db;
        const journal = await createJournalFixture(db);
        const url = `/api/journals/${journal.journal.slug}/articles/${journal.articles.review.slug}`;
        await own.app.inject({ method: 'GET', url });
        await own.app.close();
        const [row] = await db
          .select({ views: articles.views })
          .from(articles)
          .where(eq(articles.id, journal.articles.review.id));
        expect(row?.views).toBe(1);
      } finally {
        await own.close();
      }
    });
  });

  describe('GET /api/journals/:slug/articles/:articleSlug/citation', () => {
    const citationUrl = (query: string) =>
      `${articleUrl(fixture.articles.firstResearch.slug)}/citation?${query}`;

    it('answers BibTeX as application/x-bibtex', async () => {
      const response = await get(citationUrl('format=bibtex'));
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/x-bibtex; charset=utf-8');
      expect(response.headers['content-disposition']).toBeUndefined();
      expect(response.body).toMatch(/^@article\{lovelace2024first,\n/);
      expect(response.body).toContain('  author = {Lovelace, Ada and Babbage, Charles}');
      expect(response.body).toContain('  doi = {10.5555/jqm.2024.1}');
      expect(response.body).toContain('  pages = {1--10}');
    });

    it('answers RIS as application/x-research-info-systems', async () => {
      const response = await get(citationUrl('format=ris'));
      expect(response.headers['content-type']).toBe(
        'application/x-research-info-systems; charset=utf-8',
      );
      const lines = response.body.split('\r\n');
      expect(lines[0]).toBe('TY  - JOUR');
      expect(lines).toContain('AB  - On quiet numbers & H 2 O.');
      expect(lines.at(-2)).toBe('ER  - ');
    });

    it('answers APA as plain text', async () => {
      const response = await get(citationUrl('format=apa'));
      expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(response.body).toBe(
        'Lovelace, A., & Babbage, C. (2024). First research article. Journal of Quiet Mathematics, 2(1), 1–10. https://doi.org/10.5555/jqm.2024.1\n',
      );
    });

    it.each([
      ['bibtex', 'bib'],
      ['ris', 'ris'],
      ['apa', 'txt'],
    ])(
      'sends %s as an attachment named after the slug with download=1',
      async (format, extension) => {
        const response = await get(citationUrl(`format=${format}&download=1`));
        expect(response.headers['content-disposition']).toBe(
          `attachment; filename="${fixture.articles.firstResearch.slug}.${extension}"`,
        );
      },
    );

    it('runs a single query and counts no view', async () => {
      const before = (await get(articleUrl(fixture.articles.review.slug))).json().views;
      const response = await get(`${articleUrl(fixture.articles.review.slug)}/citation?format=apa`);
      expect(response.headers['x-query-count']).toBe('1');
      expect((await get(articleUrl(fixture.articles.review.slug))).json().views).toBe(before + 1);
    });

    it.each(['', 'format=word', 'format=bibtex&download=maybe'])(
      'answers 400 for "%s"',
      async (query) => {
        const response = await get(citationUrl(query));
        expect(response.statusCode).toBe(400);
        expect(response.json().errors).toBeDefined();
      },
    );

    it('answers 404 for an unpublished article', async () => {
      const response = await get(
        `${articleUrl(fixture.articles.draftArticle.slug)}/citation?format=ris`,
      );
      expect(response.statusCode).toBe(404);
    });
  });
});
