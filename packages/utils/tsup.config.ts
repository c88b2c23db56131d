import { defineConfig } from 'tsup';

export default defineConfig((cli) => {
  // `tsc -b` needs composite projects, and a composite project refuses a program of the entries
  // alone (TS6307), which is what the declaration build (`--dts-only`) compiles.
  if (typeof cli.dts === 'object')
    cli.dts.compilerOptions = { ...cli.dts.compilerOptions, composite: false };
  return {
    entry: ['src/index.ts'],
    format: ['esm', 'cjs'],
    sourcemap: true,
    clean: true,
    // `import.meta.url` and friends keep working in the CommonJS build.
    shims: true,
  };
});
