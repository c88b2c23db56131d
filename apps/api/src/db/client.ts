import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock';
import { queryCountingLogger } from './query-counter';
import * as schema from './schema';

/** Arbitrary key of the PostgreSQL advisory lock that serialises migrations across nodes. */
const MIGRATION_LOCK_ID = 7_253_117;

/** The Drizzle database, whichever driver is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** An open database: the Drizzle handle plus what the server needs to run and stop it. */
export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Applies pending migrations (idempotent). */
  migrate(): Promise<void>;
  /** Answers whether the database accepts queries right now (readiness). */
  ping(): Promise<boolean>;
  /** PGlite only: the whole data folder as an uncompressed tarball (see `pgliteSnapshot`). */
  dump?(): Promise<Blob>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; without one, PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite data folder; `memory://` keeps the database in memory (tests). */
  dataDir?: string | undefined;
  /**
   * A PGlite data folder dumped with `dumpDataDir()` to start from instead of a new, empty one
   * (in memory only). Tests load one migrated database per run instead of initialising and
   * migrating one per file, which costs several times as long.
   */
  pgliteSnapshot?: Blob | undefined;
  poolSize?: number | undefined;
  /** Called when an idle pooled connection fails (e.g. the database restarted). */
  onPoolError?: ((error: Error) => void) | undefined;
}

/** Finds the migrations folder whether running from `src/` (tests) or the bundled `dist/`. */
function migrationsFolder(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let depth = 0; depth < 5; depth += 1) {
    const candidate = path.join(dir, 'drizzle');
    if (fs.existsSync(path.join(candidate, 'meta', '_journal.json'))) return candidate;
    dir = path.dirname(dir);
  }
  throw new Error('Cannot find the drizzle migrations folder next to the API sources.');
}

async function openPglite(dataDir: string, snapshot?: Blob): Promise<DatabaseHandle> {
  const inMemory = dataDir.startsWith('memory://');
  if (snapshot && !inMemory) throw new Error('A PGlite snapshot can only be loaded in memory.');
  const releaseLock = inMemory ? () => {} : lockDataDir(dataDir);
  try {
    // `unaccent` backs the accent-insensitive search configurations (migration 0013), `pg_trgm`
    // the substring searches of names and addresses (migration 0027).
    const client = new PGlite(inMemory ? dataDir : path.join(dataDir, 'pglite'), {
      extensions: { unaccent, pg_trgm },
      ...(snapshot ? { loadDataDir: snapshot } : {}),
    });
    await client.waitReady;
    const db = drizzlePglite(client, {
      schema,
      logger: queryCountingLogger,
    }) as unknown as Database;
    return {
      db,
      kind: 'pglite',
      migrate: () => migratePglite(db as never, { migrationsFolder: migrationsFolder() }),
      ping: async () => {
        await client.query('select 1');
        return true;
      },
      dump: () => client.dumpDataDir('none'),
      close: async () => {
        await client.close();
        releaseLock();
      },
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
}

function openPostgres(options: DatabaseOptions & { databaseUrl: string }): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: options.databaseUrl,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  });
  // Without a listener a dropped idle connection (database restart) would crash the process.
  pool.on('error', (error) => options.onPoolError?.(error));
  const db = drizzlePg(pool, { schema, logger: queryCountingLogger }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    migrate: async () => {
      // Several API nodes may start together: one migrates while the others wait on the lock.
      const connection = await pool.connect();
      try {
        await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migratePg(drizzlePg(connection), { migrationsFolder: migrationsFolder() });
      } finally {
        await connection
          .query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID])
          .catch(() => {});
        connection.release();
      }
    },
    ping: async () => {
      await pool.query('select 1');
      return true;
    },
    close: () => pool.end(),
  };
}

/**
 * Opens the database: PostgreSQL when a URL is given, else PGlite persisted in `dataDir`.
 * @example const handle = await openDatabase({ dataDir: 'memory://' }); await handle.migrate();
 */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres({ ...options, databaseUrl: options.databaseUrl });
  return openPglite(options.dataDir ?? 'memory://', options.pgliteSnapshot);
}
