import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    server: 'src/server.ts',
    'panel-pages': 'src/panel-pages/panel-pages.css',
    submission: 'src/submission/submission.css',
  },
  format: ['esm'],
  dts: { entry: { index: 'src/index.ts', server: 'src/server.ts' } },
  sourcemap: true,
  clean: true,
  // The host site brings React, React Router and the other Quire packages.
  external: ['react', 'react-dom', 'react-router', /^@react-router\//, /^@quire\//],
});
