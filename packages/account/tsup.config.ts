import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts', 'src/server.ts'],
  format: ['esm'],
  sourcemap: true,
  clean: true,
  // The host site brings React, React Router and the other Quire packages.
  external: ['react', 'react-dom', 'react-router', /^@quire\//],
});
