import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts', 'src/events.ts', 'src/review-link.ts'],
  format: ['esm', 'cjs'],
  sourcemap: true,
  clean: true,
  // `import.meta.url` and friends keep working in the CommonJS build.
  shims: true,
});
