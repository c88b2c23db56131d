import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [reactRouter()],
  // The kit ships ES modules that import their own stylesheets: bundle them into the server build.
  ssr: { noExternal: [/^@quire\//] },
  // Minify CSS in the server build too (it inlines the stylesheets into every document), with
  // the minifier Vite ships.
  build: { cssMinify: 'lightningcss' },
  server: { port: 3100 },
});
