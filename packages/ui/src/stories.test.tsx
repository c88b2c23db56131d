/// <reference types="vite/client" />
import { composeStories, type composeStory } from '@storybook/react-vite';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';

type StoriesModule = Parameters<typeof composeStories>[0];
type ComposedStory = ReturnType<typeof composeStory>;

// Every stories file is found by the glob, so a new component's stories are tested without
// anyone editing this file.
const modules = import.meta.glob<StoriesModule>('./**/*.stories.tsx', { eager: true });

const THEMES = ['light', 'dark'] as const;

interface A11yParameters {
  config?: { rules?: { id: string; enabled: boolean }[] };
  options?: axe.RunOptions;
}

// Configured like Storybook's accessibility addon, so the panel and this test agree: `region`
// is off for lone components (page layouts turn it back on through parameters.a11y).
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

      it.each(stories)('%s renders, plays and has no axe violations', async (_name, Story) => {
        // run() renders into a fresh canvas in document.body and runs the story's play function.
        await Story.run();
        // A story may pin its own theme global; otherwise the one under test applies.
        expect(document.documentElement.classList.contains('p-dark')).toBe(
          (Story.globals.theme ?? theme) === 'dark',
        );
        // The whole body, so portalled dialogs and toasts are checked too.
        const a11y = Story.parameters.a11y as A11yParameters | undefined;
        configureAxe(a11y);
        const results = await axe.run(document.body, a11y?.options ?? {});
        expect(describeViolations(results.violations)).toEqual([]);
      });
    });
  });
});
