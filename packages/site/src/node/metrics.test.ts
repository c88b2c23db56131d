// @vitest-environment node
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineJournalSite } from '../config/journal-site';
import { createSiteMetrics, STATIC_ROUTE } from './metrics';
import { requestIds } from './request-id';
import { indexRoutes } from './route-index';

const TOKEN = 'a-scraper-secret-of-32-characters';
const manifest = {
  root: { id: 'root', path: '' },
  'layout-journal': { id: 'layout-journal', parentId: 'root', path: 'journals/:slug' },
};

/** A web server as the site server assembles it, with a page handler in place of React Router's. */
async function startWebServer(token: string | undefined) {
  const metrics = createSiteMetrics({
    routePattern: indexRoutes(manifest, defineJournalSite({ name: 'Test' })).patternOf,
    token,
  });
  const app = express();
  app.use(metrics.measure);
  app.use(requestIds());
  app.get('/metrics', metrics.serve);
  app.get('/favicon.svg', (_req, res) => {
    res.type('image/svg+xml').send('<svg/>');
  });
  app.use(metrics.routed);
  app.get('/journals/:slug', (req, res) => {
    res.status(req.params.slug === 'missing' ? 404 : 200).send('page');
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  metrics.countConnections(server);
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/** One sample's value from Prometheus text, found by its exact series. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((entry) => entry.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics of the web server', () => {
  describe('without METRICS_TOKEN', () => {
    let web: Awaited<ReturnType<typeof startWebServer>>;
    beforeAll(async () => {
      web = await startWebServer(undefined);
    });
    afterAll(() => {
      web.server.closeAllConnections();
      web.server.close();
    });

    it('times pages by route pattern and files served before React Router as static', async () => {
      expect((await fetch(`${web.url}/journals/jqm`)).status).toBe(200);
      expect((await fetch(`${web.url}/journals/jqm.data`)).status).toBe(200);
      expect((await fetch(`${web.url}/journals/missing`)).status).toBe(404);
      expect((await fetch(`${web.url}/favicon.svg`)).status).toBe(200);

      const response = await fetch(`${web.url}/metrics`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
      const text = await response.text();
      const page = 'method="GET",route="/journals/:slug"';
      expect(
        sample(text, `quire_web_request_duration_seconds_count{${page},status_code="200"}`),
      ).toBe(2);
      expect(
        sample(text, `quire_web_request_duration_seconds_count{${page},status_code="404"}`),
      ).toBe(1);
      expect(
        sample(
          text,
          `quire_web_request_duration_seconds_count{method="GET",route="${STATIC_ROUTE}",status_code="200"}`,
        ),
      ).toBe(1);
      expect(text).not.toContain('jqm');
      expect(sample(text, 'quire_web_responses_total{status_code="404"}')).toBe(1);
      // The scrape itself is in flight and holds a connection open.
      expect(sample(text, 'quire_web_requests_in_flight')).toBe(1);
      expect(sample(text, 'quire_web_open_connections')).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    });

    it('refuses a scrape forwarded by a proxy, even from loopback', async () => {
      const response = await fetch(`${web.url}/metrics`, {
        headers: { forwarded: 'for=203.0.113.9' },
      });
      expect(response.status).toBe(403);
      expect(await response.text()).toBe(
        'Metrics are served to this machine only; set METRICS_TOKEN to scrape from elsewhere.',
      );
    });
  });

  describe('with METRICS_TOKEN', () => {
    let web: Awaited<ReturnType<typeof startWebServer>>;
    beforeAll(async () => {
      web = await startWebServer(TOKEN);
    });
    afterAll(() => {
      web.server.closeAllConnections();
      web.server.close();
    });

    it('answers the bearer of the token, from anywhere', async () => {
      const response = await fetch(`${web.url}/metrics`, {
        headers: { authorization: `Bearer ${TOKEN}`, 'x-forwarded-for': '203.0.113.9' },
      });
      expect(response.status).toBe(200);
      expect(await response.text()).toContain(
        '# TYPE quire_web_request_duration_seconds histogram',
      );
    });

    it('refuses a wrong token with 401', async () => {
      const response = await fetch(`${web.url}/metrics`, {
        headers: { authorization: 'Bearer not-the-scraper-secret-at-all' },
      });
      expect(response.status).toBe(401);
      expect(await response.text()).toBe('Metrics need the bearer token set in METRICS_TOKEN.');
    });
  });
});
