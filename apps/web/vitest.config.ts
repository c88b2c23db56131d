import { fileURLToPath } from 'node:url';
import { jsdomConfig } from '@quire/vitest-config';

// Unit tests, colocated with the app code. End-to-end tests have their own config
// (vitest.e2e.config.ts) because they need the built app and a real browser.
export default jsdomConfig({
  resolve: {
    alias: [{ find: /^~\//, replacement: fileURLToPath(new URL('./app/', import.meta.url)) }],
  },
  test: {
    include: ['app/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    setupFiles: ['./vitest.setup.ts'],
    // scripts/shell-chunk.test.ts runs a real Vite build, whose native bundler (rolldown) cannot
    // be loaded inside the VM context of the kit's default `vmThreads` pool.
    pool: 'forks',
  },
});
