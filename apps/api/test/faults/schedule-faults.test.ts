import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../src/db/client';
import { rowsOf } from '../../src/db/raw-rows';
import { issues, volumes } from '../../src/db/schema';
import { GOOD_PASSWORD } from '../auth-fixtures';
import { createPostgresDatabase } from '../test-app';
import { type ApiNode, startApiNode } from './cluster-fixtures';

/**
 * Scheduled issues across two real API nodes on one PostgreSQL, one of them killed with
 * `kill -9` while issues fall due: each issue is published — claimed, audited, its pages purged —
 * exactly once, and none is left unpublished. The claim is one update that only the first node to
 * make it gets rows back from (`announced_at` from null to now, `src/issues/scheduled-issues.ts`);
 * a node killed inside its transaction loses it with the connection, and the other claims the
 * issues at its next look.
 */
const unavailable = process.env.DATABASE_URL
  ? undefined
  : 'DATABASE_URL is not set (no PostgreSQL)';

/** Issues falling due one after another while the nodes look. */
const ISSUES = 30;
/** Between two issues' moments; both nodes look every `CHECK_MS`. */
const SPACING_MS = 100;
const CHECK_MS = 40;

describe.skipIf(unavailable !== undefined)(
  unavailable
    ? `scheduled issues across nodes (skipped: ${unavailable})`
    : 'scheduled issues across two API nodes',
  () => {
    let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
    let handle: DatabaseHandle;
    let nodeA: ApiNode;
    let nodeB: ApiNode;

    beforeAll(async () => {
      database = await createPostgresDatabase(process.env.DATABASE_URL ?? '');
      const env = { SCHEDULE_CHECK_MS: String(CHECK_MS) };
      // One after the other: the first start migrates the fresh database.
      nodeA = await startApiNode({ label: 'node-a', databaseUrl: database.url, env });
      nodeB = await startApiNode({ label: 'node-b', databaseUrl: database.url, env });
      handle = await openDatabase({ databaseUrl: database.url });
    });

    afterAll(async () => {
      await Promise.all([nodeA?.kill(), nodeB?.kill()]);
      await handle?.close();
      await database?.drop();
    });

    /** How many of the issues are announced, and how many `issue.published` records each has. */
    async function published() {
      const [row] = await rowsOf<{ announced: number; audited: number; twice: number }>(
        handle.db,
        sql`select
              (select count(*)::int from issues where announced_at is not null) as announced,
              (select count(*)::int from audit_log where action = 'issue.published') as audited,
              (select count(*)::int from (
                 select target_id from audit_log where action = 'issue.published'
                 group by target_id having count(*) > 1) twice) as twice`,
      );
      return row ?? { announced: 0, audited: 0, twice: 0 };
    }

    it('publishes every issue exactly once when a node is killed while they fall due', async () => {
      const setup = await fetch(`${nodeA.url}/api/setup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          siteName: 'Scheduled Journals',
          name: 'Ada Admin',
          email: 'ada@scheduled.example',
          password: GOOD_PASSWORD,
          journal: { title: 'Tidal Studies', slug: 'tidal-studies' },
        }),
      });
      expect(setup.status).toBe(201);
      const [journal] = await rowsOf<{ id: number }>(
        handle.db,
        sql`select id from journals where slug = 'tidal-studies'`,
      );
      if (!journal) throw new Error('the setup made no journal');
      const [volume] = await handle.db
        .insert(volumes)
        .values({ journalId: journal.id, number: 1, year: 2026 })
        .returning({ id: volumes.id });
      if (!volume) throw new Error('no volume');
      // Due from half a second on, one every SPACING_MS: the nodes claim them as they come.
      await handle.db.insert(issues).values(
        Array.from({ length: ISSUES }, (_, n) => ({
          journalId: journal.id,
          volumeId: volume.id,
          number: n + 1,
          year: 2026,
          publishedAt: sql`now() + ${500 + n * SPACING_MS} * interval '1 millisecond'`,
          announcedAt: null,
        })),
      );

      // A third of them published: node A dies, whatever it was doing.
      await expect
        .poll(async () => (await published()).announced, { timeout: 30_000, interval: 20 })
        .toBeGreaterThanOrEqual(ISSUES / 3);
      await nodeA.kill();

      // Node B goes on alone and publishes the rest.
      await expect
        .poll(async () => (await published()).announced, { timeout: 30_000, interval: 50 })
        .toBe(ISSUES);
      expect(await published()).toEqual({ announced: ISSUES, audited: ISSUES, twice: 0 });
      // Still serving: the node that lived answers.
      expect((await fetch(`${nodeB.url}/health/ready`)).ok).toBe(true);
    });
  },
);
