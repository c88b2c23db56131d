import { composeStories, type composeStory } from '@storybook/react-vite';
import axe from 'axe-core';
import { MINIMAL_VIEWPORTS } from 'storybook/viewport';
import { describe, expect, it } from 'vitest';
import { page, server } from 'vitest/browser';

type StoriesModule = Parameters<typeof composeStories>[0];
type ComposedStory = ReturnType<typeof composeStory>;

const THEMES = ['light', 'dark'] as const;

/** A theme of the preview's toolbar (the `p-dark` class on `<html>` for dark). */
export type StoryTheme = (typeof THEMES)[number];

/** Options of {@link checkStories}. */
export interface CheckStoriesOptions {
  /**
   * The themes to check each story in (default both). A package splits its stories over
   * several files this way, which the browser runs at the same time.
   */
  themes?: readonly StoryTheme[];
}

interface A11yParameters {
  config?: { rules?: { id: string; enabled: boolean }[] };
  options?: axe.RunOptions;
}

// Configured like Storybook's accessibility addon, so the panel and this test agree: `region`
// is off for lone components (screens turn it back on through parameters.a11y).
function configureAxe(a11y: A11yParameters | undefined) {
  axe.reset();
  axe.configure({
    rules: [{ id: 'region', enabled: false }, ...(a11y?.config?.rules ?? [])],
  });
}

interface ViewportOption {
  styles?: { width?: string; height?: string };
}

// The size the page has now: the project's viewport until a story asks for another.
const { width: defaultWidth, height: defaultHeight } = server.config.browser.viewport;
let currentViewport = `${defaultWidth}x${defaultHeight}`;

/**
 * Sizes the page as Storybook's viewport toolbar would for the story's `viewport` global (a
 * phone story lays out as on a phone: its menu button shows, its columns stack), else as the
 * project's default viewport. Names come from the story's `parameters.viewport.options` (the
 * preview's phone and desktop) or Storybook's built-in ones (`mobile1`…).
 */
async function fitViewport(story: ComposedStory): Promise<void> {
  const { value, isRotated } = (story.globals.viewport ?? {}) as {
    value?: string;
    isRotated?: boolean;
  };
  const parameters = story.parameters.viewport as
    | { options?: Record<string, ViewportOption> }
    | undefined;
  const options: Record<string, ViewportOption> = { ...MINIMAL_VIEWPORTS, ...parameters?.options };
  const styles = value ? options[value]?.styles : undefined;
  const width = Number.parseInt(styles?.width ?? '', 10);
  const height = Number.parseInt(styles?.height ?? '', 10);
  if (value && !(width && height)) throw new Error(`Unknown viewport ${value}`);
  const [w, h] = width && height ? [width, height] : [defaultWidth, defaultHeight];
  const size = isRotated ? `${h}x${w}` : `${w}x${h}`;
  // A round trip to the browser's driver: only when the size changes (phone stories are few).
  if (size === currentViewport) return;
  await page.viewport(isRotated ? h : w, isRotated ? w : h);
  currentViewport = size;
}

function describeViolations(violations: axe.Result[]): string[] {
  return violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.failureSummary} (${node.html})`),
  );
}

/**
 * Resolves after one macrotask: a posted message, which browsers never delay the way they clamp
 * a nested `setTimeout(0)` to 4 ms.
 */
function nextTask(): Promise<void> {
  const channel = new MessageChannel();
  return new Promise((resolve) => {
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

// A screen's router renders after a microtask or two; wait until the story has put content in.
async function settled(): Promise<void> {
  for (let tick = 0; tick < 20; tick += 1) await nextTask();
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
 * Registers one vitest test per story, theme (light, dark) and stories file: the page takes the
 * story's viewport, the story renders, its play function runs, and axe (colour contrast
 * included) finds no violation in the whole document. Call it from a package's
 * `stories*.test.tsx`, run in a browser by `browserStoriesConfig`, with
 * `import.meta.glob('./**\/*.stories.tsx', { eager: true })`, after `setProjectAnnotations` in
 * the test setup, so a new stories file is checked unasked.
 */
export function checkStories(
  modules: Record<string, StoriesModule>,
  { themes = THEMES }: CheckStoriesOptions = {},
): void {
  describe('stories', () => {
    it('finds stories files', () => {
      expect(Object.keys(modules).length).toBeGreaterThan(0);
    });

    it('loads the stylesheets Storybook shows stories with', () => {
      // Unstyled, every text is the browser's black on white and contrast would pass unmeasured.
      const root = getComputedStyle(document.documentElement);
      expect(root.getPropertyValue('--q-bg').trim()).not.toBe('');
    });

    describe.each(Object.entries(modules))('%s', (_path, module) => {
      describe.each(themes)('in %s', (theme) => {
        const stories = Object.entries(composeStories(module, { initialGlobals: { theme } })) as [
          string,
          ComposedStory,
        ][];

        it.each(stories)('%s renders, plays and has no axe violations', async (name, Story) => {
          await fitViewport(Story);
          // run() renders into a fresh canvas in document.body and runs the play function.
          await Story.run();
          await settled();
          // A story may pin its own theme global; otherwise the one under test applies.
          expect(document.documentElement.classList.contains('p-dark')).toBe(
            (Story.globals.theme ?? theme) === 'dark',
          );
          const a11y = Story.parameters.a11y as A11yParameters | undefined;
          // Pages (axe's `region` rule on, as SCREEN_PARAMETERS and the layouts set) are held to
          // more than lone components, which may rightly render nothing (an unread badge at
          // zero), show the 500 page (the error view's own stories) or call a story Loading.
          if (a11y?.config?.rules?.some((rule) => rule.id === 'region' && rule.enabled)) {
            expect(document.body.textContent?.trim()).not.toBe('');
            // A screen that threw shows the site's 500 page, which is accessible too: fail on
            // it. Only thrown statuses (404…) are shown on purpose.
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
          }
          // The whole body, so portalled dialogs and toasts are checked too.
          configureAxe(a11y);
          const results = await axe.run(document.body, a11y?.options ?? {});
          expect(describeViolations(results.violations)).toEqual([]);
        });
      });
    });
  });
}
