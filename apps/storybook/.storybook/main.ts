import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, mergeConfig } from 'vite';

type StoriesSpecifier = Extract<StorybookConfig['stories'], unknown[]>[number];

/**
 * The stories and MDX pages a kit package keeps beside its components. The package is found the
 * way any dependency is, through its `package.json` export, so this app names packages, never
 * paths into them, and a package that moves within the workspace is still found. The stories
 * are read from the package's `src/`, which only the workspace has: a package installed from the
 * registry ships `dist/` alone, so it would show no stories here. Showing another package's
 * stories is one more line below (and a dependency).
 */
function kitStories(packageName: string, titlePrefix: string): StoriesSpecifier {
  const packageJson = fileURLToPath(import.meta.resolve(`${packageName}/package.json`));
  return { directory: dirname(packageJson), files: 'src/**/*.@(mdx|stories.tsx)', titlePrefix };
}

const config: StorybookConfig = {
  stories: [
    // Guides for designers and site builders: theming, brands, site configuration.
    { directory: '../docs', files: '*.mdx', titlePrefix: 'Guides' },
    kitStories('@quire/ui', 'UI'),
    kitStories('@quire/reading', 'Reading'),
    kitStories('@quire/panel', 'Panel'),
    kitStories('@quire/account', 'Account'),
    kitStories('@quire/chat', 'Chat'),
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      plugins: [react()],
      // Workspace packages resolve to their TypeScript and CSS sources: no kit build needed first.
      resolve: { conditions: ['@quire/source', ...defaultClientConditions] },
      // Storybook's own runtime and axe-core are large by nature; this is a dev tool, not a site.
      build: { chunkSizeWarningLimit: 1500 },
    }),
};

export default config;
