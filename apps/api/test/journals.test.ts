import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJournalFixture, insertJournal, type JournalFixture } from './fixtures';
import { createTestApp, type TestApp } from './test-app';

describe('journal endpoints', () => {
  let testApp: TestApp;
  let fixture: JournalFixture;
  let other: JournalFixture;

  const get = (url: string) => testApp.app.inject({ method: 'GET', url });

  beforeAll(async () => {
    testApp = await createTestApp();
    fixture = await createJournalFixture(testApp.context.db, { slug: 'quiet-math' });
    other = await createJournalFixture(testApp.context.db, { slug: 'loud-physics' });
    await insertJournal(testApp.context.db, { slug: 'empty-journal', title: 'Empty', position: 5 });
  });
  afterAll(() => testApp.close());

  describe('GET /api/journals', () => {
    it('lists journals with their public summary and paging meta', async () => {
      const response = await get('/api/journals');
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.meta).toEqual({ page: 1, perPage: 10, total: 3, lastPage: 1 });
      const quiet = body.data.find((journal: { slug: string }) => journal.slug === 'quiet-math');
      expect(quiet).toEqual({
        id: fixture.journal.id,
        slug: 'quiet-math',
        title: 'Journal of Quiet Mathematics',
        abbreviation: 'J. Quiet Math.',
        summary: 'Research on quiet mathematics & its uses.',
        issn: '1234-5678',
        eissn: '2345-6789',
        publisher: 'Quire Press',
        coverUrl: `${testApp.context.config.backendUrl}/covers/jqm.png`,
        logoUrl: null,
        brandColor: '#0f766e',
        // Published articles only: 4 in the current issue and 1 in the old one.
        articleCount: 5,
      });
    });

    it('pages the list', async () => {
      const response = await get('/api/journals?page=2&perPage=2');
      expect(response.json().data).toHaveLength(1);
      expect(response.json().meta).toEqual({ page: 2, perPage: 2, total: 3, lastPage: 2 });
    });

    it('reports the total on a page past the end', async () => {
      const response = await get('/api/journals?page=9');
      expect(response.json()).toEqual({
        data: [],
        meta: { page: 9, perPage: 10, total: 3, lastPage: 1 },
      });
    });

    it.each(['page=0', 'perPage=1000', 'page=abc', 'perPage=-5', 'page=1.5'])(
      'refuses bad paging %s with 400 and field errors',
      async (query) => {
        const response = await get(`/api/journals?${query}`);
        expect(response.statusCode).toBe(400);
        const field = query.split('=')[0] ?? '';
        expect(response.json().errors[field]).toEqual([expect.any(String)]);
      },
    );

    it('runs at most 3 queries', async () => {
      const response = await get('/api/journals?page=9');
      expect(Number(response.headers['x-query-count'])).toBeLessThanOrEqual(3);
    });
  });

  describe('GET /api/journals/:slug', () => {
    it('answers the journal with contact, sections in order, pages and current issue', async () => {
      const response = await get('/api/journals/quiet-math');
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({
        slug: 'quiet-math',
        description: '<p>Research on <em>quiet</em> mathematics &amp; its uses.</p>',
        contact: { name: 'Managing Editor', email: 'editor@jqm.test' },
        sections: [
          { id: fixture.sections.research.id, title: 'Research Articles', abbreviation: null },
          { id: fixture.sections.reviews.id, title: 'Reviews', abbreviation: null },
        ],
        pages: [
          { slug: 'about', title: 'About the journal' },
          { slug: fixture.pages.guidelines.slug, title: 'Author guidelines' },
        ],
      });
      expect(body.currentIssue).toEqual({
        id: fixture.issues.currentIssue.id,
        volumeId: fixture.volumes.volume2.id,
        volume: 2,
        number: 1,
        year: 2024,
        title: 'Silence and Structure',
        coverUrl: `${testApp.context.config.backendUrl}/covers/v2n1.png`,
        coverAlt: '',
        publishedAt: '2024-03-15T09:00:00.000Z',
        isCurrent: true,
        articleCount: 4,
      });
    });

    it('has no current issue and no contact when there are none', async () => {
      const body = (await get('/api/journals/empty-journal')).json();
      expect(body).toMatchObject({ currentIssue: null, contact: null, sections: [], pages: [] });
    });

    it('answers 404 for an unknown journal', async () => {
      const response = await get('/api/journals/no-such-journal');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'The journal was not found.' });
    });

    it('runs at most 3 queries', async () => {
      const response = await get('/api/journals/quiet-math');
      expect(Number(response.headers['x-query-count'])).toBeLessThanOrEqual(3);
    });
  });

  describe('GET /api/journals/:slug/pages/:pageSlug', () => {
    it('answers the page body as stored', async () => {
      const response = await get('/api/journals/quiet-math/pages/about');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        slug: 'about',
        title: 'About the journal',
        body: '<h2>About</h2><p>We publish.</p>',
        updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        journal: { slug: 'quiet-math', title: 'Journal of Quiet Mathematics' },
      });
      expect(Number(response.headers['x-query-count'])).toBeLessThanOrEqual(3);
    });

    it('answers 404 for a page of another journal', async () => {
      const response = await get(`/api/journals/quiet-math/pages/${other.pages.guidelines.slug}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'The page was not found.' });
    });

    it('answers 404 for an unknown page', async () => {
      expect((await get('/api/journals/quiet-math/pages/nope')).statusCode).toBe(404);
    });
  });
});
