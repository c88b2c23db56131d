import { browserStoriesConfig, jsdomConfig, STORIES_TESTS } from '@quire/vitest-config';
import { defineConfig } from 'vitest/config';

// Both projects: Testing Library's cleanup and Storybook's project annotations.
const setupFiles = ['./vitest.setup.ts'];

// `vitest run` runs both: the unit tests in jsdom, and every story in Chromium (light and dark,
// with colour contrast), which needs layout and the cascade that jsdom lacks.
export default defineConfig({
  test: {
    projects: [
      jsdomConfig({ test: { name: 'unit', setupFiles, exclude: [STORIES_TESTS] } }),
      browserStoriesConfig({ test: { setupFiles } }),
    ],
  },
});
