import { defineConfig } from 'tsup';

export default defineConfig((cli) => {
  // `tsc -b` needs composite projects, and a composite project refuses a program of the entries
  // alone (TS6307), which is what the declaration build (`--dts-only`) compiles.
  if (typeof cli.dts === 'object')
    cli.dts.compilerOptions = { ...cli.dts.compilerOptions, composite: false };
  return {
    entry: ['src/index.ts', 'src/server.ts'],
    format: ['esm'],
    sourcemap: true,
    clean: true,
    // The host site brings React, React Router and the other Quire packages.
    external: ['react', 'react-dom', 'react-router', /^@quire\//],
  };
});
