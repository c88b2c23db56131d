import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import type { AppContext } from '../context';
import { JobRunner } from './job-runner';
import { JOBS_CHANNEL } from './job-store';

const runners = new WeakMap<object, JobRunner>();

/** PGlite's own LISTEN: notifications from the same in-process database. */
interface ListeningClient {
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
}

function isListeningClient(client: unknown): client is ListeningClient {
  return typeof (client as { listen?: unknown } | null)?.listen === 'function';
}

/**
 * Wakes the runner on `NOTIFY quire_jobs` (sent by `enqueueJob` when a due job commits): on
 * PostgreSQL through a connection of its own (LISTEN holds one; the pool's are lent out), on
 * PGlite through its in-process `listen`. Losing it costs latency only: the poll still runs.
 * Returns how to stop listening.
 */
async function listenForJobs(
  app: FastifyInstance,
  context: AppContext,
  runner: JobRunner,
): Promise<() => Promise<void>> {
  const wake = () => runner.wake();
  if (context.database.kind === 'pglite') {
    const client = (context.db as { $client?: unknown }).$client;
    if (!isListeningClient(client)) return async () => {};
    return client.listen(JOBS_CHANNEL, wake);
  }
  const url = context.config.databaseUrl;
  if (!url) return async () => {};
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = async () => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', wake);
    next.on('error', (error) => {
      app.log.warn({ err: error }, 'the job wake-up connection failed; polling until it is back');
      void next.end().catch(() => {});
      if (client === next) client = undefined;
      if (!stopped) retry = setTimeout(() => void connect(), context.config.jobsPollMs).unref();
    });
    try {
      await next.connect();
      await next.query(`listen ${JOBS_CHANNEL}`);
      client = next;
      if (stopped) await next.end();
      // Jobs enqueued while it was not listening are due already: look now.
      wake();
    } catch (error) {
      next.emit('error', error);
    }
  };
  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    await client?.end().catch(() => {});
  };
}

/**
 * Creates the app's job runner (see `JobRunner`): kinds are registered on it with
 * `jobsOf(context).register(kind, handler)`, jobs added anywhere with `enqueueJob`. It starts
 * when the app is ready (so `inject` tests run jobs too) and stops when the app closes: running
 * handlers get `closeTimeoutMs` to finish, then their jobs wait for their lease to run out.
 * Registered before the mail queue and the routes, so it closes after them (Fastify runs close
 * hooks last-registered first).
 */
export function registerJobs(app: FastifyInstance, context: AppContext): JobRunner {
  const runner = new JobRunner(context.db, app.log, {
    pollMs: context.config.jobsPollMs,
    leaseMs: context.config.jobsLeaseMs,
    retentionMs: context.config.jobsRetentionMs,
  });
  runners.set(context, runner);
  let unlisten: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    try {
      unlisten = await listenForJobs(app, context, runner);
    } catch (error) {
      app.log.warn({ err: error }, 'could not listen for new jobs; polling for them instead');
    }
    runner.start();
  });
  app.addHook('onClose', async () => {
    await unlisten?.();
    await runner.close();
  });
  return runner;
}

/** The job runner of the app built on `context` (see `registerJobs`). */
export function jobsOf(context: AppContext): JobRunner {
  const runner = runners.get(context);
  if (!runner) throw new Error('registerJobs was not called for this app');
  return runner;
}
