import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../src/app';
import { type Config, loadConfig } from '../src/config';
import type { AppContext } from '../src/context';
import { openDatabase } from '../src/db/client';
import { LocalDiskStorage } from '../src/files/storage';
import { mailQueueOf } from '../src/mail/app-mail-queue';
import type { MailQueue, MailQueueOptions } from '../src/mail/mail-queue';
import { type Mailer, type MailMessage, MemoryMailer } from '../src/mail/mailer';
import { type RunningServer, type StartServerOptions, startServer } from '../src/server';
import { markNotSetUp } from './site-setup-fixtures';

/** A built app on its own fresh database, for `app.inject()` tests. */
export interface TestApp<M extends Mailer = MemoryMailer> {
  app: FastifyInstance;
  context: AppContext;
  /** The mail transport: by default a `MemoryMailer` holding every mail the app sent. */
  mailer: M;
  /** The queue that actions hand their mail to (delivered after the response). */
  mailQueue: MailQueue;
  /** Waits for the mail queue to empty, then returns every mail sent (`MemoryMailer` only). */
  sentMail(): Promise<MailMessage[]>;
  close(): Promise<void>;
}

/** A test app whatever its mail transport, for fixtures that do not read its mail. */
export type AnyTestApp = TestApp<Mailer>;

/** How a test app sends mail. */
export interface TestMailOptions<M extends Mailer> {
  /** The transport instead of a `MemoryMailer`, e.g. an `SmtpMailer` to a test server. */
  mailer?: M;
  /** Retry pauses of the queue (tests shorten them). */
  mailDelivery?: MailQueueOptions;
}

/**
 * Creates a PostgreSQL database for one test file and returns its URL and a dropper: a copy of
 * `template` (a migrated database, see `global-setup.ts`) when given, else an empty one.
 */
export async function createPostgresDatabase(adminUrl: string, template?: string) {
  const name = `quire_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

let pgliteSnapshot: Promise<Blob> | undefined;

/** The migrated PGlite data folder the project's global setup dumped, read once per file. */
function loadPgliteSnapshot(): Promise<Blob> | undefined {
  const file = inject('pgliteSnapshotPath');
  if (!file) return undefined;
  pgliteSnapshot ??= readFile(file).then((bytes) => new Blob([bytes]));
  return pgliteSnapshot;
}

/**
 * A real server (`startServer`) as a test starts one: an in-memory PGlite database starts from
 * the run's migrated snapshot (a second, not several); a PostgreSQL or on-disk one as configured.
 */
export async function startTestServer(
  config: Config,
  options: StartServerOptions = {},
): Promise<RunningServer> {
  const inMemory = !config.databaseUrl && config.dataDir.startsWith('memory://');
  return startServer(config, {
    ...options,
    pgliteSnapshot: inMemory ? await loadPgliteSnapshot() : undefined,
  });
}

/**
 * Builds the API on a fresh database: PGlite in memory by default, a new PostgreSQL database
 * when `DATABASE_URL` is set (CI), so the same tests prove both. Both start as copies of the
 * database the run's global setup migrated (and recorded as set up); `migrate()` then finds
 * nothing left to apply. `firstRun` starts from a site that waits for its first-run setup.
 */
export async function createTestApp<M extends Mailer = MemoryMailer>(
  overrides: Partial<Config> = {},
  mail: TestMailOptions<M> = {},
  { firstRun = false }: { firstRun?: boolean } = {},
): Promise<TestApp<M>> {
  const adminUrl = process.env.DATABASE_URL;
  const postgres = adminUrl
    ? await createPostgresDatabase(adminUrl, inject('postgresTemplate'))
    : undefined;
  const config: Config = {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false' }),
    databaseUrl: postgres?.url,
    // Every request reads its session, so the queries a request counts never depend on how
    // long ago the same session was read; the tests of the reuse window turn it on.
    sessionReuseMs: 0,
    ...overrides,
  };
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: 'memory://',
    pgliteSnapshot: postgres ? undefined : await loadPgliteSnapshot(),
  });
  await database.migrate();
  // The template is a site that has been set up; the first-run tests need one that has not.
  if (firstRun) await markNotSetUp(database.db);
  const mailer = (mail.mailer ?? new MemoryMailer()) as M;
  const filesDir = await mkdtemp(path.join(os.tmpdir(), 'quire-test-files-'));
  const storage = new LocalDiskStorage(filesDir);
  const context: AppContext = {
    config,
    db: database.db,
    database,
    mailer,
    storage,
    ...(mail.mailDelivery ? { mailDelivery: mail.mailDelivery } : {}),
  };
  const app = await buildApp(context);
  await app.ready();
  const mailQueue = mailQueueOf(context);
  return {
    app,
    context,
    mailer,
    mailQueue,
    sentMail: async () => {
      await mailQueue.idle();
      if (!(mailer instanceof MemoryMailer)) throw new Error('sentMail needs the MemoryMailer');
      return mailer.sent;
    },
    close: async () => {
      await app.close();
      await database.close();
      await postgres?.drop();
      await rm(filesDir, { recursive: true, force: true });
    },
  };
}
