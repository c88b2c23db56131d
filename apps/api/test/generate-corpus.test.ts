import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { count, eq, isNull, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { articles, issues, journals } from '../src/db/schema';
import { buildCorpus, type CorpusSummary } from '../src/seed/build-corpus';
import { CorpusArgsError, parseCorpusArgs } from '../src/seed/corpus-args';
import { planCorpusJournals } from '../src/seed/corpus-plan';
import { CorpusExistsError } from '../src/seed/corpus-structure';
import { isValidIssn } from '../src/seed/identifiers';
import { createTestApp, type TestApp } from './test-app';

const run = promisify(execFile);
const CLI = path.resolve(import.meta.dirname, '../src/seed/generate-corpus.ts');

describe('parseCorpusArgs', () => {
  it('defaults to 100,000 articles in 10 journals, in batches of 1,000', () => {
    expect(parseCorpusArgs([])).toEqual({
      articles: 100_000,
      journals: 10,
      batchSize: 1000,
      seed: 'quire-corpus-v1',
    });
  });

  it('reads --articles, --journals, --batch-size and --seed', () => {
    expect(
      parseCorpusArgs(['--articles', '1200', '--journals=3', '--batch-size', '250', '--seed', 'x']),
    ).toEqual({
      articles: 1200,
      journals: 3,
      batchSize: 250,
      seed: 'x',
    });
  });

  it('accepts underscores as digit separators', () => {
    expect(parseCorpusArgs(['--articles', '100_000'])?.articles).toBe(100_000);
  });

  it('returns null for --help', () => {
    expect(parseCorpusArgs(['--help'])).toBeNull();
  });

  it.each([
    [['--articles', 'many'], '--articles must be a whole number from 500'],
    [['--articles', '499'], '--articles must be a whole number from 500'],
    [['--journals', '0'], '--journals must be a whole number from 1'],
    [['--batch-size', '1.5'], '--batch-size must be a whole number'],
    [['--colour', 'red'], "Unknown option '--colour'"],
  ])('rejects %j with a clear message', (argv, message) => {
    expect(() => parseCorpusArgs(argv)).toThrow(CorpusArgsError);
    expect(() => parseCorpusArgs(argv)).toThrow(message);
  });
});

describe('planCorpusJournals', () => {
  const plans = planCorpusJournals(20);

  it('gives every journal a unique title, slug and DOI abbreviation', () => {
    for (const key of ['title', 'slug', 'abbreviation'] as const) {
      expect(new Set(plans.map((plan) => plan[key])).size).toBe(plans.length);
    }
  });

  it('gives valid ISSNs', () => {
    for (const plan of plans) {
      expect(isValidIssn(plan.issn)).toBe(true);
      expect(isValidIssn(plan.eissn)).toBe(true);
    }
  });

  it('marks exactly the latest issue of each journal as current', () => {
    for (const plan of plans) {
      expect(plan.issues.filter((issue) => issue.isCurrent)).toEqual([plan.issues.at(-1)]);
    }
  });
});

describe('buildCorpus', () => {
  let testApp: TestApp;
  let summary: CorpusSummary;
  const progress: string[] = [];

  beforeAll(async () => {
    testApp = await createTestApp();
    summary = await buildCorpus(
      testApp.context.db,
      { articles: 1200, journals: 3, batchSize: 250, seed: 'corpus-test' },
      (line) => progress.push(line),
    );
  }, 120_000);
  afterAll(() => testApp.close());

  it('writes exactly the requested number of articles into the requested journals', async () => {
    const { db } = testApp.context;
    const [articleRow] = await db.select({ total: count() }).from(articles);
    const [journalRow] = await db.select({ total: count() }).from(journals);
    expect(articleRow?.total).toBe(1200);
    expect(journalRow?.total).toBe(3);
    expect(summary).toMatchObject({ articles: 1200, journals: 3 });
  });

  it('fills the benchmark issue with exactly 500 articles at positions 0–499', async () => {
    const { issueId, journalSlug } = summary.benchmarkIssue;
    const [row] = await testApp.context.db
      .select({
        total: count(),
        positions: sql<number>`count(distinct ${articles.position})`.mapWith(Number),
        top: sql<number>`max(${articles.position})`.mapWith(Number),
      })
      .from(articles)
      .where(eq(articles.issueId, issueId));
    expect(row).toEqual({ total: 500, positions: 500, top: 499 });
    const [issue] = await testApp.context.db
      .select({ slug: journals.slug, isCurrent: issues.isCurrent })
      .from(issues)
      .innerJoin(journals, eq(journals.id, issues.journalId))
      .where(eq(issues.id, issueId));
    expect(issue).toEqual({ slug: journalSlug, isCurrent: true });
  });

  it('puts every article in an issue and a section, with a search vector', async () => {
    const [row] = await testApp.context.db
      .select({ total: count() })
      .from(articles)
      .where(
        sql`${articles.issueId} is null or ${articles.sectionId} is null or ${articles.searchVector} is null`,
      );
    expect(row?.total).toBe(0);
  });

  it('gives unique DOIs and slugs', async () => {
    const [row] = await testApp.context.db
      .select({
        dois: sql<number>`count(distinct ${articles.doi})`.mapWith(Number),
        slugs: sql<number>`count(distinct (${articles.journalId}, ${articles.slug}))`.mapWith(
          Number,
        ),
      })
      .from(articles);
    expect(row).toEqual({ dois: 1200, slugs: 1200 });
  });

  it('produces text that full-text search finds', async () => {
    const [row] = await testApp.context.db
      .select({ total: count() })
      .from(articles)
      .where(
        sql`${articles.searchVector} @@ websearch_to_tsquery('english', 'habitat fragmentation')`,
      );
    expect(row?.total).toBeGreaterThan(10);
    expect(row?.total).toBeLessThan(1200);
  });

  it('reports progress up to the total', () => {
    expect(progress.at(-1)).toContain('1,200 / 1,200 articles');
  });

  it('refuses to generate the same corpus twice into one database', async () => {
    await expect(
      buildCorpus(testApp.context.db, {
        articles: 500,
        journals: 3,
        batchSize: 250,
        seed: 'again',
      }),
    ).rejects.toThrow(CorpusExistsError);
    const [row] = await testApp.context.db
      .select({ total: count() })
      .from(articles)
      .where(isNull(articles.pdfPath));
    expect(row?.total).toBe(1200);
  });
});

describe('generate-corpus CLI', () => {
  // The CLI's own database wiring: a fresh PostgreSQL database when DATABASE_URL is set (the
  // postgres project), otherwise PGlite in a temporary data folder.
  const adminUrl = process.env.DATABASE_URL || undefined;
  let dataDir: string;
  let databaseUrl: string | undefined;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'quire-corpus-'));
    if (adminUrl) {
      const url = new URL(adminUrl);
      url.pathname = `/quire_corpus_${randomBytes(6).toString('hex')}`;
      databaseUrl = url.toString();
      await adminQuery(adminUrl, `create database ${url.pathname.slice(1)}`);
    }
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
    if (adminUrl && databaseUrl) {
      await adminQuery(
        adminUrl,
        `drop database if exists ${new URL(databaseUrl).pathname.slice(1)} with (force)`,
      );
    }
  });

  const env = () => ({
    ...process.env,
    DATABASE_URL: databaseUrl ?? '',
    QUIRE_DATA_DIR: dataDir,
    NODE_ENV: 'test',
  });

  it('fills the database and prints the 500-article issue', async () => {
    const { stdout } = await run(
      process.execPath,
      ['--import', 'tsx', CLI, '--articles', '600', '--journals', '2'],
      {
        env: env(),
      },
    );
    expect(stdout).toMatch(/500-article issue: journal "[a-z0-9-]+", issue id \d+/);
    expect(stdout).toMatch(/Done: 600 articles in \d+\.\d s/);
    const database = await openDatabase({ databaseUrl, dataDir });
    try {
      const [row] = await database.db.select({ total: count() }).from(articles);
      expect(row?.total).toBe(600);
    } finally {
      await database.close();
    }
  }, 120_000);

  it('exits with status 1 and a clear message for a bad argument', async () => {
    const failure = await run(process.execPath, ['--import', 'tsx', CLI, '--articles', 'lots'], {
      env: env(),
    }).catch((error: { code: number; stderr: string }) => error);
    expect(failure).toMatchObject({ code: 1 });
    expect((failure as { stderr: string }).stderr).toContain('--articles must be a whole number');
  }, 60_000);
});

/** Runs one statement on the server's maintenance connection (create/drop database). */
async function adminQuery(connectionString: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
