import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    server: 'src/server.ts',
    reading: 'src/reading/reading.css',
    search: 'src/search/search.css',
  },
  format: ['esm'],
  dts: { entry: { index: 'src/index.ts', server: 'src/server.ts' } },
  sourcemap: true,
  clean: true,
  // The host site brings React, React Router and the other Quire packages.
  external: ['react', 'react-dom', 'react-router', /^@react-router\//, /^@quire\//],
});
