import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../src/db/schema';
import { enqueueJob } from '../src/jobs/job-store';
import type { RunningServer } from '../src/server';
import { freshDatabaseUrl, serverConfig } from './chat-fixtures';
import { insertJournal } from './fixtures';
import { startTestServer } from './test-app';

const TOKEN = 'a-scraper-secret-of-32-characters';

/** One sample's value from Prometheus text, found by its name and exact label set. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((entry) => entry.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics', () => {
  describe('without METRICS_TOKEN', () => {
    let server: RunningServer;
    let database: Awaited<ReturnType<typeof freshDatabaseUrl>>;

    beforeAll(async () => {
      database = await freshDatabaseUrl();
      server = await startTestServer(serverConfig({ databaseUrl: database.url }));
    });
    afterAll(async () => {
      await server.close();
      await database.drop();
    });

    it('counts requests by route pattern, method and status in a latency histogram', async () => {
      const journal = await insertJournal(server.context.db);
      for (let i = 0; i < 3; i += 1) {
        expect((await fetch(`${server.url}/api/journals/${journal.slug}`)).status).toBe(200);
      }
      expect((await fetch(`${server.url}/api/journals/no-such-journal`)).status).toBe(404);
      expect((await fetch(`${server.url}/no/route/here`)).status).toBe(404);

      const response = await fetch(`${server.url}/metrics`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
      const text = await response.text();
      const route = 'method="GET",route="/api/journals/:slug"';
      expect(
        sample(text, `quire_http_request_duration_seconds_count{${route},status_code="200"}`),
      ).toBe(3);
      expect(
        sample(text, `quire_http_request_duration_seconds_count{${route},status_code="404"}`),
      ).toBe(1);
      // The visited slugs never become label values: a URL no route matched is one series.
      expect(text).not.toContain('no-such-journal');
      expect(
        sample(
          text,
          'quire_http_request_duration_seconds_count{method="GET",route="(unmatched)",status_code="404"}',
        ),
      ).toBe(1);
      expect(sample(text, 'quire_http_responses_total{status_code="200"}')).toBeGreaterThanOrEqual(
        3,
      );
    });

    it('reports open sockets, the mail queue and the event loop', async () => {
      // A job that fails for good (its kind has no handler here: marked failed by hand).
      await server.context.db.insert(jobs).values({
        kind: 'metrics-test',
        payload: {},
        state: 'failed',
        lastError: 'refused',
      });
      await enqueueJob(server.context.db, {
        kind: 'metrics-test',
        payload: {},
        runAt: new Date(Date.now() + 3_600_000),
      });
      const text = await (await fetch(`${server.url}/metrics`)).text();
      expect(sample(text, 'quire_jobs{kind="metrics-test",state="pending"}')).toBe(1);
      expect(sample(text, 'quire_jobs{kind="metrics-test",state="failed"}')).toBe(1);
      expect(sample(text, 'quire_http_open_connections')).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'quire_realtime_sockets')).toBe(0);
      expect(sample(text, 'quire_mail_queue_depth')).toBe(0);
      expect(sample(text, 'quire_mail_queue_mails{outcome="sent"}')).toBe(0);
      expect(sample(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    });

    it('reports the PostgreSQL pool when running on PostgreSQL', async () => {
      const text = await (await fetch(`${server.url}/metrics`)).text();
      if (server.context.database.kind === 'postgres') {
        expect(sample(text, 'quire_db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
        expect(sample(text, 'quire_db_pool_connections{state="waiting"}')).toBe(0);
      } else {
        expect(text).not.toContain('quire_db_pool_connections');
      }
    });

    it('refuses a scrape forwarded by a proxy, even from loopback', async () => {
      const response = await fetch(`${server.url}/metrics`, {
        headers: { 'x-forwarded-for': '203.0.113.9' },
      });
      expect(response.status).toBe(403);
      expect((await response.json()).message).toBe(
        'Metrics are served to this machine only; set METRICS_TOKEN to scrape from elsewhere.',
      );
    });
  });

  describe('with METRICS_TOKEN', () => {
    let server: RunningServer;

    beforeAll(async () => {
      server = await startTestServer(serverConfig({ metricsToken: TOKEN }));
    });
    afterAll(async () => {
      await server.close();
    });

    it('answers the bearer of the token', async () => {
      const response = await fetch(`${server.url}/metrics`, {
        headers: { authorization: `Bearer ${TOKEN}`, 'x-forwarded-for': '203.0.113.9' },
      });
      expect(response.status).toBe(200);
      expect(await response.text()).toContain(
        '# TYPE quire_http_request_duration_seconds histogram',
      );
    });

    it.each([
      ['no token', {}],
      ['a wrong token', { authorization: 'Bearer a-scraper-secret-of-32-characterZ' }],
      ['a token of another length', { authorization: 'Bearer short' }],
    ])(
      'refuses %s with 401, even from loopback',
      async (_case, headers: Record<string, string>) => {
        const response = await fetch(`${server.url}/metrics`, { headers });
        expect(response.status).toBe(401);
        expect((await response.json()).message).toBe(
          'Metrics need the bearer token set in METRICS_TOKEN.',
        );
      },
    );
  });
});

describe('X-Request-Id', () => {
  let server: RunningServer;

  beforeAll(async () => {
    server = await startTestServer(serverConfig());
  });
  afterAll(async () => {
    await server.close();
  });

  it('echoes the id the caller sent', async () => {
    const response = await fetch(`${server.url}/health/live`, {
      headers: { 'x-request-id': 'web-1f2e3d4c' },
    });
    expect(response.headers.get('x-request-id')).toBe('web-1f2e3d4c');
  });

  it.each([
    ['none', undefined],
    ['one with spaces', 'forged id'],
    ['one over 128 characters', 'x'.repeat(129)],
  ])('answers with a new UUID when the caller sent %s', async (_case, given) => {
    const response = await fetch(`${server.url}/health/live`, {
      headers: given === undefined ? {} : { 'x-request-id': given },
    });
    expect(response.headers.get('x-request-id')).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
    );
  });
});
