import { defineConfig } from 'tsup';

export default defineConfig((cli) => {
  // `tsc -b` needs composite projects, and a composite project refuses a program of the entries
  // alone (TS6307), which is what the declaration build (`--dts-only`) compiles.
  if (typeof cli.dts === 'object')
    cli.dts.compilerOptions = { ...cli.dts.compilerOptions, composite: false };
  return {
    entry: ['src/main.ts', 'src/seed/generate-corpus.ts', 'src/ops/copy-to-postgres-cli.ts'],
    format: ['esm'],
    platform: 'node',
    target: 'node22',
    sourcemap: true,
    clean: true,
  };
});
