import { defineConfig } from 'tsup';

// `tsup` builds the JavaScript and CSS; the declarations are `tsc -b`'s (the `build:types` task,
// tooling/typescript/emit-declarations.mjs).
export default defineConfig({
  entry: {
    index: 'src/index.ts',
    server: 'src/server.ts',
    // The production server (Node only): `@quire/site/node`.
    node: 'src/node.ts',
    // The stylesheets sites import (`exports` maps them to dist/*.css).
    site: 'src/shell/site.css',
  },
  format: ['esm'],
  sourcemap: true,
  clean: true,
  // The host site brings React, React Router and the other Quire packages.
  external: ['react', 'react-dom', 'react-router', /^@react-router\//, /^@quire\//],
});
