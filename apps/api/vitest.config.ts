import { nodeConfig } from '@quire/vitest-config';
import { defineConfig } from 'vitest/config';

const shared = {
  extends: true,
  test: {
    // Each file gets its own database; argon2 hashing and migrations make first requests slow.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
} as const;

// The integration suite always runs on PGlite; when DATABASE_URL is set (CI) it runs again on
// PostgreSQL, each test file on a fresh database of its own.
export default defineConfig({
  ...nodeConfig(),
  test: {
    projects: [
      { ...shared, test: { ...shared.test, name: 'pglite', env: { DATABASE_URL: '' } } },
      ...(process.env.DATABASE_URL
        ? [{ ...shared, test: { ...shared.test, name: 'postgres' } }]
        : []),
    ],
  },
});
