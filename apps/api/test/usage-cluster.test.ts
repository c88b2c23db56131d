import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { type DatabaseHandle, openDatabase } from '../src/db/client';
import { articles, articleUsageDaily } from '../src/db/schema';
import { LocalDiskStorage } from '../src/files/storage';
import { MemoryMailer } from '../src/mail/mailer';
import { flushUsage } from '../src/usage/usage-buffer';
import { createJournalFixture, insertArticle, type JournalFixture } from './fixtures';
import { markSetUp } from './site-setup-fixtures';
import { createPostgresDatabase } from './test-app';

const adminUrl = process.env.DATABASE_URL;
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';

/** Two API nodes, each with its own usage buffer and connection pool, on one PostgreSQL database. */
describe.skipIf(!adminUrl)('usage counted across two nodes (PostgreSQL)', () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  const handles: DatabaseHandle[] = [];
  const nodes: FastifyInstance[] = [];
  let fixture: JournalFixture;

  async function startNode(url: string): Promise<FastifyInstance> {
    const handle = await openDatabase({ databaseUrl: url, dataDir: 'memory://' });
    await handle.migrate();
    handles.push(handle);
    const config = {
      ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false' }),
      databaseUrl: url,
    };
    const app = await buildApp({
      config,
      db: handle.db,
      database: handle,
      mailer: new MemoryMailer(),
      storage: new LocalDiskStorage('/tmp/quire-usage-cluster-files'),
    });
    await app.ready();
    nodes.push(app);
    return app;
  }

  const beacon = (node: FastifyInstance, id: number, reader: string) =>
    node.inject({
      method: 'POST',
      url: `/api/articles/${id}/view`,
      headers: { 'user-agent': FIREFOX },
      remoteAddress: reader,
    });
  const stored = async (id: number) => {
    const [row] = await (handles[0]?.db ?? fail())
      .select({ views: articles.views })
      .from(articles)
      .where(eq(articles.id, id));
    return row?.views;
  };
  const fail = (): never => {
    throw new Error('no node');
  };

  beforeAll(async () => {
    database = await createPostgresDatabase(adminUrl ?? '');
    await startNode(database.url);
    await startNode(database.url);
    // A database this file migrated itself: record the setup the template databases carry.
    await markSetUp(handles[0]?.db ?? fail());
    fixture = await createJournalFixture(handles[0]?.db ?? fail(), { slug: 'two-nodes' });
  });
  afterAll(async () => {
    for (const node of nodes) await node.close();
    for (const handle of handles) await handle.close();
    await database?.drop();
  });

  it('counts a reader once when their repeat reaches the other node within 30 seconds', async () => {
    const [nodeA, nodeB] = nodes;
    const article = await insertArticle(handles[0]?.db ?? fail(), {
      journalId: fixture.journal.id,
    });
    await beacon(nodeA ?? fail(), article.id, '198.51.100.1');
    await beacon(nodeB ?? fail(), article.id, '198.51.100.1');
    // Both nodes write at the same moment: the marks' row lock decides which one counts.
    await flushUsage();
    expect(await stored(article.id)).toBe(1);
  });

  it('adds up every reader of both nodes exactly, written concurrently', async () => {
    const [nodeA, nodeB] = nodes;
    const article = await insertArticle(handles[0]?.db ?? fail(), {
      journalId: fixture.journal.id,
    });
    const readers = Array.from({ length: 60 }, (_, index) => `192.0.2.${index + 1}`);
    await Promise.all(
      readers.flatMap((reader, index) => [
        beacon(index % 2 === 0 ? (nodeA ?? fail()) : (nodeB ?? fail()), article.id, reader),
        // Every reader's double click lands on the other node.
        beacon(index % 2 === 0 ? (nodeB ?? fail()) : (nodeA ?? fail()), article.id, reader),
      ]),
    );
    await Promise.all([flushUsage(), flushUsage()]);
    expect(await stored(article.id)).toBe(60);
    const days = await (handles[1]?.db ?? fail())
      .select({ views: articleUsageDaily.views })
      .from(articleUsageDaily)
      .where(eq(articleUsageDaily.articleId, article.id));
    expect(days.reduce((sum, day) => sum + day.views, 0)).toBe(60);
  });
});
