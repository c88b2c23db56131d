import { availableParallelism } from 'node:os';
import { nodeConfig } from '@quire/vitest-config';
import { configDefaults, defineConfig } from 'vitest/config';

const shared = {
  extends: true,
  test: {
    // argon2 hashing makes first requests slow on a loaded machine.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // The OAI-PMH harvester ships ES module sources in a CommonJS package and loads them with
    // the `esm` loader, which fails on Node 24: its sources are imported directly and Vite
    // transforms them (module syntax, its JSON import).
    server: { deps: { inline: ['oai-pmh'] as string[] } },
  },
} as const;

/** Unit tests sit beside the code they test and need no database: they run once. */
const UNIT = 'src/**/*.test.ts';
/** Integration tests build the API (`test/test-app.ts`) on a database of their own. */
const INTEGRATION = 'test/**/*.test.ts';
/** Fault tests start real processes; they run in their own project, never on PGlite. */
const FAULTS = 'test/faults/**/*.test.ts';
/** Migrates one database per run that every test file's database is copied from. */
const MIGRATED_DATABASE = 'test/global-setup.ts';

/**
 * Integration files that run a second time on PostgreSQL (when `DATABASE_URL` is set, as in CI).
 * PGlite is PostgreSQL's own engine, so the same SQL plans and answers alike on both; what differs
 * is everything around one connection: a pool serving requests at once (races, unique-key
 * conflicts, row locks, advisory locks), the server's text-search configurations and collation,
 * the copy and corpus tools that only target a server, and the multi-node files that need
 * PostgreSQL and Redis together (on PGlite they skip, saying why). The other files run once.
 * A new file belongs here when what it tests can come out differently on a server.
 */
const POSTGRES_PASS = [
  // Full-text search, accents, ranking, ILIKE: configurations and collation of the server.
  'test/browse.test.ts',
  'test/chat-inbox-search.test.ts',
  'test/search.test.ts',
  'test/search-accents.test.ts',
  'test/search-cap.test.ts',
  'test/search-lookup.test.ts',
  'test/search-matches.test.ts',
  'test/search-sort.test.ts',
  // Concurrent requests on a pool: unique keys, row locks, counters.
  'test/auth-register.test.ts',
  'test/chat-send-batch.test.ts',
  'test/session-lookup.test.ts',
  // Two reviewers invited at once: the editors' views' stored deadline counts both (row locks).
  'test/editor-view-state.test.ts',
  // Scheduled issues announced once when several look at the same moment (one claiming update).
  'test/issue-management.test.ts',
  // Two first-run setups at once: one administrator, under the setup's advisory lock.
  'test/setup.test.ts',
  'test/submissions-admin.test.ts',
  'test/submissions-user.test.ts',
  // Racing uploads under the per-account quota's advisory lock; upload counters across nodes.
  'test/upload-limits.test.ts',
  'test/usage.test.ts',
  // Tools that write to a server: seeding, the corpus generator, PGlite → PostgreSQL copy.
  'test/copy-to-postgres.test.ts',
  'test/generate-corpus.test.ts',
  'test/seed.test.ts',
  // Several API nodes on one PostgreSQL and Redis (advisory-locked migrations, pub/sub, shared
  // rate limits, presence, cache purges, a node's shutdown).
  'test/admin-presence-loss.test.ts',
  'test/auth-rate-limit.test.ts',
  'test/cache-purges.test.ts',
  'test/chat-cluster.test.ts',
  'test/chat-send-limit.test.ts',
  'test/contact.test.ts',
  'test/node-shutdown.test.ts',
  'test/realtime-session-cluster.test.ts',
  'test/usage-cluster.test.ts',
  // The job scheduler: claims under `for update skip locked` on a pool, LISTEN/NOTIFY wake-ups.
  'test/jobs.test.ts',
  'test/mail-queue.test.ts',
];

// Integration files share a worker's module graph (`isolate: false`): the app's modules, and
// the citation engines they build on first use, load once per worker instead of once per file.
// Each file still gets its own database and app, so no state crosses files through them.
export default defineConfig({
  ...nodeConfig(),
  test: {
    // At least two files at once, where Vitest's default (one worker fewer than the cores) would
    // run one at a time on a two-core machine: a file here waits about as long as it computes
    // (databases created, servers and processes started, sockets answered), so one file alone
    // left a core idle. Measured on two cores: the whole suite 359 s one at a time, 303 s two at
    // a time (docs/performance.md, "CI on a fresh clone").
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      { ...shared, test: { ...shared.test, name: 'unit', include: [UNIT] } },
      {
        ...shared,
        test: {
          ...shared.test,
          name: 'pglite',
          include: [INTEGRATION],
          exclude: [...configDefaults.exclude, FAULTS],
          isolate: false,
          env: { DATABASE_URL: '' },
          globalSetup: [MIGRATED_DATABASE],
        },
      },
      // When DATABASE_URL is set (CI) the files where a server can differ run again on it.
      ...(process.env.DATABASE_URL
        ? [
            {
              ...shared,
              test: {
                ...shared.test,
                name: 'postgres',
                include: POSTGRES_PASS,
                isolate: false,
                globalSetup: [MIGRATED_DATABASE],
              },
            },
          ]
        : []),
      // The fault project always runs: its files skip, saying why, without PostgreSQL, Redis or
      // redis-server.
      {
        ...shared,
        test: {
          ...shared.test,
          name: 'faults',
          include: [FAULTS],
          // Two API nodes start through tsx, and the exchange runs on shared CPUs.
          testTimeout: 90_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
