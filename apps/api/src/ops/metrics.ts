import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { AppContext } from '../context';
import { countJobs } from '../jobs/job-store';
import { mailQueueOf } from '../mail/app-mail-queue';
import { refuseMetricsScrape } from './metrics-access';

/** The Prometheus text format's content type. */
const CONTENT_TYPE = 'text/plain; version=0.0.4; charset=utf-8';

/** Route label of requests no route matched (404s): one series, whatever the URL. */
const UNMATCHED_ROUTE = '(unmatched)';

/** Latency buckets in seconds: from a cached read (a few ms) to a slow search or upload. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

// Process-wide facts (CPU, memory, event-loop lag, handles) exist once per process, however many
// apps a test builds; each app's registry is merged with this one when scraped.
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry, eventLoopMonitoringPrecision: 20 });
  }
  return processRegistry;
}

/** The metrics of one API app, and the hook for what is attached after it is built. */
export interface ApiMetrics {
  registry: Registry;
  /** Counts this node's socket.io connections in `quire_realtime_sockets` (set by the server). */
  countSockets(count: () => number): void;
}

const metricsByApp = new WeakMap<FastifyInstance, ApiMetrics>();

/** The metrics of an app built by `buildApp` (see {@link registerMetrics}). */
export function metricsOf(app: FastifyInstance): ApiMetrics | undefined {
  return metricsByApp.get(app);
}

function dbPoolGauge(registry: Registry, context: AppContext): void {
  // Drizzle keeps its driver as `$client`: a pg Pool on PostgreSQL, a PGlite instance (one
  // in-process connection, nothing to report) otherwise.
  const client = (context.db as { $client?: unknown }).$client;
  if (!(client instanceof pg.Pool)) return;
  const pool = client;
  new Gauge({
    name: 'quire_db_pool_connections',
    help: 'PostgreSQL pool connections: total open, idle, and requests waiting for one.',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });
}

function mailQueueMetrics(registry: Registry, context: AppContext): void {
  const queue = mailQueueOf(context);
  new Gauge({
    name: 'quire_mail_queue_depth',
    help: 'Mails queued in the database and not yet delivered or given up on (all nodes).',
    registers: [registry],
    async collect() {
      this.set(await queue.depth());
    },
  });
  new Gauge({
    name: 'quire_mail_queue_mails',
    help: 'Mails since start: sent, retried after a failure, and failed for good.',
    labelNames: ['outcome'],
    registers: [registry],
    collect() {
      const { sent, retried, failed } = queue.stats;
      this.set({ outcome: 'sent' }, sent);
      this.set({ outcome: 'retried' }, retried);
      this.set({ outcome: 'failed' }, failed);
    },
  });
}

function jobMetrics(registry: Registry, context: AppContext): void {
  new Gauge({
    name: 'quire_jobs',
    help: 'Jobs of the durable scheduler by kind and state: pending (due or later), running, failed for good.',
    labelNames: ['kind', 'state'],
    registers: [registry],
    async collect() {
      this.reset();
      for (const [kind, counts] of await countJobs(context.db)) {
        for (const [state, count] of Object.entries(counts)) this.set({ kind, state }, count);
      }
    },
  });
}

/**
 * Records Prometheus metrics for the app and serves them at `GET /metrics`: request latency by
 * route pattern, method and status, responses by status, open HTTP connections and socket.io
 * sockets, the database pool, the mail queue, and the process's own (event-loop lag, memory,
 * CPU). Scrapes are allowed as `refuseMetricsScrape` says (loopback, or `METRICS_TOKEN`).
 * Call after `registerMailQueue` and before the routes.
 */
export function registerMetrics(app: FastifyInstance, context: AppContext): ApiMetrics {
  const registry = new Registry();
  const latency = new Histogram({
    name: 'quire_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route pattern, method and status.',
    labelNames: ['method', 'route', 'status_code'],
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const responses = new Counter({
    name: 'quire_http_responses_total',
    help: 'HTTP responses by status code.',
    labelNames: ['status_code'],
    registers: [registry],
  });
  new Gauge({
    name: 'quire_http_open_connections',
    help: 'Open HTTP connections (keep-alive and socket.io long-polling included).',
    registers: [registry],
    async collect() {
      const count = await new Promise<number>((resolve) =>
        app.server.getConnections((error, connections) => resolve(error ? 0 : connections)),
      );
      this.set(count);
    },
  });
  let socketCount: () => number = () => 0;
  new Gauge({
    name: 'quire_realtime_sockets',
    help: 'socket.io clients connected to this node.',
    registers: [registry],
    collect() {
      this.set(socketCount());
    },
  });
  dbPoolGauge(registry, context);
  mailQueueMetrics(registry, context);
  jobMetrics(registry, context);

  app.addHook('onResponse', async (request, reply) => {
    const status = String(reply.statusCode);
    latency.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? UNMATCHED_ROUTE,
        status_code: status,
      },
      reply.elapsedTime / 1000,
    );
    responses.inc({ status_code: status });
  });

  app.get('/metrics', { schema: { hide: true }, logLevel: 'warn' }, async (request, reply) => {
    const refusal = refuseMetricsScrape(
      { headers: request.headers, peerAddress: request.socket.remoteAddress },
      context.config.metricsToken,
    );
    if (refusal) return reply.status(refusal.status).send({ message: refusal.message });
    const merged = Registry.merge([processMetrics(), registry]);
    return reply
      .header('content-type', CONTENT_TYPE)
      .header('cache-control', 'no-store')
      .send(await merged.metrics());
  });

  const metrics: ApiMetrics = {
    registry,
    countSockets: (count) => {
      socketCount = count;
    },
  };
  metricsByApp.set(app, metrics);
  return metrics;
}
