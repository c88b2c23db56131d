import { defineConfig, type Options } from 'tsup';

// `tsup` builds the JavaScript and CSS (what apps and `pnpm start` need); `tsup --dts-only`
// (the `build:types` task) writes the declarations from the script entries alone.
const scripts = { index: 'src/index.ts', server: 'src/server.ts' };

// The CLI's `--dts-only` arrives as `dts: { only: true }` (`dts` may also be a boolean or a path).
const dtsOnly = (cli: Options) => typeof cli.dts === 'object' && cli.dts.only === true;

export default defineConfig((cli) => {
  // `tsc -b` needs composite projects, and a composite project refuses a program of the entries
  // alone (TS6307), which is what the declaration build (`--dts-only`) compiles.
  if (typeof cli.dts === 'object')
    cli.dts.compilerOptions = { ...cli.dts.compilerOptions, composite: false };
  return {
    entry: dtsOnly(cli)
      ? scripts
      : {
          ...scripts,
          'panel-pages': 'src/panel-pages/panel-pages.css',
          submission: 'src/submission/submission.css',
        },
    format: ['esm'],
    sourcemap: true,
    clean: true,
    // The host site brings React, React Router and the other Quire packages.
    external: ['react', 'react-dom', 'react-router', /^@react-router\//, /^@quire\//],
  };
});
