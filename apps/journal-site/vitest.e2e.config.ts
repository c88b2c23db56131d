import { nodeConfig } from '@quire/vitest-config';

// End to end: this site's build and the real API (demo seed) in the system Chromium. A failed
// test fails the run: nothing is retried.
export default nodeConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
