import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { jobs } from '../src/db/schema';
import type { JobInfo } from '../src/jobs/job-runner';
import { cancelJobs, countJobs, enqueueJob } from '../src/jobs/job-store';
import {
  closeRunners,
  type JobsDatabase,
  jobLog,
  openJobsDatabase,
  runners,
  startRunner,
} from './jobs-fixtures';

let database: JobsDatabase;

beforeAll(async () => {
  database = await openJobsDatabase();
});

afterEach(async () => {
  await closeRunners();
});

afterAll(async () => {
  await database.close();
});

/** A kind name of its own per test, so jobs left by one test never reach another's handler. */
let kinds = 0;
function newKind() {
  kinds += 1;
  return `test-${kinds}`;
}

async function stateOf(id: number) {
  const [row] = await database.db.select().from(jobs).where(eq(jobs.id, id));
  return row;
}

describe('enqueueJob', () => {
  it('stores a job with its payload, due now unless given a time', async () => {
    const id = await enqueueJob(database.db, { kind: 'test', payload: { n: 1 } });
    const later = new Date(Date.now() + 60_000);
    const delayed = await enqueueJob(database.db, { kind: 'test', payload: {}, runAt: later });
    expect(await stateOf(id as number)).toMatchObject({
      kind: 'test',
      payload: { n: 1 },
      state: 'pending',
      attempts: 0,
      key: null,
    });
    expect((await stateOf(delayed as number))?.runAt.getTime()).toBe(later.getTime());
  });

  it('adds one job per idempotency key, however often it is enqueued', async () => {
    const key = 'review-reminder:7:before-due';
    const first = await enqueueJob(database.db, { kind: 'test', payload: { n: 1 }, key });
    const again = await enqueueJob(database.db, { kind: 'test', payload: { n: 2 }, key });
    expect(first).toEqual(expect.any(Number));
    expect(again).toBeNull();
    const rows = await database.db.select().from(jobs).where(eq(jobs.key, key));
    expect(rows.map((row) => row.payload)).toEqual([{ n: 1 }]);
  });

  it('schedules nothing when the caller’s transaction rolls back', async () => {
    const key = 'rolled-back';
    await expect(
      database.db.transaction(async (tx) => {
        await enqueueJob(tx, { kind: 'test', payload: {}, key });
        throw new Error('the assignment failed');
      }),
    ).rejects.toThrow('the assignment failed');
    expect(await database.db.select().from(jobs).where(eq(jobs.key, key))).toEqual([]);
  });
});

describe('cancelJobs', () => {
  it('cancels pending jobs by key or key prefix and frees their keys', async () => {
    for (const kind of ['before-due', 'after-due']) {
      await enqueueJob(database.db, { kind: 'test', payload: {}, key: `reminder:12:${kind}` });
    }
    await enqueueJob(database.db, { kind: 'test', payload: {}, key: 'reminder:120:before-due' });
    // `_` and `%` in a prefix match only themselves.
    expect(await cancelJobs(database.db, { keyPrefix: 'reminder:1_' })).toBe(0);
    expect(await cancelJobs(database.db, { keyPrefix: 'reminder:12:' })).toBe(2);
    expect(await cancelJobs(database.db, { key: 'reminder:12:before-due' })).toBe(0);
    expect(await cancelJobs(database.db, { key: 'reminder:120:before-due' })).toBe(1);
    // A cancelled reminder can be scheduled anew under its key (its date changed).
    const renewed = await enqueueJob(database.db, {
      kind: 'test',
      payload: {},
      key: 'reminder:12:before-due',
    });
    expect(renewed).toEqual(expect.any(Number));
  });
});

describe('JobRunner', () => {
  it('runs each job once, with its payload, and marks it done without keeping the payload', async () => {
    const kind = newKind();
    const seen: { payload: unknown; job: JobInfo }[] = [];
    const runner = startRunner(database.db);
    runner.register<{ n: number }>(kind, async (payload, job) => {
      seen.push({ payload, job });
    });
    const ids = [];
    for (let n = 0; n < 5; n += 1)
      ids.push(await enqueueJob(database.db, { kind, payload: { n } }));
    await runner.idle([kind]);
    seen.sort((a, b) => a.job.id - b.job.id);
    expect(seen.map((entry) => entry.payload)).toEqual([0, 1, 2, 3, 4].map((n) => ({ n })));
    expect(seen[0]?.job).toMatchObject({ id: ids[0], kind, attempt: 1, maxAttempts: 5 });
    const rows = await database.db.select().from(jobs).where(eq(jobs.kind, kind));
    expect(rows.map((row) => [row.state, row.payload, row.attempts, row.lockedBy])).toEqual(
      rows.map(() => ['done', null, 1, null]),
    );
  });

  it('retries after each pause, then fails for good keeping the last reason', async () => {
    const kind = newKind();
    const { log, lines } = jobLog();
    const runner = startRunner(database.db, { log });
    const attempts: number[] = [];
    runner.register(
      kind,
      async (_payload, job) => {
        attempts.push(job.attempt);
        throw new Error(`refused (attempt ${job.attempt})`);
      },
      { retryDelaysMs: [20, 40] },
    );
    const id = (await enqueueJob(database.db, { kind, payload: {} })) as number;
    await runner.idle([kind]);
    expect(attempts).toEqual([1, 2, 3]);
    expect(await stateOf(id)).toMatchObject({
      state: 'failed',
      attempts: 3,
      lastError: 'refused (attempt 3)',
      finishedAt: expect.any(Date),
    });
    expect(lines.filter((line) => line.level === 'error').map((line) => line.message)).toEqual([
      'job failed for good: refused (attempt 3)',
    ]);
    expect((await countJobs(database.db, [kind])).get(kind)).toEqual({
      pending: 0,
      running: 0,
      failed: 1,
    });
  });

  it('succeeds on a later attempt after a failure', async () => {
    const kind = newKind();
    const runner = startRunner(database.db);
    runner.register(
      kind,
      async (_payload, job) => {
        if (job.attempt === 1) throw new Error('421 try again later');
      },
      { retryDelaysMs: [20] },
    );
    const id = (await enqueueJob(database.db, { kind, payload: {} })) as number;
    await runner.idle([kind]);
    expect(await stateOf(id)).toMatchObject({
      state: 'done',
      attempts: 2,
      lastError: '421 try again later',
    });
  });

  it('runs a delayed job once its time has come, not before, and never a cancelled one', async () => {
    const kind = newKind();
    const ran: string[] = [];
    const runner = startRunner(database.db, { pollMs: 50 });
    runner.register<{ name: string }>(kind, async ({ name }) => {
      ran.push(name);
    });
    const [row] = await database.db
      .execute(sql`select now() as now`)
      .then((result) => (result as unknown as { rows: { now: string | Date }[] }).rows);
    const dbNow = new Date(row?.now as string).getTime();
    await enqueueJob(database.db, {
      kind,
      payload: { name: 'due soon' },
      runAt: new Date(dbNow + 1_500),
    });
    await enqueueJob(database.db, {
      kind,
      payload: { name: 'cancelled' },
      runAt: new Date(dbNow + 1_500),
      key: `${kind}:cancelled`,
    });
    expect(await cancelJobs(database.db, { key: `${kind}:cancelled` })).toBe(1);
    await enqueueJob(database.db, { kind, payload: { name: 'now' } });
    await vi.waitFor(() => expect(ran).toEqual(['now']));
    await runner.idle([kind]);
    expect(ran).toEqual(['now', 'due soon']);
    const [delayed] = await database.db
      .select({ finishedAt: jobs.finishedAt, runAt: jobs.runAt })
      .from(jobs)
      .where(and(eq(jobs.kind, kind), eq(jobs.state, 'done'), isNotNull(jobs.finishedAt)))
      .orderBy(desc(jobs.runAt))
      .limit(1);
    expect(delayed?.finishedAt?.getTime()).toBeGreaterThanOrEqual(delayed?.runAt.getTime() ?? 0);
  });

  it('shares the jobs between two nodes: each runs exactly once', async () => {
    const kind = newKind();
    const runs = new Map<number, string[]>();
    for (const name of ['node-a', 'node-b']) {
      const runner = startRunner(database.db, { nodeId: name });
      runner.register<{ n: number }>(
        kind,
        async ({ n }) => {
          runs.set(n, [...(runs.get(n) ?? []), name]);
          // Yield so the other node's claims interleave with this one's.
          await new Promise((resolve) => setImmediate(resolve));
        },
        { concurrency: 4 },
      );
    }
    await Promise.all(
      Array.from({ length: 40 }, (_, n) => enqueueJob(database.db, { kind, payload: { n } })),
    );
    const [first] = runners();
    await first?.idle([kind]);
    expect([...runs.keys()].sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, n) => n));
    expect([...runs.values()].every((nodes) => nodes.length === 1)).toBe(true);
  });

  it('takes over the job of a node that stopped mid-run once its lease runs out, and fails a job whose nodes keep dying', async () => {
    const kind = newKind();
    const { log, lines } = jobLog();
    const hung = startRunner(database.db, {
      nodeId: 'hung',
      leaseMs: 300,
      closeTimeoutMs: 10,
      log,
    });
    const started: string[] = [];
    let release: () => void = () => {};
    hung.register(kind, async () => {
      started.push('hung');
      await new Promise<void>((resolve) => {
        release = resolve;
      });
    });
    const id = (await enqueueJob(database.db, { kind, payload: {} })) as number;
    await vi.waitFor(() => expect(started).toEqual(['hung']));
    await hung.close();
    const taker = startRunner(database.db, { nodeId: 'taker', pollMs: 50, log });
    taker.register(kind, async () => {
      started.push('taker');
    });
    await taker.idle([kind]);
    expect(started).toEqual(['hung', 'taker']);
    expect(await stateOf(id)).toMatchObject({ state: 'done', attempts: 2 });
    // The first node's late finish is dropped, not recorded over the taker's.
    release();
    await vi.waitFor(() =>
      expect(lines.map((line) => line.message)).toContain(
        'a job outlived its lease and was taken over by another node; its outcome here is dropped',
      ),
    );
    expect(await stateOf(id)).toMatchObject({ state: 'done', attempts: 2 });

    // A job whose every attempt ended with its node gone is not started once more.
    // Queued for later, so no node claims it before it is made to look abandoned five times.
    const poison = (await enqueueJob(database.db, {
      kind,
      payload: {},
      runAt: new Date(Date.now() + 3_600_000),
    })) as number;
    await database.db
      .update(jobs)
      .set({ state: 'running', attempts: 5, lockedBy: 'dead', lockedUntil: new Date(0) })
      .where(eq(jobs.id, poison));
    taker.wake();
    await taker.idle([kind]);
    expect(started).toEqual(['hung', 'taker']);
    expect(await stateOf(poison)).toMatchObject({
      state: 'failed',
      attempts: 6,
      lastError: 'its node stopped before it finished, at every attempt',
    });
  });

  it('claims only the kinds it has handlers for', async () => {
    const kind = newKind();
    const runner = startRunner(database.db);
    runner.register(kind, async () => {});
    const other = (await enqueueJob(database.db, {
      kind: `${kind}-elsewhere`,
      payload: {},
    })) as number;
    await enqueueJob(database.db, { kind, payload: {} });
    await runner.idle([kind]);
    expect(await stateOf(other)).toMatchObject({ state: 'pending', attempts: 0 });
  });

  it('prunes finished jobs past the retention, freeing their keys, and keeps the rest', async () => {
    const kind = newKind();
    const runner = startRunner(database.db, { retentionMs: 60_000 });
    const old = new Date(Date.now() - 120_000);
    const [done, failed, recent, pending] = await database.db
      .insert(jobs)
      .values([
        { kind, payload: null, state: 'done', key: `${kind}:done`, finishedAt: old },
        { kind, payload: {}, state: 'failed', finishedAt: old, lastError: 'refused' },
        { kind, payload: null, state: 'done', key: `${kind}:recent`, finishedAt: new Date() },
        { kind, payload: {}, state: 'pending', runAt: new Date(Date.now() + 3_600_000) },
      ])
      .returning({ id: jobs.id });
    await runner.prune();
    const left = await database.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.kind, kind));
    expect(left.map((row) => row.id).sort((a, b) => a - b)).toEqual([recent?.id, pending?.id]);
    expect([done?.id, failed?.id].every((id) => typeof id === 'number')).toBe(true);
    expect(
      await enqueueJob(database.db, { kind, payload: {}, key: `${kind}:done`, runAt: old }),
    ).toEqual(expect.any(Number));
    expect(await enqueueJob(database.db, { kind, payload: {}, key: `${kind}:recent` })).toBeNull();
  });
});
