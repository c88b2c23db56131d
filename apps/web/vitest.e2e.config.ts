import { nodeConfig } from '@quire/vitest-config';

// End-to-end: the built app and the real API (started once by the global setup) in Chromium.
export default nodeConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    // One browser-driven file at a time: the machine is small and the servers are shared.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
