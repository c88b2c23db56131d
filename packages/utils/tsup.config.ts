import { defineConfig } from 'tsup';

export default defineConfig({
  // `node`: helpers only Node servers may import (the browser never sees `node:crypto`).
  entry: { index: 'src/index.ts', 'node/index': 'src/node/index.ts' },
  format: ['esm', 'cjs'],
  sourcemap: true,
  clean: true,
  // `import.meta.url` and friends keep working in the CommonJS build.
  shims: true,
});
