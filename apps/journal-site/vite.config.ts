import { reactRouter } from '@react-router/dev/vite';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';

// Build against the kit's TypeScript sources inside the workspace (see apps/web/vite.config.ts).
const SOURCE_CONDITION = '@quire/source';

export default defineConfig({
  plugins: [reactRouter()],
  resolve: { conditions: [SOURCE_CONDITION, ...defaultClientConditions] },
  ssr: {
    resolve: { conditions: [SOURCE_CONDITION, ...defaultServerConditions] },
    noExternal: [/^@quire\//],
  },
  build: { cssMinify: 'esbuild' },
  server: { port: 3100 },
});
