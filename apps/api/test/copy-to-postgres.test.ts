import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { asc, count, getTableName, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { articles, journals, news, users } from '../src/db/schema';
import { type CopiedTable, CopyRefusedError, copyToPostgres } from '../src/ops/copy-to-postgres';
import { seedDemoIfEmpty } from '../src/seed/seed-demo';
import { startServer } from '../src/server';
import { serverConfig } from './chat-fixtures';
import { createPostgresDatabase } from './test-app';

const adminUrl = process.env.DATABASE_URL;
const apiDir = path.resolve(import.meta.dirname, '..');

/** A data folder whose embedded database holds the demo content, as a first start leaves it. */
async function demoDataDir(): Promise<string> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'quire-copy-'));
  const server = await startServer(serverConfig({ dataDir }), {
    beforeListen: async (context) => {
      await seedDemoIfEmpty(context);
    },
  });
  await server.close();
  return dataDir;
}

/** Row counts of every table of the `public` schema of a PostgreSQL database. */
async function postgresCounts(url: string): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(
      `select tablename as name from pg_tables where schemaname = 'public' order by 1`,
    );
    const counts: Record<string, number> = {};
    for (const { name } of rows) {
      const result = await client.query<{ n: string }>(`select count(*) as n from "${name}"`);
      counts[name] = Number(result.rows[0]?.n);
    }
    return counts;
  } finally {
    await client.end();
  }
}

// The pglite project runs without DATABASE_URL: this suite needs a real PostgreSQL server.
describe.runIf(adminUrl)('copyToPostgres (demo data into a new PostgreSQL database)', () => {
  let dataDir: string;
  let target: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let copied: CopiedTable[];

  beforeAll(async () => {
    dataDir = await demoDataDir();
    target = await createPostgresDatabase(adminUrl as string);
    copied = await copyToPostgres({ from: dataDir, to: target.url });
  }, 180_000);
  afterAll(async () => {
    await target?.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('copies every table with the same row counts as the embedded database', async () => {
    const source = await openDatabase({ dataDir });
    try {
      const copiedCounts = Object.fromEntries(copied.map(({ table, rows }) => [table, rows]));
      expect(await postgresCounts(target.url)).toEqual(copiedCounts);
      for (const table of [journals, articles, news, users]) {
        const [inSource] = await source.db.select({ n: count() }).from(table);
        expect(copiedCounts[getTableName(table)], getTableName(table)).toBe(inSource?.n);
      }
      expect(copiedCounts.articles).toBeGreaterThan(0);
      expect(copiedCounts.users).toBeGreaterThan(0);
    } finally {
      await source.close();
    }
  });

  it('keeps values exactly: ids, arrays, JSON, timestamps and the search vectors', async () => {
    const source = await openDatabase({ dataDir });
    const copy = await openDatabase({ databaseUrl: target.url });
    try {
      const pick = (db: typeof source.db) =>
        db
          .select({
            id: articles.id,
            slug: articles.slug,
            keywords: articles.keywords,
            authors: articles.authors,
            publishedAt: articles.publishedAt,
          })
          .from(articles)
          .orderBy(asc(articles.id));
      expect(await pick(copy.db)).toEqual(await pick(source.db));
      const vectors = sql`select count(*)::int as n from articles where search_vector is null`;
      const missing = (await copy.db.execute(vectors)) as unknown as { rows: { n: number }[] };
      expect(missing.rows[0]?.n).toBe(0);
    } finally {
      await copy.close();
      await source.close();
    }
  });

  it('resets sequences: the API on the copy signs the demo author in and creates new rows', async () => {
    const server = await startServer(serverConfig({ databaseUrl: target.url }));
    try {
      const login = await fetch(`${server.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'author@quire.test', password: 'author-password' }),
      });
      expect(login.status).toBe(200);
      const [maxId] = await server.context.db
        .select({ id: sql<number>`max(${news.id})` })
        .from(news);
      const [created] = await server.context.db
        .insert(news)
        .values({ title: 'After the move', slug: 'after-the-move', body: '<p>Moved.</p>' })
        .returning({ id: news.id });
      expect(created?.id).toBe(Number(maxId?.id) + 1);
    } finally {
      await server.close();
    }
  });

  it('refuses a target that already holds rows, and leaves it as it was', async () => {
    const before = await postgresCounts(target.url);
    await expect(copyToPostgres({ from: dataDir, to: target.url })).rejects.toThrow(
      /^The target database is not empty \(rows in .*articles.*\); copy into a new, empty database\.$/,
    );
    expect(await postgresCounts(target.url)).toEqual(before);
  });

  it('refuses a folder without an embedded database', async () => {
    const empty = await mkdtemp(path.join(os.tmpdir(), 'quire-copy-empty-'));
    try {
      await expect(copyToPostgres({ from: empty, to: target.url })).rejects.toThrow(
        `${empty} holds no embedded database (no pglite/ folder): --from is the API's QUIRE_DATA_DIR.`,
      );
    } finally {
      await rm(empty, { recursive: true, force: true });
    }
  });
});

describe('copyToPostgres arguments', () => {
  it('refuses a target that is not a PostgreSQL URL', async () => {
    await expect(copyToPostgres({ from: '.', to: 'mysql://db/quire' })).rejects.toBeInstanceOf(
      CopyRefusedError,
    );
  });

  it('the command names what is missing', () => {
    const run = spawnSync(
      'pnpm',
      ['exec', 'tsx', 'src/ops/copy-to-postgres-cli.ts', '--from', '.data'],
      {
        cwd: apiDir,
        encoding: 'utf8',
      },
    );
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('[db:copy-to-postgres] --from and --to are required.');
  });
});
