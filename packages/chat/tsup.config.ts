import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    server: 'src/server.ts',
    // The stylesheet sites import (`exports` maps it to dist/chat.css).
    chat: 'src/chat.css',
  },
  format: ['esm'],
  sourcemap: true,
  clean: true,
  // The host site brings React, React Router and the other Quire packages.
  external: ['react', 'react-dom', 'react-router', /^@quire\//],
});
