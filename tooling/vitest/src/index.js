// Plain JavaScript on purpose: Vitest loads config files with Node, which cannot import the
// TypeScript of a linked workspace package. Types live in index.d.ts.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { playwright } from '@vitest/browser-playwright';
import {
  defaultClientConditions,
  defaultServerConditions,
  mergeConfig,
  searchForWorkspaceRoot,
} from 'vite';
import { defineConfig } from 'vitest/config';
import { chromePath } from './chrome-path.js';

export const SOURCE_CONDITION = '@quire/source';

export const STORIES_TESTS = 'src/stories*.test.tsx';

// The stylesheets apps/storybook/.storybook/preview.tsx imports, in its order: a story is checked
// as Storybook shows it (site.css gives the page its background, which dark text needs to be
// readable at all). Keep the two lists alike.
export const STORYBOOK_STYLESHEETS = [
  '@quire/ui/fonts.css',
  '@quire/ui/styles.css',
  '@quire/site/site.css',
  '@quire/reading/reading.css',
  '@quire/reading/search.css',
  '@quire/panel/panel-pages.css',
  '@quire/panel/submission.css',
  '@quire/account/account.css',
  '@quire/chat/chat.css',
];

const shared = defineConfig({
  resolve: { conditions: [SOURCE_CONDITION, ...defaultClientConditions] },
  ssr: { resolve: { conditions: [SOURCE_CONDITION, ...defaultServerConditions] } },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    // Generous: CI runs several packages' suites at once on two cores.
    testTimeout: 20_000,
    restoreMocks: true,
    unstubEnvs: true,
    unstubGlobals: true,
  },
});

export function nodeConfig(overrides = {}) {
  return mergeConfig(mergeConfig(shared, { test: { environment: 'node' } }), overrides);
}

export function jsdomConfig(overrides = {}) {
  return mergeConfig(
    mergeConfig(shared, {
      // Each test file still gets fresh modules and globals (a VM context of its own), but a
      // worker builds jsdom once instead of once per file: jsdom's start was over half of
      // these suites' time (ui's unit tests: 82 s in forks, 15 s in vmThreads, on two cores).
      test: { environment: 'jsdom', pool: 'vmThreads' },
    }),
    overrides,
  );
}

/**
 * Every workspace package's directory by package name, from pnpm-workspace.yaml's `packages`
 * globs (a directory, or a directory's children with `dir/*`).
 * @param {string} root
 * @returns {Map<string, string>}
 */
function workspacePackages(root) {
  const yaml = readFileSync(join(root, 'pnpm-workspace.yaml'), 'utf8');
  const list = yaml.match(/^packages:\n((?:[ \t]+-.*\n?)+)/m)?.[1] ?? '';
  const patterns = [...list.matchAll(/-\s*["']?([^"'\n#]+?)["']?\s*$/gm)].map((match) => match[1]);
  const directories = patterns.flatMap((pattern) => {
    if (!pattern.endsWith('/*')) return [join(root, pattern)];
    const parent = join(root, pattern.slice(0, -2));
    return readdirSync(parent, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => join(parent, entry.name));
  });
  const packages = new Map();
  for (const directory of directories) {
    const manifest = join(directory, 'package.json');
    if (!existsSync(manifest)) continue;
    packages.set(JSON.parse(readFileSync(manifest, 'utf8')).name, directory);
  }
  return packages;
}

/**
 * The source file a workspace package's export (`@quire/ui/styles.css`) names under the
 * `@quire/source` condition. Found through the workspace, not through the importing package's
 * dependencies: @quire/ui cannot depend on the packages built on it, yet its stories are shown
 * with their stylesheets in Storybook.
 * @param {string} specifier
 * @param {Map<string, string>} packages
 */
function sourceOfExport(specifier, packages) {
  const [, name, subpath] = specifier.match(/^(@[^/]+\/[^/]+)(\/.+)?$/) ?? [];
  const directory = packages.get(name);
  if (!directory) throw new Error(`${specifier}: no workspace package is called ${name}`);
  const manifest = JSON.parse(readFileSync(join(directory, 'package.json'), 'utf8'));
  const entry = manifest.exports?.[`.${subpath ?? ''}`];
  const target = typeof entry === 'string' ? entry : entry?.[SOURCE_CONDITION];
  if (!target) throw new Error(`${specifier}: ${name} exports no ${SOURCE_CONDITION} file for it`);
  return join(directory, target);
}

const STYLESHEETS_MODULE = 'virtual:quire/storybook-stylesheets';

/**
 * Serves STYLESHEETS_MODULE: imports of Storybook's stylesheets, read from the sources.
 * @returns {import('vite').Plugin}
 */
function storybookStylesheets() {
  const resolved = `\0${STYLESHEETS_MODULE}`;
  return {
    name: 'quire:storybook-stylesheets',
    resolveId: (id) => (id === STYLESHEETS_MODULE ? resolved : undefined),
    load(id) {
      if (id !== resolved) return undefined;
      const packages = workspacePackages(searchForWorkspaceRoot(process.cwd()));
      return STORYBOOK_STYLESHEETS.map(
        (specifier) => `import ${JSON.stringify(sourceOfExport(specifier, packages))};`,
      ).join('\n');
    },
  };
}

/**
 * Vitest project that renders every story in a real Chromium (`chromePath()`: `CHROME_PATH`, else
 * Debian's headless shell or full Chromium; Playwright never downloads one), styled with
 * Storybook's stylesheets, so axe measures colour contrast too. It runs {@link STORIES_TESTS}
 * only; a package lists it beside its unit project, which leaves those files out.
 * @param {import('vitest/config').ViteUserConfig} [overrides]
 */
export function browserStoriesConfig(overrides = {}) {
  const base = mergeConfig(shared, {
    plugins: [storybookStylesheets()],
    // The check's own dependencies, bundled before the first test: one Vite finds only while the
    // tests run makes it reload the page, which fails every test of that run.
    optimizeDeps: {
      include: ['axe-core', 'storybook/viewport', '@storybook/react-vite'].map(
        (dependency) => `@quire/vitest-config > ${dependency}`,
      ),
    },
    test: {
      name: 'stories',
      setupFiles: [fileURLToPath(new URL('./storybook-stylesheets.js', import.meta.url))],
      browser: {
        enabled: true,
        headless: true,
        provider: playwright({
          // The system's browser: Playwright's own are never downloaded (no `playwright
          // install`). `headless` below makes Playwright add --headless.
          launchOptions: {
            executablePath: chromePath(),
            args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
          },
        }),
        instances: [{ browser: 'chromium' }],
        // Storybook's desktop viewport (apps/storybook's preview), not Vitest's 414 px phone.
        viewport: { width: 1280, height: 800 },
        // A failure is an axe report in words; screenshots would only litter src/.
        screenshotFailures: false,
      },
    },
  });
  // The shared include would add every unit test; this project runs the stories files alone.
  base.test.include = [STORIES_TESTS];
  return mergeConfig(base, overrides);
}

/**
 * A kit package's whole test config: its unit tests in jsdom (project `unit`) and its stories in
 * Chromium ({@link browserStoriesConfig}), both with the package's setup file (Testing Library's
 * cleanup, Storybook's project annotations).
 * @param {{ setupFiles?: string[] }} [options]
 */
export function kitPackageConfig({ setupFiles = ['./vitest.setup.ts'] } = {}) {
  return defineConfig({
    test: {
      projects: [
        jsdomConfig({ test: { name: 'unit', setupFiles, exclude: [STORIES_TESTS] } }),
        browserStoriesConfig({ test: { setupFiles } }),
      ],
    },
  });
}
