import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';
import { markSetUp } from './site-setup-fixtures';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data folder (uncompressed tarball) each test database starts from. */
    pgliteSnapshotPath?: string;
    /** A migrated PostgreSQL database each test database is created from (`TEMPLATE`). */
    postgresTemplate?: string;
  }
}

/**
 * Migrates one database for the whole run (and records it as set up, see `markSetUp`), so a test file copies it instead of migrating its
 * own: a PGlite snapshot (starting PGlite from it skips `initdb` as well, the larger cost), and a
 * PostgreSQL template database when the project runs on `DATABASE_URL`. `createTestApp` uses the
 * template there; the snapshot also serves the in-memory servers that files of the PostgreSQL
 * pass start beside their PostgreSQL ones (`startTestServer`), which would otherwise each run
 * `initdb` and every migration on the busiest part of the run.
 */
export async function setup(project: TestProject): Promise<() => Promise<void>> {
  const adminUrl = project.config.env?.DATABASE_URL ?? process.env.DATABASE_URL;
  const removeSnapshot = await preparePgliteSnapshot(project);
  if (!adminUrl) return removeSnapshot;
  const dropTemplate = await preparePostgresTemplate(project, adminUrl);
  return async () => {
    await dropTemplate();
    await removeSnapshot();
  };
}

async function preparePgliteSnapshot(project: TestProject) {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'quire-pglite-snapshot-'));
  const database = await openDatabase({ dataDir: 'memory://' });
  try {
    await database.migrate();
    await markSetUp(database.db);
    const snapshot = await database.dump?.();
    if (!snapshot) throw new Error('PGlite did not dump its data folder.');
    const file = path.join(folder, 'migrated.tar');
    await writeFile(file, new Uint8Array(await snapshot.arrayBuffer()));
    project.provide('pgliteSnapshotPath', file);
  } finally {
    await database.close();
  }
  return () => rm(folder, { recursive: true, force: true });
}

async function preparePostgresTemplate(project: TestProject, adminUrl: string) {
  const name = `quire_template_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  // A template must have no open connection while it is copied: migrate, then close the pool.
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 1 });
  try {
    await database.migrate();
    await markSetUp(database.db);
  } finally {
    await database.close();
  }
  project.provide('postgresTemplate', name);
  return () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
}

async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}
