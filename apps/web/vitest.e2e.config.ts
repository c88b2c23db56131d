import { nodeConfig } from '@quire/vitest-config';

/** Parallel e2e workers: `E2E_WORKERS`, else 2 (CI has two cores). */
const workers = Number.parseInt(process.env.E2E_WORKERS ?? '', 10) || 2;

// End-to-end: the built app and the real API in Chromium. Each worker starts its own API (fresh
// data folder, demo seed) and web server once (e2e/support/servers.ts) and runs its files one
// after another against them; the workers run side by side. A failed test fails the run:
// nothing is retried, so a flaky step shows up as the failure it is.
export default nodeConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    setupFiles: ['e2e/support/worker-servers.ts'],
    maxWorkers: workers,
    // A worker keeps its modules, and so its servers, from one file to the next.
    isolate: false,
    // A ceiling, not a wait: two workers share two cores, and a test that walks every page
    // type in one browser (public-pages, fuzz) can take a minute on a busy machine.
    testTimeout: 120_000,
    hookTimeout: 180_000,
    // `expect.poll` waits for a state as long as a Playwright step waits for one (its own default
    // is a second, less than one round trip through a busy browser and server).
    expect: { poll: { timeout: 30_000 } },
  },
});
