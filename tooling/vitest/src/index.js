// Plain JavaScript on purpose: Vitest loads config files with Node, which cannot import the
// TypeScript of a linked workspace package. Types live in index.d.ts.
import { defaultClientConditions, defaultServerConditions, mergeConfig } from 'vite';
import { defineConfig } from 'vitest/config';

export const SOURCE_CONDITION = '@quire/source';

const shared = defineConfig({
  resolve: { conditions: [SOURCE_CONDITION, ...defaultClientConditions] },
  ssr: { resolve: { conditions: [SOURCE_CONDITION, ...defaultServerConditions] } },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    // Generous: CI runs several packages' suites at once on two cores.
    testTimeout: 20_000,
    restoreMocks: true,
    unstubEnvs: true,
    unstubGlobals: true,
  },
});

export function nodeConfig(overrides = {}) {
  return mergeConfig(mergeConfig(shared, { test: { environment: 'node' } }), overrides);
}

export function jsdomConfig(overrides = {}) {
  return mergeConfig(mergeConfig(shared, { test: { environment: 'jsdom' } }), overrides);
}
