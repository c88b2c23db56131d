import { and, eq, inArray, isNotNull, like, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { jobs } from '../db/schema';

/** The channel a job due now is announced on, so idle nodes claim it at once instead of polling. */
export const JOBS_CHANNEL = 'quire_jobs';

/** In-process wake-ups: the runners of this process, told of each job due now (see `enqueueJob`). */
const enqueueListeners = new Set<() => void>();

/**
 * Calls `listener` after each job due now is enqueued in this process; returns how to stop. The
 * runner looks at once instead of at its next poll (a job added in a transaction is not visible
 * yet: the NOTIFY at commit wakes it again).
 */
export function onJobEnqueued(listener: () => void): () => void {
  enqueueListeners.add(listener);
  return () => enqueueListeners.delete(listener);
}

/** The states in which a job holds its idempotency key (the `jobs_key_idx` predicate). */
const KEY_HOLDING = sql`${jobs.key} is not null and ${jobs.state} in ('pending', 'running', 'done')`;

/** A job to add to the queue. */
export interface NewJob<Payload = unknown> {
  /** The handler that will run it: the name given to `JobRunner.register`. */
  kind: string;
  /** The handler's input, stored as JSON (so plain data only: no dates, no class instances). */
  payload: Payload;
  /** Not before this time (a reminder's due moment); now when absent. */
  runAt?: Date | undefined;
  /**
   * Idempotency key, e.g. `review-reminder:<assignment>:<kind>`: while a job with the same key is
   * pending, running or done, enqueueing again adds nothing. `cancelJobs` frees the key, so a
   * reminder whose date changed is cancelled, then enqueued anew with the same key.
   */
  key?: string | undefined;
}

/**
 * Adds a job. Pass the caller's transaction as `db` to schedule it atomically with the change
 * that needs it (a reminder with its assignment): it exists, and is announced to the nodes, only
 * if that transaction commits. Returns the new job's id, or `null` when `key` is already held by
 * a pending, running or done job (nothing was added).
 */
export async function enqueueJob<Payload>(
  db: Database,
  job: NewJob<Payload>,
): Promise<number | null> {
  const insert = db.insert(jobs).values({
    kind: job.kind,
    key: job.key ?? null,
    payload: job.payload as unknown,
    ...(job.runAt ? { runAt: job.runAt } : {}),
  });
  const added = (
    job.key ? insert.onConflictDoNothing({ target: jobs.key, where: KEY_HOLDING }) : insert
  ).returning({ id: jobs.id, due: sql<boolean>`${jobs.runAt} <= now()`.as('due') });
  // One statement adds the job and, when it is due now, announces it. NOTIFY is transactional:
  // listeners hear it when (and only if) the caller's transaction commits. A delayed job is not
  // announced: the poll finds it when it is due. (`announced` is read so that it runs.)
  const result = (await db.execute(sql`
    with added as (${added.getSQL()}),
    announced as (select pg_notify(${JOBS_CHANNEL}, ${job.kind}) from added where due)
    select id, due, (select count(*) from announced) as announced from added`)) as unknown as {
    rows: Array<{ id: number | string; due: boolean }>;
  };
  const [row] = result.rows;
  if (!row) return null;
  if (row.due) for (const listener of enqueueListeners) listener();
  return Number(row.id);
}

/** Which pending jobs `cancelJobs` cancels: one key, or every key starting with a prefix. */
export type JobSelector = { key: string } | { keyPrefix: string };

/**
 * Cancels the pending jobs with a key (`{ key }`) or a key prefix (`{ keyPrefix:
 * 'review-reminder:42:' }`), in the caller's transaction if given one; returns how many. A job
 * already running is not stopped: it finishes (its handler should check that its reason still
 * holds, e.g. that the review is still outstanding). Cancelling frees the keys.
 */
export async function cancelJobs(db: Database, selector: JobSelector): Promise<number> {
  const match =
    'key' in selector
      ? eq(jobs.key, selector.key)
      : like(jobs.key, `${selector.keyPrefix.replace(/[\\%_]/g, (char) => `\\${char}`)}%`);
  const cancelled = await db
    .update(jobs)
    .set({ state: 'cancelled', finishedAt: sql`now()`, lockedBy: null, lockedUntil: null })
    .where(and(eq(jobs.state, 'pending'), isNotNull(jobs.key), match))
    .returning({ id: jobs.id });
  return cancelled.length;
}

/** Counts of unfinished and failed jobs per kind, for metrics and `JobRunner.idle`. */
export interface JobCounts {
  pending: number;
  running: number;
  failed: number;
}

/** Pending, running and failed jobs by kind (kinds with none are absent). */
export async function countJobs(
  db: Database,
  kinds?: readonly string[],
): Promise<Map<string, JobCounts>> {
  const rows = await db
    .select({ kind: jobs.kind, state: jobs.state, count: sql<number>`count(*)::int` })
    .from(jobs)
    .where(
      and(
        inArray(jobs.state, ['pending', 'running', 'failed']),
        kinds ? inArray(jobs.kind, [...kinds]) : undefined,
      ),
    )
    .groupBy(jobs.kind, jobs.state);
  const counts = new Map<string, JobCounts>();
  for (const row of rows) {
    const entry = counts.get(row.kind) ?? { pending: 0, running: 0, failed: 0 };
    entry[row.state as keyof JobCounts] = row.count;
    counts.set(row.kind, entry);
  }
  return counts;
}
