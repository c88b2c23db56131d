import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';
import { shellChunk } from './scripts/shell-chunk.ts';
import { withoutRouterInstrumentation } from './scripts/without-router-instrumentation.ts';

// Workspace packages export their TypeScript sources under this condition, so the app builds
// against the sources without a prior `tsup` run of each package.
const SOURCE_CONDITION = '@quire/source';

export default defineConfig({
  plugins: [
    reactRouter(),
    // React, React Router and the root route's modules in one chunk (every page loads them).
    shellChunk({ root: fileURLToPath(new URL('./app/root.tsx', import.meta.url)) }),
    // React Router's `instrumentations` support, which the app does not use, out of the browser.
    withoutRouterInstrumentation(),
  ],
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
  build: {
    // Minify CSS in the server build too: it inlines the stylesheet into every document.
    cssMinify: 'esbuild',
    // Terser packs the browser's JavaScript about 3 % smaller (gzip) than esbuild, 3.6 KiB on
    // an article page. Set here, not under `environments.client`: React Router 8 builds the
    // environments with shared plugins, and Vite's terser plugin reads the top-level
    // `terserOptions` (Vite 7 its `minify` too).
    minify: 'terser',
    // The browsers of `build.target` (Vite's "baseline widely available") read ES2020 and need
    // no Safari 10 workarounds; a third pass still finds a little to fold.
    terserOptions: { ecma: 2020, safari10: false, compress: { passes: 3 } },
  },
  environments: {
    // The server build stays unminified.
    ssr: { build: { minify: false } },
  },
  // The web server listens on 3000 (the API owns 4000).
  server: { port: 3000 },
});
