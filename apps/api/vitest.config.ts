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
 * Integration files the PostgreSQL pass leaves out: what they test is decided before any SQL
 * runs (headers, request parsing, CSRF, the shape of errors, the mail and metrics formats), or
 * they start their own server on PGlite whatever the project. Everything else — queries, full-text
 * search, transactions, locks, pools, Redis — runs on both databases.
 */
const SAME_ON_EVERY_DATABASE = [
  'test/auth-csrf.test.ts',
  'test/bad-input.property.test.ts',
  'test/mail-smtp.test.ts',
  'test/metrics.test.ts',
  'test/production-start.test.ts',
  'test/public-injection.test.ts',
  'test/request-errors.test.ts',
  'test/security-headers.test.ts',
];

// Integration files share a worker's module graph (`isolate: false`): the app's modules, and
// the citation engines they build on first use, load once per worker instead of once per file.
// Each file still gets its own database and app, so no state crosses files through them.
export default defineConfig({
  ...nodeConfig(),
  test: {
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
      // When DATABASE_URL is set (CI) the integration files run again on PostgreSQL.
      ...(process.env.DATABASE_URL
        ? [
            {
              ...shared,
              test: {
                ...shared.test,
                name: 'postgres',
                include: [INTEGRATION],
                exclude: [...configDefaults.exclude, FAULTS, ...SAME_ON_EVERY_DATABASE],
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
