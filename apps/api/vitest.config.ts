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
 * Where the integration files run. Without `DATABASE_URL` (the README's test command on a machine
 * with no services) every file runs on PGlite, the embedded default. With it (CI, and a developer
 * with PostgreSQL) every file runs on PostgreSQL — the server production deployments use, where a
 * pool serves requests at once (races, unique-key conflicts, row locks, advisory locks) and the
 * multi-node files find Redis beside it — and the files below run on PGlite as well.
 *
 * PGlite is PostgreSQL's own engine compiled to WebAssembly, so the same SQL plans and answers
 * alike on both; what is the embedded database's own is everything around its one connection:
 * its data folder, lock and snapshot, the demo seed and setup as `pnpm start` runs them, the
 * files it stores beside itself, its text-search configurations. Those files are listed here.
 * Every end-to-end suite (apps/web, apps/journal-site, the kit's server tests) also runs its API
 * on PGlite. Running each file once, on the server, instead of every file on PGlite and a third
 * of them again on PostgreSQL halved the suite's time (docs/performance.md, "CI on a fresh clone").
 */
const PGLITE_PASS = [
  // The demo seed and the first-run setup, as `pnpm start` runs them on the embedded database.
  'test/seed.test.ts',
  'test/setup.test.ts',
  'test/demo-full-texts.test.ts',
  // Text search: PGlite's own text-search configurations, accents, ranking and matches.
  'test/search.test.ts',
  'test/search-accents.test.ts',
  'test/search-matches.test.ts',
  'test/browse.test.ts',
  // The embedded database's data folder: stored files swept beside it, the corpus generator's
  // temporary folder, the mail queue and job scheduler on one connection (no `skip locked` race).
  'test/stored-file-sweep.test.ts',
  'test/generate-corpus.test.ts',
  'test/jobs.test.ts',
  'test/mail-queue.test.ts',
  // Concurrent requests on the one connection: transactions queue instead of racing.
  'test/upload-limits.test.ts',
  'test/chat-send-batch.test.ts',
  'test/auth-register.test.ts',
];

// Integration files share a worker's module graph (`isolate: false`): the app's modules, and
// the citation engines they build on first use, load once per worker instead of once per file.
// Each file still gets its own database and app, so no state crosses files through them.
export default defineConfig({
  ...nodeConfig(),
  test: {
    // One file more than the cores, where Vitest's default (one worker fewer than the cores)
    // would run one at a time on a two-core machine: a file here waits about as long as it
    // computes (databases created, servers and processes started, sockets answered), so files
    // only as many as the cores leave them idle. Measured on two cores, the suite alone (it runs
    // alone in `pnpm test`): 359 s one at a time, 303 s two at a time in an earlier session;
    // 226 s two and 192–195 s three at a time in a later one (docs/performance.md).
    maxWorkers: availableParallelism() + 1,
    projects: [
      { ...shared, test: { ...shared.test, name: 'unit', include: [UNIT] } },
      {
        ...shared,
        test: {
          ...shared.test,
          name: 'pglite',
          include: process.env.DATABASE_URL ? PGLITE_PASS : [INTEGRATION],
          exclude: [...configDefaults.exclude, FAULTS],
          isolate: false,
          env: { DATABASE_URL: '' },
          globalSetup: [MIGRATED_DATABASE],
        },
      },
      // When DATABASE_URL is set (CI) every integration file runs on it.
      ...(process.env.DATABASE_URL
        ? [
            {
              ...shared,
              test: {
                ...shared.test,
                name: 'postgres',
                include: [INTEGRATION],
                exclude: [...configDefaults.exclude, FAULTS],
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
