import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import type { Config } from './config';
import type { AppContext } from './context';
import { openDatabase } from './db/client';
import { LocalDiskStorage } from './files/storage';
import { startStoredFileSweep } from './files/stored-file-sweep';
import { createMailer } from './mail/create-mailer';
import { metricsOf } from './ops/metrics';
import { createRealtime, type Realtime } from './realtime/create-realtime';

/** A started API server and the way to stop it cleanly. */
export interface RunningServer {
  app: FastifyInstance;
  context: AppContext;
  /** The socket.io server attached to it. */
  realtime: Realtime;
  /** The address it listens on, e.g. `http://127.0.0.1:4000`. */
  url: string;
  /** Disconnects sockets, stops accepting connections, drains requests, closes the database. */
  close(): Promise<void>;
}

/** What a caller other than `main.ts` may add to a server's start. */
export interface StartServerOptions {
  /** Runs once the database is migrated, before the app is built (e.g. the demo seed). */
  beforeListen?: (context: AppContext) => Promise<void>;
  /**
   * Tests: a migrated PGlite data folder (see `openDatabase`) that an in-memory database starts
   * from, instead of initialising and migrating a new one.
   */
  pgliteSnapshot?: Blob | undefined;
}

/**
 * Opens the database, applies migrations, builds the app and listens.
 * Used by `main.ts` and by tests that need a real server on a loopback port.
 */
export async function startServer(
  config: Config,
  options: StartServerOptions = {},
): Promise<RunningServer> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    pgliteSnapshot: options.pgliteSnapshot,
    poolSize: config.databasePoolSize,
    onPoolError: (error) =>
      console.error('[quire-api] idle database connection failed:', error.message),
  });
  try {
    await database.migrate();
    const mailer = createMailer(config);
    // `memory://` (tests) keeps files in a temporary folder gone at close, never in a folder
    // named "memory:" under the working directory (as mail stays in memory there).
    const inMemory = config.dataDir.startsWith('memory://');
    const filesRoot = inMemory
      ? await mkdtemp(path.join(os.tmpdir(), 'quire-memory-files-'))
      : path.join(config.dataDir, 'files');
    const storage = new LocalDiskStorage(filesRoot);
    const context: AppContext = { config, db: database.db, database, mailer, storage };
    await options.beforeListen?.(context);
    const app = await buildApp(context);
    const realtime = createRealtime(app, context);
    metricsOf(app)?.countSockets(() => realtime.io.engine.clientsCount);
    const url = await app.listen({ host: config.host, port: config.port }).catch(async (error) => {
      await realtime.close();
      throw error;
    });
    // After migrations (and the seed), once serving: debris of crashed uploads and orphans.
    const sweep = startStoredFileSweep({ db: database.db, root: storage.root }, app.log);
    let closing: Promise<void> | undefined;
    return {
      app,
      context,
      realtime,
      url,
      close: () => {
        // Sockets first: their clients reconnect to another node while requests drain.
        closing ??= realtime
          .close()
          .then(() => app.close())
          .finally(() => sweep.stop())
          .finally(() => database.close())
          .finally(() => (inMemory ? rm(filesRoot, { recursive: true, force: true }) : undefined));
        return closing;
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}
