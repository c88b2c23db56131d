import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts', cli: 'src/cli.ts' },
  format: ['esm'],
  sourcemap: false,
  clean: true,
  // The journal-slug rule comes from @quire/contracts (with zod): bundled, so the generator
  // installs with no dependency and runs before any of the kit is on the machine.
  noExternal: ['@quire/contracts'],
});
