import { mkdir, mkdtemp, readdir, rm, symlink, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, getTableColumns, getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../src/db/schema';
import { files, settings, users } from '../src/db/schema';
import type { LocalDiskStorage } from '../src/files/storage';
import {
  STORAGE_KEY_COLUMNS,
  SWEEP_GRACE_MS,
  sweepStoredFiles,
} from '../src/files/stored-file-sweep';
import { seedDemoIfEmpty } from '../src/seed/seed-demo';
import { startServer } from '../src/server';
import { serverConfig } from './chat-fixtures';
import { signedInUser, TINY_PDF } from './file-fixtures';
import { insertArticle, insertIssue, insertJournal, insertNews, insertVolume } from './fixtures';
import { upload } from './panel-fixtures';
import { createTestApp, type TestApp } from './test-app';

/** Older than the grace period, so only a reference may keep it. */
const OLD = SWEEP_GRACE_MS + 60_000;

/** Every file under `root`, as `/`-separated paths relative to it. */
async function filesUnder(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile() || entry.isSymbolicLink())
    .map((entry) =>
      path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
    )
    .sort();
}

/** Writes a file under `root` and dates it `ageMs` ago. */
async function place(root: string, key: string, ageMs: number): Promise<string> {
  const file = path.join(root, ...key.split('/'));
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, 'content');
  const at = new Date(Date.now() - ageMs);
  await utimes(file, at, at);
  return key;
}

/** Dates every file under `root` `ageMs` ago. */
async function age(root: string, ageMs: number): Promise<void> {
  const at = new Date(Date.now() - ageMs);
  for (const key of await filesUnder(root)) await utimes(path.join(root, key), at, at);
}

describe('sweepStoredFiles', () => {
  let testApp: TestApp;
  let root: string;

  beforeAll(async () => {
    testApp = await createTestApp();
    root = (testApp.context.storage as LocalDiskStorage).root;
  });
  afterAll(() => testApp.close());

  const sweep = () => sweepStoredFiles({ db: testApp.context.db, root });

  it('removes .part files older than the grace period and keeps recent ones', async () => {
    const stale = await place(root, 'uploads/2024/01/a1.pdf.0123456789ab.part', OLD);
    const inFlight = await place(root, 'uploads/2024/01/a2.pdf.ba9876543210.part', 5_000);
    expect(await sweep()).toEqual({ partFiles: 1, unreferenced: 0, failed: 0 });
    const left = await filesUnder(root);
    expect(left).not.toContain(stale);
    expect(left).toContain(inFlight);
  });

  it('removes unreferenced files older than the grace period and keeps recent ones', async () => {
    const orphan = await place(root, 'uploads/2024/02/orphan.pdf', OLD);
    const justStored = await place(root, 'uploads/2024/02/just-stored.pdf', 5_000);
    expect((await sweep()).unreferenced).toBe(1);
    const left = await filesUnder(root);
    expect(left).not.toContain(orphan);
    expect(left).toContain(justStored);
  });

  it('never removes a file the database references, however old', async () => {
    const { db } = testApp.context;
    const author = await signedInUser(testApp);
    // An upload through the API: its `files` row is the reference.
    const fileId = await upload(testApp, author, 'manuscript', 'paper.pdf', TINY_PDF);
    const [uploaded] = await db
      .select({ key: files.storageKey })
      .from(files)
      .where(eq(files.id, fileId));
    const avatar = await place(root, 'uploads/2024/03/avatar.png', OLD);
    await db.update(users).set({ avatarPath: avatar }).where(eq(users.id, author.id));
    const journalCover = await place(root, 'covers/journals/sweep.png', OLD);
    const journal = await insertJournal(db, { coverPath: journalCover });
    const volume = await insertVolume(db, { journalId: journal.id, number: 1 });
    const issueCover = await place(root, 'covers/issues/sweep-1.png', OLD);
    await insertIssue(db, {
      journalId: journal.id,
      volumeId: volume.id,
      number: 1,
      coverPath: issueCover,
    });
    const galley = await place(root, 'galleys/sweep/article.pdf', OLD);
    await insertArticle(db, { journalId: journal.id, pdfPath: galley });
    const newsCover = await place(root, 'uploads/2024/03/news.png', OLD);
    await insertNews(db, { coverPath: newsCover });
    const defaultAvatar = await place(root, 'static/sweep-avatar.png', OLD);
    await db.insert(settings).values({ key: 'sweep_avatar', value: defaultAvatar });
    const orphan = await place(root, 'uploads/2024/03/orphan.pdf', OLD);
    const uploadedAt = new Date(Date.now() - OLD);
    await utimes(path.join(root, uploaded?.key ?? ''), uploadedAt, uploadedAt);

    expect((await sweep()).failed).toBe(0);
    const left = await filesUnder(root);
    expect(left).not.toContain(orphan);
    expect(uploaded?.key).toMatch(/^uploads\/\d{4}\/\d{2}\/[\w-]+\.pdf$/);
    for (const kept of [
      uploaded?.key,
      avatar,
      journalCover,
      issueCover,
      galley,
      newsCover,
      defaultAvatar,
    ]) {
      expect(left).toContain(kept);
    }
  });

  it('leaves alone names that are not storage keys, and symbolic links', async () => {
    const hidden = await place(root, 'uploads/.DS_Store', OLD);
    const spaced = await place(root, 'uploads/notes by hand.txt', OLD);
    await symlink('/etc/hostname', path.join(root, 'uploads', 'link.txt'));
    expect(await sweep()).toMatchObject({ unreferenced: 0, partFiles: 0 });
    expect(await filesUnder(root)).toEqual(
      expect.arrayContaining([hidden, spaced, 'uploads/link.txt']),
    );
  });

  it('knows every column of the schema that holds a storage key', () => {
    const looksLikeKey = (name: string) => name === 'storage_key' || name.endsWith('_path');
    // Named like a key but holding something else: a journal's path in Open Journal Systems.
    const notKeys = new Set(['ojs_imports.ojs_path']);
    const inSchema = Object.values(schema as Record<string, unknown>)
      .filter((value): value is PgTable => is(value, PgTable))
      .flatMap((table) =>
        Object.values(getTableColumns(table))
          .filter((column) => looksLikeKey(column.name))
          .map((column) => `${getTableName(table)}.${column.name}`),
      )
      .filter((column) => !notKeys.has(column));
    const swept = STORAGE_KEY_COLUMNS.map(
      (column) => `${getTableName(column.table)}.${column.name}`,
    );
    expect(inSchema.length).toBeGreaterThan(0);
    expect(swept.sort()).toEqual(inSchema.sort());
  });
});

describe('sweepStoredFiles after the demo seed', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
    await seedDemoIfEmpty(testApp.context);
  });
  afterAll(() => testApp.close());

  it('keeps every file the seed stored', async () => {
    const root = (testApp.context.storage as LocalDiskStorage).root;
    const seeded = await filesUnder(root);
    expect(seeded.length).toBeGreaterThan(10);
    await age(root, OLD);
    expect(await sweepStoredFiles({ db: testApp.context.db, root })).toEqual({
      partFiles: 0,
      unreferenced: 0,
      failed: 0,
    });
    expect(await filesUnder(root)).toEqual(seeded);
  });
});

describe('the start-up sweep', () => {
  it('runs once the server has started (after migrations), keeping recent files', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'quire-sweep-start-'));
    const root = path.join(dataDir, 'files');
    await place(root, 'uploads/2024/04/orphan.pdf', OLD);
    await place(root, 'uploads/2024/04/x.pdf.00112233aabb.part', OLD);
    const fresh = await place(root, 'uploads/2024/04/fresh.pdf', 1_000);
    const server = await startServer(serverConfig({ dataDir }));
    try {
      const deadline = Date.now() + 10_000;
      let left = await filesUnder(root);
      while (left.length > 1 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        left = await filesUnder(root);
      }
      expect(left).toEqual([fresh]);
    } finally {
      await server.close();
      await rm(dataDir, { recursive: true, force: true });
    }
    // A ceiling, not a wait: a first start on disk initialises and migrates a new PGlite data
    // folder (what a newcomer's first start does), 20–40 s while other suites share two cores.
  }, 90_000);
});
