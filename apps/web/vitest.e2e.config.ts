import { nodeConfig } from '@quire/vitest-config';

// End-to-end: the built app and the real API (started once by the global setup) in Chromium.
export default nodeConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    setupFiles: ['e2e/support/report-retries.ts'],
    // One browser-driven file at a time: the machine is small and the servers are shared.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // On CI the browser shares two cores with the API's Postgres suites, and a live event can be
    // late past a step's wait. A failed test runs once more there (the report marks it retried);
    // one that fails twice fails the run. Locally a failure is reported at once.
    retry: process.env.CI ? 1 : 0,
  },
});
