import type { StorybookConfig } from '@storybook/react-vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, mergeConfig } from 'vite';

const config: StorybookConfig = {
  // Stories live next to the components in @quire/ui.
  stories: ['../../../packages/ui/src/**/*.stories.tsx'],
  addons: ['@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      plugins: [react()],
      // Workspace packages resolve to their TypeScript and CSS sources: no ui build needed first.
      resolve: { conditions: ['@quire/source', ...defaultClientConditions] },
      // Storybook's own runtime and axe-core are large by nature; this is a dev tool, not a site.
      build: { chunkSizeWarningLimit: 1500 },
    }),
};

export default config;
