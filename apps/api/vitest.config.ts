import { nodeConfig } from '@quire/vitest-config';
import { configDefaults, defineConfig } from 'vitest/config';

const shared = {
  extends: true,
  test: {
    // Each file gets its own database; argon2 hashing and migrations make first requests slow.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // The OAI-PMH harvester ships ES module sources in a CommonJS package and loads them with
    // the `esm` loader, which fails on Node 24: its sources are imported directly and Vite
    // transforms them (module syntax, its JSON import).
    server: { deps: { inline: ['oai-pmh'] as string[] } },
  },
} as const;

/** Fault tests start real processes; they run in their own project, never on PGlite. */
const FAULTS = 'test/faults/**/*.test.ts';
const withoutFaults = [...configDefaults.exclude, FAULTS];
/** Migrates one database per run that every test file's database is copied from. */
const MIGRATED_DATABASE = 'test/global-setup.ts';

// The integration suite always runs on PGlite; when DATABASE_URL is set (CI) it runs again on
// PostgreSQL, each test file on a fresh database of its own. The fault project always runs: its
// files skip, saying why, without PostgreSQL, Redis or redis-server.
export default defineConfig({
  ...nodeConfig(),
  test: {
    projects: [
      {
        ...shared,
        test: {
          ...shared.test,
          name: 'pglite',
          exclude: withoutFaults,
          env: { DATABASE_URL: '' },
          globalSetup: [MIGRATED_DATABASE],
        },
      },
      ...(process.env.DATABASE_URL
        ? [
            {
              ...shared,
              test: {
                ...shared.test,
                name: 'postgres',
                exclude: withoutFaults,
                globalSetup: [MIGRATED_DATABASE],
              },
            },
          ]
        : []),
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
