import { composeStories, type composeStory } from '@storybook/react-vite';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';

type StoriesModule = Parameters<typeof composeStories>[0];
type ComposedStory = ReturnType<typeof composeStory>;

const THEMES = ['light', 'dark'] as const;

interface A11yParameters {
  config?: { rules?: { id: string; enabled: boolean }[] };
  options?: axe.RunOptions;
}

// Configured like Storybook's accessibility addon, so the panel and this test agree: `region`
// is off for lone components (screens turn it back on through parameters.a11y).
function configureAxe(a11y: A11yParameters | undefined) {
  axe.reset();
  axe.configure({
    rules: [
      { id: 'region', enabled: false },
      ...(a11y?.config?.rules ?? []),
      // jsdom has no layout or cascade, so contrast cannot be measured here; Storybook's
      // accessibility panel checks it in a real browser.
      { id: 'color-contrast', enabled: false },
    ],
  });
}

function describeViolations(violations: axe.Result[]): string[] {
  return violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.failureSummary} (${node.html})`),
  );
}

// A screen's router renders after a microtask or two; wait until the story has put content in.
async function settled(): Promise<void> {
  for (let tick = 0; tick < 20; tick += 1) {
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
}

/** Waits up to five seconds (a loaded CI machine) for `find` to answer an element, failing with what was awaited. */
async function waitFor(find: () => Element | null): Promise<Element> {
  for (let waited = 0; waited < 5000; waited += 20) {
    const found = find();
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`Nothing appeared for ${find.toString()}`);
}

/**
 * Registers one vitest test per story, theme (light, dark) and stories file: the story renders,
 * its play function runs, and axe finds no violation in the whole document. Call it from a
 * package's `stories.test.tsx` with `import.meta.glob('./**\/*.stories.tsx', { eager: true })`,
 * after `setProjectAnnotations` in the test setup, so a new stories file is checked unasked.
 */
export function checkStories(modules: Record<string, StoriesModule>): void {
  describe('stories', () => {
    it('finds stories files', () => {
      expect(Object.keys(modules).length).toBeGreaterThan(0);
    });

    describe.each(Object.entries(modules))('%s', (_path, module) => {
      describe.each(THEMES)('in %s', (theme) => {
        const stories = Object.entries(composeStories(module, { initialGlobals: { theme } })) as [
          string,
          ComposedStory,
        ][];

        it.each(stories)('%s renders, plays and has no axe violations', async (name, Story) => {
          await Story.run();
          await settled();
          expect(document.documentElement.classList.contains('p-dark')).toBe(
            (Story.globals.theme ?? theme) === 'dark',
          );
          expect(document.body.textContent?.trim()).not.toBe('');
          // A screen that threw shows the site's 500 page, which is accessible too: fail on it
          // unless the story is about an error. Only thrown statuses (404…) are shown on purpose.
          expect(document.querySelector('.q-error-view[data-status="500"]')).toBeNull();
          // The shared moments show what they say: the page under a running progress bar, or
          // the site's 503 page (see LOADING_STORY, UNAVAILABLE_STORY).
          if (name === 'Loading') {
            await waitFor(() => document.querySelector('[role="progressbar"]'));
            expect(document.querySelector('main')?.textContent?.trim()).not.toBe('');
          }
          if (name === 'ApiUnavailable') {
            expect(document.querySelector('.q-error-view[data-status="503"]')).not.toBeNull();
          }
          const a11y = Story.parameters.a11y as A11yParameters | undefined;
          configureAxe(a11y);
          const results = await axe.run(document.body, a11y?.options ?? {});
          expect(describeViolations(results.violations)).toEqual([]);
        });
      });
    });
  });
}
