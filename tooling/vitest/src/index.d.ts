import type { ViteUserConfig } from 'vitest/config';

/** The export condition that points workspace packages at their TypeScript sources. */
export declare const SOURCE_CONDITION = '@quire/source';

/**
 * The story test files (`src/stories*.test.tsx`, which call `checkStories`): run by
 * {@link browserStoriesConfig}, so a package's unit project leaves them out.
 */
export declare const STORIES_TESTS = 'src/stories*.test.tsx';

/**
 * The stylesheets apps/storybook's preview imports, as package exports; the browser stories
 * project loads each from its source (the `@quire/source` export) before the stories render.
 */
export declare const STORYBOOK_STYLESHEETS: readonly string[];

/**
 * Vitest preset for code that runs in Node (no DOM).
 * @example export default nodeConfig({ test: { testTimeout: 20_000 } });
 */
export declare function nodeConfig(overrides?: ViteUserConfig): ViteUserConfig;

/**
 * Vitest preset for code that needs a browser DOM. Uses jsdom — never happy-dom, whose parser
 * differs from browsers' in ways that matter to HTML sanitising — in the `vmThreads` pool: a
 * VM context per test file (fresh modules and globals), one jsdom per worker.
 */
export declare function jsdomConfig(overrides?: ViteUserConfig): ViteUserConfig;

/**
 * Vitest project (named `stories`) that runs {@link STORIES_TESTS} in a real, headless Chromium
 * through Playwright: `CHROME_PATH`, else the system's /usr/bin/chromium (nothing is downloaded).
 * Storybook's stylesheets ({@link STORYBOOK_STYLESHEETS}) are loaded first, so axe measures
 * colour contrast as Storybook's accessibility panel does. List it beside the unit project:
 * @example
 * export default defineConfig({
 *   test: {
 *     projects: [
 *       jsdomConfig({ test: { name: 'unit', setupFiles, exclude: [STORIES_TESTS] } }),
 *       browserStoriesConfig({ test: { setupFiles } }),
 *     ],
 *   },
 * });
 */
export declare function browserStoriesConfig(overrides?: ViteUserConfig): ViteUserConfig;

/**
 * A kit package's whole test config: its unit tests in jsdom (project `unit`, every test but
 * {@link STORIES_TESTS}) and its stories in Chromium ({@link browserStoriesConfig}), both with
 * `setupFiles` (by default `./vitest.setup.ts`). `vitest run` runs both.
 * @example export default kitPackageConfig();
 */
export declare function kitPackageConfig(options?: { setupFiles?: string[] }): ViteUserConfig;
