import { defineConfig } from 'tsup';

// `tsup` builds the JavaScript and CSS; the declarations are `tsc -b`'s (the `build:types` task,
// tooling/typescript/emit-declarations.mjs).
export default defineConfig({
  entry: {
    index: 'src/index.ts',
    server: 'src/server.ts',
    // The stylesheets sites import (`exports` maps them to dist/*.css).
    reading: 'src/reading/reading.css',
    search: 'src/search/search.css',
  },
  format: ['esm'],
  sourcemap: true,
  clean: true,
  // The host site brings React, React Router and the other Quire packages.
  external: ['react', 'react-dom', 'react-router', /^@react-router\//, /^@quire\//],
});
