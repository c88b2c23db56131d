import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { warmCitationStyles } from '../src/content/citation-styles';
import { articles } from '../src/db/schema';
import { flushUsage } from '../src/usage/usage-buffer';
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
    // Article answers carry their citations: the CSL engines are built here, not in a test.
    warmCitationStyles();
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
        pdfDownloadUrl: `${backendUrl}/api/articles/${firstResearch.id}/download`,
        views: expect.any(Number),
        downloads: 3,
        issue: {
          id: fixture.issues.currentIssue.id,
          number: 1,
          volume: 2,
          year: 2024,
          title: 'Silence and Structure',
          withdrawal: null,
        },
        earlierVersions: [],
        notices: [],
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
        citations: expect.any(Array),
        supplementaryFiles: [],
        fullText: null,
      });
    });

    it('carries the citation in every style, the same as the citations endpoint', async () => {
      const { firstResearch } = fixture.articles;
      const article = (await get(articleUrl(firstResearch.slug))).json();
      const citations = (await get(`${articleUrl(firstResearch.slug)}/citations`)).json();
      expect(article.citations.map((citation: { style: string }) => citation.style)).toEqual([
        'apa',
        'chicago',
        'mla',
        'harvard',
        'vancouver',
        'ieee',
      ]);
      expect(article.citations).toEqual(citations.data);
      expect(article.citations[0].text).toContain('First research article');
    });

    it('never shows author emails', async () => {
      const response = await get(articleUrl(fixture.articles.firstResearch.slug));
      expect(response.body).not.toContain('ada@private.test');
    });

    it('answers an article outside any issue with issue and section null', async () => {
      const article = await insertArticle(testApp.context.db, { journalId: fixture.journal.id });
      const body = (await get(articleUrl(article.slug))).json();
      expect(body).toMatchObject({
        issue: null,
        section: null,
        pdfUrl: null,
        pdfDownloadUrl: null,
      });
    });

    it('runs a single query, and none while the article is cached', async () => {
      const article = await insertArticle(testApp.context.db, { journalId: fixture.journal.id });
      expect((await get(articleUrl(article.slug))).headers['x-query-count']).toBe('1');
      const again = await get(articleUrl(article.slug));
      expect(again.headers['x-query-count']).toBe('0');
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

  describe('views', () => {
    it('counts nothing on a read: the page’s beacon counts, so cached pages count too', async () => {
      const article = await insertArticle(testApp.context.db, {
        journalId: fixture.journal.id,
        views: 10,
      });
      await get(articleUrl(article.slug));
      await get(articleUrl(article.slug));
      await flushUsage();
      expect(await storedViews(article.id)).toBe(10);
      expect((await get(articleUrl(article.slug))).json().views).toBe(10);
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

    it('answers APA as plain text, formatted by CSL as before', async () => {
      const response = await get(citationUrl('format=apa'));
      expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(response.body).toBe(
        'Lovelace, A., & Babbage, C. (2024). First research article. Journal of Quiet Mathematics, 2(1), 1–10. https://doi.org/10.5555/jqm.2024.1\n',
      );
    });

    // Each style of a known article: the parts that tell the styles apart.
    it.each([
      ['apa', /^Lovelace, A\., & Babbage, C\. \(2024\)\. First research article\. /],
      ['chicago', /^Lovelace, Ada, and Charles Babbage\. 2024\. “First Research Article\.” /],
      [
        'mla',
        /^Lovelace, Ada, and Charles Babbage\. “First Research Article\.” .*, Mar\. 2024, pp\. 1–10, /,
      ],
      [
        'harvard',
        /^Lovelace, A\. and Babbage, C\. \(2024\) “First research article,” .* Available at: /,
      ],
      [
        'vancouver',
        /^Lovelace A, Babbage C\. First research article\. J Quiet Math\. 2024 Mar 15;2\(1\):1–10\. /,
      ],
      [
        'ieee',
        /^A\. Lovelace and C\. Babbage, “First research article,” J\. Quiet Math\., vol\. 2, no\. 1, pp\. 1–10, Mar\. 2024, /,
      ],
    ])('answers %s as one line of plain text', async (format, expected) => {
      const response = await get(citationUrl(`format=${format}`));
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(response.body).toMatch(expected);
      expect(response.body).toContain('10.5555/jqm.2024.1');
      expect(response.body.trimEnd()).not.toContain('\n');
    });

    it('answers CSL-JSON as application/vnd.citationstyles.csl+json', async () => {
      const response = await get(citationUrl('format=csl-json'));
      expect(response.headers['content-type']).toBe(
        'application/vnd.citationstyles.csl+json; charset=utf-8',
      );
      const { webOrigin } = testApp.context.config;
      expect(response.json()).toEqual([
        {
          id: fixture.articles.firstResearch.slug,
          type: 'article-journal',
          title: 'First research article',
          author: [
            { family: 'Lovelace', given: 'Ada' },
            { family: 'Babbage', given: 'Charles' },
          ],
          'container-title': 'Journal of Quiet Mathematics',
          'container-title-short': 'J. Quiet Math.',
          ISSN: '2345-6789',
          publisher: 'Quire Press',
          volume: '2',
          issue: '1',
          page: '1-10',
          DOI: '10.5555/jqm.2024.1',
          URL: `${webOrigin}/journals/quiet-math/articles/${fixture.articles.firstResearch.slug}`,
          issued: { 'date-parts': [[2024, 3, 15]] },
          abstract: 'On quiet numbers & H 2 O.',
          keyword: 'quiet, numbers',
          language: 'en',
        },
      ]);
    });

    // A style's text file names the style, so two styles downloaded side by side do not collide.
    it.each([
      ['bibtex', 'application/x-bibtex', '.bib'],
      ['ris', 'application/x-research-info-systems', '.ris'],
      ['csl-json', 'application/vnd.citationstyles.csl+json', '.json'],
      ['mla', 'text/plain', '-mla.txt'],
      ['apa', 'text/plain', '-apa.txt'],
    ])(
      'sends %s as a %s attachment named after the slug with download=1',
      async (format, mediaType, ending) => {
        const response = await get(citationUrl(`format=${format}&download=1`));
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe(`${mediaType}; charset=utf-8`);
        expect(response.headers['content-disposition']).toBe(
          `attachment; filename="${fixture.articles.firstResearch.slug}${ending}"`,
        );
      },
    );

    it('runs a single query', async () => {
      const response = await get(`${articleUrl(fixture.articles.review.slug)}/citation?format=apa`);
      expect(response.headers['x-query-count']).toBe('1');
    });

    it.each(['', 'format=word', 'format=MLA', 'format=chicago-author-date'])(
      'answers 400 naming the formats for "%s"',
      async (query) => {
        const response = await get(citationUrl(query));
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          message: 'The query is invalid.',
          errors: {
            format: [
              'Choose a citation format: apa, chicago, mla, harvard, vancouver, ieee, bibtex, ris or csl-json.',
            ],
          },
        });
      },
    );

    it('answers 400 for a bad download flag', async () => {
      const response = await get(citationUrl('format=bibtex&download=maybe'));
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ download: ['download must be 1 or 0.'] });
    });

    it('answers 404 for an unpublished article', async () => {
      const response = await get(
        `${articleUrl(fixture.articles.draftArticle.slug)}/citation?format=ris`,
      );
      expect(response.statusCode).toBe(404);
    });
  });

  describe('the citation endpoints in the API reference', () => {
    const FORMATS = [
      'apa',
      'chicago',
      'mla',
      'harvard',
      'vancouver',
      'ieee',
      'bibtex',
      'ris',
      'csl-json',
    ];

    it('lists every format in the OpenAPI document', async () => {
      const { paths } = (await get('/api/openapi.json')).json();
      const citation = paths['/api/journals/{slug}/articles/{articleSlug}/citation'].get;
      const format = citation.parameters.find(
        (parameter: { name: string }) => parameter.name === 'format',
      );
      expect(format.schema.enum).toEqual(FORMATS);
      expect(Object.keys(citation.responses[200].content)).toEqual([
        'text/plain',
        'application/x-bibtex',
        'application/x-research-info-systems',
        'application/vnd.citationstyles.csl+json',
      ]);
      expect(paths).toHaveProperty(['/api/journals/{slug}/articles/{articleSlug}/citations']);
    });

    it('shows the formats and the description on the readable docs page', async () => {
      const page = (await get('/api/docs')).body;
      const operation = page.slice(
        page.indexOf('id="get-/api/journals/{slug}/articles/{articleSlug}/citation"'),
      );
      expect(operation).toContain(`one of ${FORMATS.map((f) => `<code>${f}</code>`).join(', ')}`);
      expect(operation).toContain('An unknown format answers 400.');
    });
  });

  describe('GET /api/journals/:slug/articles/:articleSlug/citations', () => {
    const citationsUrl = (slug: string) => `${articleUrl(slug)}/citations`;

    it('answers every style in order, as HTML with italics where the style wants them and as text', async () => {
      const response = await get(citationsUrl(fixture.articles.firstResearch.slug));
      expect(response.statusCode).toBe(200);
      const { data } = response.json() as { data: { style: string; html: string; text: string }[] };
      expect(data.map((citation) => citation.style)).toEqual([
        'apa',
        'chicago',
        'mla',
        'harvard',
        'vancouver',
        'ieee',
      ]);
      const byStyle = Object.fromEntries(data.map((citation) => [citation.style, citation]));
      expect(byStyle.apa?.html).toContain('<i>Journal of Quiet Mathematics</i>, <i>2</i>(1)');
      expect(byStyle.chicago?.html).toContain('<i>Journal of Quiet Mathematics</i> 2 (1)');
      expect(byStyle.mla?.html).toContain('<i>Journal of Quiet Mathematics</i>, vol. 2');
      expect(byStyle.harvard?.html).toContain('<i>Journal of Quiet Mathematics</i>, 2(1)');
      expect(byStyle.vancouver?.html).not.toContain('<i>');
      expect(byStyle.ieee?.html).toContain('<i>J. Quiet Math.</i>');
      for (const citation of data) {
        expect(citation.html, citation.style).toContain(
          'href="https://doi.org/10.5555/jqm.2024.1"',
        );
        // The same words as the single-format export.
        const single = await get(
          `${articleUrl(fixture.articles.firstResearch.slug)}/citation?format=${citation.style}`,
        );
        expect(`${citation.text}\n`, citation.style).toBe(single.body);
      }
    });

    it('runs a single query', async () => {
      const response = await get(citationsUrl(fixture.articles.review.slug));
      expect(response.headers['x-query-count']).toBe('1');
    });

    it('shows an edited title at once (the cache is keyed by the article’s facts)', async () => {
      const article = await insertArticle(testApp.context.db, {
        journalId: fixture.journal.id,
        title: 'Before the edit',
      });
      const before = (await get(citationsUrl(article.slug))).json().data[2].text;
      expect(before).toContain('“Before the Edit.”');
      await testApp.context.db
        .update(articles)
        .set({ title: 'After the edit' })
        .where(eq(articles.id, article.id));
      const after = (await get(citationsUrl(article.slug))).json().data[2].text;
      expect(after).toContain('“After the Edit.”');
    });

    it('answers 404 for an unpublished article', async () => {
      const response = await get(citationsUrl(fixture.articles.draftArticle.slug));
      expect(response.statusCode).toBe(404);
    });
  });
});
