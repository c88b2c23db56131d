import { defineConfig } from 'tsup';

// `tsup` builds the JavaScript and CSS; the declarations are `tsc -b`'s (the `build:types` task,
// tooling/typescript/emit-declarations.mjs).

// One entry per `exports` subpath of package.json (`@quire/ui/dialog` → dist/dialog.js).
const entry = {
  index: 'src/index.ts',
  // The Storybook entry: the preview annotations any Storybook showing the kit shares.
  'storybook/index': 'src/storybook/index.ts',
  badge: 'src/badge.tsx',
  card: 'src/card.tsx',
  'chat/index': 'src/chat/index.ts',
  'confirm-dialog': 'src/confirm-dialog.tsx',
  'data-table': 'src/data-table.tsx',
  dialog: 'src/dialog.tsx',
  'empty-state': 'src/empty-state.tsx',
  'error-modal': 'src/error-modal.tsx',
  'error-state': 'src/error-state.tsx',
  'field/index': 'src/field/index.ts',
  'layouts/index': 'src/layouts/index.ts',
  'loading-overlay': 'src/loading-overlay.tsx',
  pagination: 'src/pagination.tsx',
  'progress-bar': 'src/progress-bar.tsx',
  'submission/index': 'src/submission/index.ts',
  'tab-nav': 'src/tab-nav.tsx',
  'tag-input': 'src/tag-input.tsx',
  'theme-toggle': 'src/theme-toggle.tsx',
  toaster: 'src/toaster.tsx',
  'ui-texts': 'src/ui-texts.tsx',
};

export default defineConfig({
  entry: { ...entry, styles: 'src/styles.css', fonts: 'src/fonts.css' },
  // fonts.css names the Fontsource files by package: the host's bundler resolves them from this
  // package's dependencies, so they are neither copied nor inlined here.
  esbuildOptions(options) {
    options.external = [...(options.external ?? []), '@fontsource-variable/*'];
  },
  format: ['esm', 'cjs'],
  // Components use hooks and browser APIs: React Server Components hosts must load them as
  // client modules. esbuild drops directives from sources, so the banner adds it to every file.
  banner: { js: "'use client';" },
  sourcemap: true,
  clean: true,
  // React stays a peer: journal sites bring their own copy.
  external: ['react', 'react-dom'],
});
