import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles, journals, news, users } from '../src/db/schema';
import { createJournalFixture, type JournalFixture } from './fixtures';
import { createTestApp, type TestApp } from './test-app';

/** SQL-injection strings thrown at every text parameter of the public endpoints. */
const INJECTIONS = [
  "' OR 1=1 --",
  "' OR '1'='1",
  "'; DROP TABLE articles; --",
  "%' UNION SELECT id, email, password_hash FROM users --",
  "1' AND pg_sleep(5) IS NULL --",
  '") OR ("1"="1',
  "' || (select current_user) || '",
  '$1; delete from journals',
  "\\'; truncate news; --",
  '* & | ! :* <-> (',
];

/** Text only unpublished content contains: a response holding it leaked something. */
const HIDDEN_TITLES = ['Draft article', 'Scheduled article', 'Article in a draft issue'];

describe('SQL injection in the public endpoints', () => {
  let testApp: TestApp;
  let fixture: JournalFixture;
  let before: Record<string, number>;

  const get = (url: string) => testApp.app.inject({ method: 'GET', url });
  const tableCounts = async () => {
    const db = testApp.context.db;
    const [[a], [j], [n], [u]] = await Promise.all([
      db.select({ n: count() }).from(articles),
      db.select({ n: count() }).from(journals),
      db.select({ n: count() }).from(news),
      db.select({ n: count() }).from(users),
    ]);
    return { articles: a?.n ?? -1, journals: j?.n ?? -1, news: n?.n ?? -1, users: u?.n ?? -1 };
  };

  beforeAll(async () => {
    testApp = await createTestApp();
    fixture = await createJournalFixture(testApp.context.db, { slug: 'quiet-math' });
    before = await tableCounts();
  });
  afterAll(() => testApp.close());

  const pathTemplates = [
    '/api/journals/{x}',
    '/api/journals/{x}/volumes',
    '/api/journals/{x}/archive',
    '/api/journals/{x}/current-issue',
    '/api/journals/{x}/issues/1',
    '/api/journals/{x}/volumes/1/issues',
    '/api/journals/{x}/pages/about',
    '/api/journals/quiet-math/pages/{x}',
    '/api/journals/{x}/articles/any',
    '/api/journals/quiet-math/articles/{x}',
    '/api/journals/quiet-math/articles/{x}/citation?format=bibtex',
    '/api/journals/quiet-math/articles/{x}/citation?format=csl-json',
    '/api/journals/quiet-math/articles/{x}/citations',
    '/api/news/{x}',
    '/api/news?journal={x}',
  ];

  describe.each(pathTemplates)('%s', (template) => {
    it.each(INJECTIONS)('answers 404 for %s', async (injection) => {
      const response = await get(template.replace('{x}', encodeURIComponent(injection)));
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: expect.stringMatching(/was not found\.$/) });
    });
  });

  describe.each([
    'q={x}',
    'q=glacier&journal={x}',
    'q=article&type={x}',
    'q={x}&journal={x}&type={x}',
  ])('GET /api/search?%s', (template) => {
    it.each(INJECTIONS)('answers 200 without leaking anything for %s', async (injection) => {
      const response = await get(
        `/api/search?${template.replaceAll('{x}', encodeURIComponent(injection))}`,
      );
      expect(response.statusCode).toBe(200);
      for (const title of HIDDEN_TITLES) expect(response.body).not.toContain(title);
      expect(response.body).not.toMatch(/password|syntax error|postgres/i);
    });
  });

  it('does not let "OR 1=1" match every article', async () => {
    const response = await get(`/api/search?q=${encodeURIComponent("' OR 1=1 --")}`);
    expect(response.json().meta.total).toBe(0);
  });

  it.each(INJECTIONS)('refuses the contact journal %s with a field error', async (injection) => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        name: injection,
        email: 'a@example.org',
        subject: injection,
        message: `${injection} message`,
        journal: injection,
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ journal: ['There is no journal with this address.'] });
  });

  it('stores injection strings in the contact form as plain text', async () => {
    const injection = "'; DROP TABLE articles; --";
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        name: injection,
        email: 'a@example.org',
        subject: injection,
        message: `${injection} message`,
      },
    });
    expect(response.statusCode).toBe(201);
  });

  it('leaves every table intact afterwards', async () => {
    expect(await tableCounts()).toEqual(before);
    const response = await get(`/api/journals/quiet-math/articles/${fixture.articles.review.slug}`);
    expect(response.statusCode).toBe(200);
  });
});
