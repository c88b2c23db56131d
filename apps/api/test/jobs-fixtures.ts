import { inject } from 'vitest';
import { type Database, openDatabase } from '../src/db/client';
import { type JobLog, JobRunner, type JobRunnerOptions } from '../src/jobs/job-runner';
import { createPostgresDatabase } from './test-app';

/** A migrated database of a test file's own, without an app around it. */
export interface JobsDatabase {
  db: Database;
  /** Its PostgreSQL URL (absent on PGlite), for a second connection or node. */
  url: string | undefined;
  close(): Promise<void>;
}

let snapshot: Promise<Blob> | undefined;

/**
 * A fresh database copied from the run's migrated one: a PostgreSQL database when `DATABASE_URL`
 * is set (the postgres project), else PGlite in memory from the run's snapshot.
 */
export async function openJobsDatabase(): Promise<JobsDatabase> {
  const adminUrl = process.env.DATABASE_URL;
  const postgres = adminUrl
    ? await createPostgresDatabase(adminUrl, inject('postgresTemplate'))
    : undefined;
  const file = inject('pgliteSnapshotPath');
  if (!postgres && file) {
    const { readFile } = await import('node:fs/promises');
    snapshot ??= readFile(file).then((bytes) => new Blob([bytes]));
  }
  const handle = await openDatabase({
    databaseUrl: postgres?.url,
    dataDir: 'memory://',
    pgliteSnapshot: postgres ? undefined : await snapshot,
  });
  await handle.migrate();
  return {
    db: handle.db,
    url: postgres?.url,
    close: async () => {
      await handle.close();
      await postgres?.drop();
    },
  };
}

/** A log that drops everything, or keeps it for a test to read. */
export function jobLog() {
  const lines: { level: 'info' | 'warn' | 'error'; details: object; message: string }[] = [];
  const log: JobLog = {
    info: (details, message) => lines.push({ level: 'info', details, message }),
    warn: (details, message) => lines.push({ level: 'warn', details, message }),
    error: (details, message) => lines.push({ level: 'error', details, message }),
  };
  return { log, lines };
}

/**
 * A started runner on `db` (closed by `closeRunners`): polls every second (each test wakes it by
 * enqueueing, so the poll only matters for delayed jobs and leases), leases of 5 s unless told.
 */
export function startRunner(
  db: Database,
  options: Partial<JobRunnerOptions> & { log?: JobLog } = {},
): JobRunner {
  const runner = new JobRunner(db, options.log ?? jobLog().log, {
    pollMs: 1_000,
    leaseMs: 5_000,
    ...options,
  });
  runner.start();
  started.push(runner);
  return runner;
}

const started: JobRunner[] = [];

/** The runners `startRunner` started and not yet closed, oldest first. */
export function runners(): readonly JobRunner[] {
  return [...started];
}

/** Closes every runner `startRunner` started (an `afterEach`). */
export async function closeRunners(): Promise<void> {
  await Promise.all(started.splice(0).map((runner) => runner.close()));
}
