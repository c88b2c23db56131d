// Prometheus metrics of the site server: page latency by route pattern, responses by status,
// requests in flight, open connections, the page cache's answers, and the process's own
// (event-loop lag, memory, CPU).
import type { Server } from 'node:http';
import type { RequestHandler } from 'express';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import './express-locals';
import { refuseMetricsScrape } from '@quire/utils/node';

/** Label of files served before React Router (hashed assets, favicon, build manifests). */
export const STATIC_ROUTE = '(static)';

/** Seconds: from a static file (about a millisecond) to a slow server render. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** The page cache's counts, as its `stats()` gives them. */
export interface PageCacheCounts {
  hit: number;
  stale: number;
  miss: number;
  bypass: number;
  bytes: number;
}

/** The site server's metrics and the middleware that records them. */
export interface SiteMetrics {
  registry: Registry;
  /** First middleware: times every response. */
  measure: RequestHandler;
  /**
   * Placed just before React Router's handler: what gets past it is labelled by route pattern,
   * anything answered earlier is `(static)`.
   */
  routed: RequestHandler;
  /** The `GET /metrics` handler. */
  serve: RequestHandler;
  countConnections(server: Server): void;
  /** Reports the page cache's answers and size. */
  observePageCache(stats: () => PageCacheCounts): void;
}

/** Creates the site server's metrics. */
export function createSiteMetrics({
  routePattern,
  token,
}: {
  routePattern: (pathname: string) => string;
  token: string | undefined;
}): SiteMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
  const latency = new Histogram({
    name: 'quire_web_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route pattern, method and status.',
    labelNames: ['method', 'route', 'status_code'],
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const responses = new Counter({
    name: 'quire_web_responses_total',
    help: 'HTTP responses by status code.',
    labelNames: ['status_code'],
    registers: [registry],
  });
  const inFlight = new Gauge({
    name: 'quire_web_requests_in_flight',
    help: 'Requests being answered now.',
    registers: [registry],
  });
  let server: Server | undefined;
  new Gauge({
    name: 'quire_web_open_connections',
    help: 'Open HTTP connections (keep-alive ones included).',
    registers: [registry],
    async collect() {
      const open = server;
      if (!open) return this.set(0);
      const count = await new Promise<number>((resolve) =>
        open.getConnections((error, connections) => resolve(error ? 0 : connections)),
      );
      this.set(count);
    },
  });

  return {
    registry,
    measure: (req, res, next) => {
      const started = process.hrtime.bigint();
      inFlight.inc();
      res.once('close', () => {
        inFlight.dec();
        const seconds = Number(process.hrtime.bigint() - started) / 1e9;
        const route = res.locals.routed ? routePattern(req.path) : STATIC_ROUTE;
        const status = String(res.statusCode);
        latency.observe({ method: req.method, route, status_code: status }, seconds);
        responses.inc({ status_code: status });
      });
      next();
    },
    routed: (_req, res, next) => {
      res.locals.routed = true;
      next();
    },
    serve: async (req, res) => {
      const refusal = refuseMetricsScrape(
        { headers: req.headers, peerAddress: req.socket.remoteAddress },
        token,
      );
      res.setHeader('Cache-Control', 'no-store');
      if (refusal) {
        res.status(refusal.status).type('text/plain').send(refusal.message);
        return;
      }
      res.type(registry.contentType).send(await registry.metrics());
    },
    countConnections: (listening) => {
      server = listening;
    },
    observePageCache: (stats) => {
      new Gauge({
        name: 'quire_web_page_cache_answers',
        help: 'Signed-out page requests since start, by how the page cache answered (hit, stale, miss, bypass).',
        labelNames: ['result'],
        registers: [registry],
        collect() {
          const counts = stats();
          for (const result of ['hit', 'stale', 'miss', 'bypass'] as const) {
            this.set({ result }, counts[result]);
          }
        },
      });
      new Gauge({
        name: 'quire_web_page_cache_bytes',
        help: 'Bytes of pages held by the page cache.',
        registers: [registry],
        collect() {
          this.set(stats().bytes);
        },
      });
    },
  };
}
