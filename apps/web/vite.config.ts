import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';

// Workspace packages export their TypeScript sources under this condition, so the app builds
// against the sources without a prior `tsup` run of each package.
const SOURCE_CONDITION = '@quire/source';

export default defineConfig({
  plugins: [reactRouter()],
  resolve: {
    conditions: [SOURCE_CONDITION, ...defaultClientConditions],
    // `~/lib/…` instead of long relative paths from nested route modules.
    alias: [{ find: /^~\//, replacement: fileURLToPath(new URL('./app/', import.meta.url)) }],
  },
  ssr: {
    resolve: { conditions: [SOURCE_CONDITION, ...defaultServerConditions] },
    // Bundle the workspace packages into the server build: their sources are TypeScript and
    // Node cannot import them at run time.
    noExternal: [/^@quire\//],
  },
  // Minify CSS in the server build too: it inlines the stylesheet into every document.
  build: { cssMinify: 'esbuild' },
  // The web server listens on 3000 (the API owns 4000).
  server: { port: 3000 },
});
