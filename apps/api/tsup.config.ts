import { defineConfig } from 'tsup';

export default defineConfig({
  entry: [
    'src/main.ts',
    'src/seed/generate-corpus.ts',
    'src/ops/copy-to-postgres-cli.ts',
    'src/ops/quire-cli.ts',
  ],
  format: ['esm'],
  platform: 'node',
  target: 'node22',
  sourcemap: true,
  clean: true,
});
