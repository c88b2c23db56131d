import type { Dirent } from 'node:fs';
import { lstat, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { isNotNull } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { articles, files, issues, journals, news, settings, users } from '../db/schema';
import { isValidStorageKey } from './storage-key';

/**
 * How old a file must be before the sweep may remove it. Several nodes can share the storage
 * volume: an upload in flight on another node (its `.part` file), or one renamed into place
 * whose database row is about to be written, must never be taken for debris.
 */
export const SWEEP_GRACE_MS = 60 * 60 * 1000;

/**
 * Every column that holds a storage key. A new column that points at stored files must be
 * added here, or the sweep would remove its files (a test checks the schema against this list).
 */
export const STORAGE_KEY_COLUMNS: readonly PgColumn[] = [
  files.storageKey, // uploads (submission files, avatars, covers), publication galleys, seed files
  users.avatarPath,
  journals.coverPath,
  journals.logoPath,
  issues.coverPath,
  articles.pdfPath,
  news.coverPath,
];

/** What a sweep removed (and what it could not). */
export interface SweepResult {
  /** Leftovers of writes that never finished (`*.<hex>.part`, written beside their target). */
  partFiles: number;
  /** Complete files that no database row references. */
  unreferenced: number;
  /** Files it tried to remove but could not (logged by the caller, tried again next start). */
  failed: number;
}

/** What to sweep. */
export interface SweepOptions {
  db: Database;
  /** The storage root (`<dataDir>/files`). */
  root: string;
  graceMs?: number;
  /** Stops the walk early (the server is shutting down). */
  signal?: AbortSignal;
}

/** The temporary name `LocalDiskStorage.put` writes before renaming: `<key>.<12 hex>.part`. */
const PART_FILE = /\.[0-9a-f]{12}\.part$/;

/**
 * Every storage key the database references: the key columns, plus every settings value (a
 * setting such as `default_avatar` names a stored file; values that are not keys match nothing).
 */
export async function referencedStorageKeys(db: Database): Promise<Set<string>> {
  const referenced = new Set<string>();
  for (const column of STORAGE_KEY_COLUMNS) {
    const rows = await db
      .selectDistinct({ key: column })
      .from(column.table)
      .where(isNotNull(column));
    for (const row of rows) if (typeof row.key === 'string') referenced.add(row.key);
  }
  for (const row of await db.select({ value: settings.value }).from(settings)) {
    referenced.add(row.value);
  }
  return referenced;
}

async function* walk(directory: string, signal?: AbortSignal): AsyncGenerator<string> {
  let entries: Dirent[];
  try {
    entries = await readdir(directory, { withFileTypes: true });
  } catch (error) {
    if ((error as { code?: unknown }).code === 'ENOENT') return;
    throw error;
  }
  for (const entry of entries) {
    if (signal?.aborted) return;
    const full = path.join(directory, entry.name);
    // Symbolic links are neither followed nor removed: storage never creates them.
    if (entry.isDirectory()) yield* walk(full, signal);
    else if (entry.isFile()) yield full;
  }
}

/**
 * Removes the debris crashes leave in storage: `.part` files of writes that never finished, and
 * files no database row references (a crash between storing an upload and recording it, or a
 * removal that failed after its row was deleted). Only what is older than `graceMs` goes, so
 * another node's upload in progress is safe; a file whose name is not a storage key is left
 * alone. The references are read before the walk: a file referenced after that moment is
 * either new (inside the grace period) or already had a reference.
 */
export async function sweepStoredFiles({
  db,
  root,
  graceMs = SWEEP_GRACE_MS,
  signal,
}: SweepOptions): Promise<SweepResult> {
  const result: SweepResult = { partFiles: 0, unreferenced: 0, failed: 0 };
  const referenced = await referencedStorageKeys(db);
  const cutoff = Date.now() - graceMs;
  for await (const file of walk(path.resolve(root), signal)) {
    const key = path.relative(root, file).split(path.sep).join('/');
    const isPart = PART_FILE.test(key);
    if (!isPart && (!isValidStorageKey(key) || referenced.has(key))) continue;
    try {
      const info = await lstat(file);
      if (!info.isFile() || info.mtimeMs > cutoff) continue;
      await rm(file);
      if (isPart) result.partFiles += 1;
      else result.unreferenced += 1;
    } catch (error) {
      // Gone already (another node swept it): nothing to count.
      if ((error as { code?: unknown }).code !== 'ENOENT') result.failed += 1;
    }
  }
  return result;
}

/** A sweep running in the background. */
export interface RunningSweep {
  /** Stops the walk early and waits for it (before the database closes). */
  stop(): Promise<void>;
}

/**
 * Starts the sweep in the background — a large volume must not hold back readiness — and logs
 * what it removed (or why it failed; it runs again at the next start).
 */
export function startStoredFileSweep(
  options: Omit<SweepOptions, 'signal'>,
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
): RunningSweep {
  const controller = new AbortController();
  const started = Date.now();
  const running = sweepStoredFiles({ ...options, signal: controller.signal }).then(
    (result) => {
      const level = result.failed > 0 ? 'warn' : 'info';
      log[level]({ ...result, durationMs: Date.now() - started }, 'stored-file sweep finished');
    },
    (error: unknown) => log.warn({ err: error }, 'stored-file sweep failed'),
  );
  return {
    stop: async () => {
      controller.abort();
      await running;
    },
  };
}
