/**
 * The durable job scheduler (`jobs` table; enqueue and cancel in `job-store.ts`, the app's runner in
 * `app-jobs.ts`). Our own rather than pg-boss or graphile-worker: graphile-worker needs a `pg`
 * Pool and pg-boss a hand-made client on PGlite (parameters spliced into SQL), both keep a schema
 * outside our Drizzle migrations, and neither joins a Drizzle transaction without an adapter —
 * while what makes them correct, a `for update skip locked` claim with an expiring lease, is one
 * statement here, running the same on the embedded PGlite and on PostgreSQL.
 *
 * Guarantees (see `docs/architecture.md`, "Durable jobs"): a committed job is never lost and is
 * recorded done once; side effects outside the database are at least once — a node killed between
 * an SMTP server's 250 and the `done` update repeats that mail, under the same Message-ID.
 */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rowsOf } from '../db/raw-rows';
import { jobs } from '../db/schema';
import { countJobs, onJobEnqueued } from './job-store';

/** What a handler learns about the job it runs. */
export interface JobInfo {
  id: number;
  kind: string;
  key: string | null;
  /** This attempt's number, from 1. */
  attempt: number;
  /** The attempts the job gets in all (`retryDelaysMs.length + 1`). */
  maxAttempts: number;
}

/**
 * Runs one job. Resolving marks it done; throwing schedules the next attempt after the kind's
 * back-off, or fails it for good (with the error's message) after the last one. A job may run
 * again after its node died mid-run, so a handler with side effects outside the database makes
 * them safe to repeat (a mail carries the job's stable Message-ID, see `docs/architecture.md`).
 */
export type JobHandler<Payload> = (payload: Payload, job: JobInfo) => Promise<void>;

/** How the jobs of one kind run. */
export interface JobKindOptions {
  /**
   * The pauses before the second, third… attempt: `[2_000, 10_000]` makes 3 attempts. Default
   * `[10 s, 1 min, 5 min, 30 min]`.
   */
  retryDelaysMs?: readonly number[];
  /** Jobs of this kind one node runs at once (default 2). */
  concurrency?: number;
}

/** Where the runner reports what it could not do (the app's pino logger fits). */
export interface JobLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** How the runner looks for work. */
export interface JobRunnerOptions {
  /** How often it looks for due jobs without being woken (`JOBS_POLL_MS`). */
  pollMs: number;
  /**
   * How long a claim holds before another node may take the job over (`JOBS_LEASE_MS`); renewed
   * every third of it while the handler runs, so only a dead or frozen node loses it.
   */
  leaseMs: number;
  /** How long `close` waits for running handlers. */
  closeTimeoutMs?: number;
  /** This node's name in `locked_by` (default: host, pid and a random suffix). */
  nodeId?: string;
  /**
   * How long finished jobs (done, failed, cancelled) are kept (`JOBS_RETENTION_DAYS`, 30): a done
   * job's key is remembered as long, and a failed one can be looked into. Pruned hourly.
   */
  retentionMs?: number;
}

const PRUNE_EVERY_MS = 60 * 60_000;
const DEFAULT_RETENTION_MS = 30 * 24 * 60 * 60_000;

const DEFAULT_RETRY_DELAYS_MS = [10_000, 60_000, 5 * 60_000, 30 * 60_000];

interface Kind {
  handler: JobHandler<unknown>;
  retryDelaysMs: readonly number[];
  concurrency: number;
  running: number;
}

interface ClaimedRow {
  id: string | number;
  key: string | null;
  payload: unknown;
  attempts: number;
}

/** `ms` milliseconds after the database's now (every node reads the same clock). */
function fromNow(ms: number) {
  return sql`now() + ${ms}::double precision * interval '1 millisecond'`;
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Runs the jobs of the kinds registered on it, on this node. Each claim is one statement that
 * takes due jobs with `for update skip locked` and leases them to this node (attempts + 1,
 * `locked_until` on the database's clock), so two nodes never run the same job at once; a job
 * whose lease ran out — its node was killed — is claimed again like a due one. Finishing checks
 * the lease is still this attempt's (`attempts` fences it), so a node that lost it to a takeover
 * cannot overwrite the new attempt's outcome.
 *
 * Woken by `wake()` (LISTEN/NOTIFY, see `app-jobs.ts`), by its own back-off timers and every
 * `pollMs`, so delayed jobs start within `pollMs` of their time.
 */
export class JobRunner {
  readonly nodeId: string;
  private readonly kinds = new Map<string, Kind>();
  private readonly inFlight = new Set<Promise<void>>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly heartbeats = new Set<NodeJS.Timeout>();
  private readonly tickWaiters: (() => void)[] = [];
  private pollTimer: NodeJS.Timeout | undefined;
  private pruneTimer: NodeJS.Timeout | undefined;
  private cycling = false;
  private again = false;
  private started = false;
  private stopped = false;
  private closed: Promise<void> | undefined;
  private stopListening: (() => void) | undefined;

  constructor(
    private readonly db: Database,
    private readonly log: JobLog,
    private readonly options: JobRunnerOptions,
  ) {
    this.nodeId =
      options.nodeId ?? `${os.hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  }

  /** Runs jobs of `kind` with `handler` on this node (before or after `start`). */
  register<Payload>(
    kind: string,
    handler: JobHandler<Payload>,
    options: JobKindOptions = {},
  ): void {
    if (this.kinds.has(kind)) throw new Error(`A handler for jobs of kind "${kind}" is registered`);
    this.kinds.set(kind, {
      handler: handler as JobHandler<unknown>,
      retryDelaysMs: options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS,
      concurrency: options.concurrency ?? 2,
      running: 0,
    });
    this.wake();
  }

  /** Starts looking for due jobs now and every `pollMs`. */
  start(): void {
    if (this.started || this.stopped) return;
    this.started = true;
    this.pollTimer = setInterval(() => this.wake(), this.options.pollMs).unref();
    this.stopListening = onJobEnqueued(() => this.wake());
    const prune = () =>
      void this.prune().catch((error: unknown) =>
        this.log.warn({ err: error }, 'could not prune finished jobs'),
      );
    this.pruneTimer = setInterval(prune, PRUNE_EVERY_MS).unref();
    prune();
    this.wake();
  }

  /** Looks for due jobs soon (coalesced: a burst of wake-ups makes one or two claims). */
  wake(): void {
    if (!this.started || this.stopped) return;
    if (this.cycling) {
      this.again = true;
      return;
    }
    this.cycling = true;
    setImmediate(() => void this.cycle());
  }

  /**
   * Deletes the jobs finished more than `retentionMs` ago; returns how many. Every node runs it
   * hourly (two at once delete the same rows, harmlessly). Deleting a done job frees its key.
   */
  async prune(): Promise<number> {
    const retentionMs = this.options.retentionMs ?? DEFAULT_RETENTION_MS;
    const pruned = await this.db
      .delete(jobs)
      .where(
        and(
          inArray(jobs.state, ['done', 'failed', 'cancelled']),
          lt(
            jobs.finishedAt,
            sql`now() - ${retentionMs}::double precision * interval '1 millisecond'`,
          ),
        ),
      )
      .returning({ id: jobs.id });
    return pruned.length;
  }

  /**
   * Resolves once no job of `kinds` (default: every registered kind) is pending or running in
   * the database, on any node: tests wait on it instead of sleeping. Jobs due later count too.
   */
  async idle(kinds: readonly string[] = [...this.kinds.keys()]): Promise<void> {
    for (;;) {
      const tick = new Promise<void>((resolve) => this.tickWaiters.push(resolve));
      const counts = await countJobs(this.db, kinds);
      const open = [...counts.values()].some((count) => count.pending + count.running > 0);
      if (!open || this.stopped) return;
      await tick;
    }
  }

  /**
   * Stops claiming and waits up to `closeTimeoutMs` for the handlers running. A job still running
   * then keeps its lease until it expires and is taken over by another node or the next start.
   */
  close(): Promise<void> {
    this.closed ??= this.stop();
    return this.closed;
  }

  private async stop(): Promise<void> {
    this.stopped = true;
    if (this.pollTimer) clearInterval(this.pollTimer);
    if (this.pruneTimer) clearInterval(this.pruneTimer);
    this.stopListening?.();
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, this.options.closeTimeoutMs ?? 5_000);
    });
    await Promise.race([Promise.allSettled([...this.inFlight]), timedOut]);
    clearTimeout(timer);
    // A handler still running keeps its job leased no longer than `leaseMs`: this node is going.
    for (const heartbeat of this.heartbeats) clearInterval(heartbeat);
    this.heartbeats.clear();
    this.tick();
  }

  private tick(): void {
    for (const resolve of this.tickWaiters.splice(0)) resolve();
  }

  private async cycle(): Promise<void> {
    try {
      do {
        this.again = false;
        for (const [kind, entry] of this.kinds) {
          const free = entry.concurrency - entry.running;
          if (free <= 0 || this.stopped) continue;
          const claimed = await this.claim(kind, free);
          for (const row of claimed) this.launch(kind, entry, row);
          // A full batch may mean more are due: look again once a slot frees.
        }
      } while (this.again && !this.stopped);
    } catch (error) {
      if (!this.stopped) this.log.error({ err: error }, 'could not claim due jobs');
    } finally {
      this.cycling = false;
      this.tick();
    }
  }

  private claim(kind: string, limit: number): Promise<ClaimedRow[]> {
    // One statement: the row locks taken by the subquery are held until the update commits, and
    // `skip locked` makes a second node pass over them rather than wait and claim them too.
    return rowsOf<ClaimedRow>(
      this.db,
      sql`update ${jobs}
          set state = 'running', attempts = ${jobs.attempts} + 1, locked_by = ${this.nodeId},
              locked_until = ${fromNow(this.options.leaseMs)}
          where ${jobs.id} in (
            select id from ${jobs}
            where kind = ${kind}
              and ((state = 'pending' and run_at <= now())
                or (state = 'running' and locked_until <= now()))
            order by run_at, id
            limit ${limit}
            for update skip locked)
          returning ${jobs.id}, ${jobs.key}, ${jobs.payload}, ${jobs.attempts}`,
    );
  }

  private launch(kind: string, entry: Kind, row: ClaimedRow): void {
    entry.running += 1;
    const info: JobInfo = {
      id: Number(row.id),
      kind,
      key: row.key,
      attempt: row.attempts,
      maxAttempts: entry.retryDelaysMs.length + 1,
    };
    const run = this.run(entry, info, row.payload).finally(() => {
      entry.running -= 1;
      this.inFlight.delete(run);
      this.wake();
      this.tick();
    });
    this.inFlight.add(run);
  }

  /** The update that settles this attempt only while the lease is still this attempt's. */
  private ours(info: JobInfo) {
    return and(
      eq(jobs.id, info.id),
      eq(jobs.state, 'running'),
      eq(jobs.attempts, info.attempt),
      eq(jobs.lockedBy, this.nodeId),
    );
  }

  private async run(entry: Kind, info: JobInfo, payload: unknown): Promise<void> {
    if (info.attempt > info.maxAttempts) {
      // Every attempt so far ended with its node gone (a job that kills its node, or a run of
      // crashes): stop here rather than take down node after node.
      await this.settle(info, 'failed', 'its node stopped before it finished, at every attempt');
      return;
    }
    const heartbeat = setInterval(
      () => void this.renew(info),
      Math.max(1, Math.floor(this.options.leaseMs / 3)),
    ).unref();
    this.heartbeats.add(heartbeat);
    let failure: string | undefined;
    try {
      await entry.handler(payload, info);
    } catch (error) {
      failure = reasonOf(error);
    } finally {
      clearInterval(heartbeat);
      this.heartbeats.delete(heartbeat);
    }
    if (failure === undefined) {
      await this.settle(info, 'done');
      return;
    }
    const delay = entry.retryDelaysMs[info.attempt - 1];
    if (delay === undefined) {
      await this.settle(info, 'failed', failure);
      return;
    }
    await this.settle(info, 'retry', failure, delay);
    if (this.stopped) return;
    // The poll would find it too; a timer of its own keeps short back-offs short.
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      this.wake();
    }, delay).unref();
    this.timers.add(timer);
  }

  private async renew(info: JobInfo): Promise<void> {
    try {
      await this.db
        .update(jobs)
        .set({ lockedUntil: fromNow(this.options.leaseMs) })
        .where(this.ours(info));
    } catch (error) {
      this.log.warn({ job: info, err: error }, 'could not renew the lease of a running job');
    }
  }

  private async settle(
    info: JobInfo,
    outcome: 'done' | 'retry' | 'failed',
    reason?: string,
    delayMs = 0,
  ): Promise<void> {
    const released = { lockedBy: null, lockedUntil: null };
    const change =
      outcome === 'done'
        ? // The payload may hold links that sign in (a mail's): not kept once it has served.
          { ...released, state: 'done' as const, payload: null, finishedAt: sql`now()` }
        : outcome === 'failed'
          ? { ...released, state: 'failed' as const, lastError: reason, finishedAt: sql`now()` }
          : {
              ...released,
              state: 'pending' as const,
              lastError: reason,
              runAt: fromNow(delayMs),
            };
    try {
      const settled = await this.db
        .update(jobs)
        .set(change)
        .where(this.ours(info))
        .returning({ id: jobs.id });
      if (settled.length === 0) {
        this.log.warn(
          { job: info, outcome },
          'a job outlived its lease and was taken over by another node; its outcome here is dropped',
        );
      } else if (outcome === 'failed') {
        this.log.error({ job: info, reason }, `job failed for good: ${reason}`);
      }
    } catch (error) {
      // The lease runs out and the job is taken up again: a repeat, never a loss.
      this.log.error({ job: info, outcome, err: error }, 'could not record the outcome of a job');
    }
  }
}
