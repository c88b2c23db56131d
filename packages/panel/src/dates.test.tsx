/// <reference types="vite/client" />
import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';

type StoriesModule = Parameters<typeof composeStories>[0];

// Every panel page's stories (their fixtures are the loaders' data): found by the glob, so a
// new page or story is checked without anyone editing this file.
const modules = import.meta.glob<StoriesModule>('./pages/**/*.stories.tsx', { eager: true });

/** A valid HTML date, or a global date and time (with its offset). */
const MACHINE_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2}))?$/;

/** Text that reads as a date: the spec's DD-MM-YYYY (other separators too) or ISO's YYYY-MM-DD. */
const DATE_TEXT = /\b(\d{2}[-./]\d{2}[-./]\d{4}|\d{4}-\d{2}-\d{2})\b/;

/**
 * Text nodes a page wrote itself: not inside a `<time>`, nor inside rich text (an editor's
 * HTML, whose words are theirs); nor the API's own refusals in an error summary (a save refused
 * because someone saved since says when, in the API's words), nor the site settings' date formats
 * offered in a `<select>` (each shown with a sample date, and an option holds text only).
 */
function ownText(root: HTMLElement): { text: string; where: string }[] {
  const found: { text: string; where: string }[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || parent.closest('time, .q-prose, .q-error-summary, option, script, style')) {
      continue;
    }
    found.push({ text: node.textContent ?? '', where: parent.outerHTML.slice(0, 160) });
  }
  return found;
}

const stories = Object.entries(modules).flatMap(([file, module]) =>
  Object.entries(composeStories(module)).map(([name, Story]) => ({
    file,
    name,
    Story: Story as ComponentType,
  })),
);

describe('every date a panel page shows is machine-readable', () => {
  it('finds the pages’ stories', () => {
    expect(stories.length).toBeGreaterThan(60);
  });

  it.each(stories)('$file $name', async ({ Story }) => {
    render(<Story />);
    // Screens load their data through the router: wait for the page (or its error page).
    await screen.findAllByRole('heading', { level: 1 });
    const times = Array.from(document.body.querySelectorAll('time'));
    for (const time of times) {
      const dateTime = time.getAttribute('datetime') ?? '';
      expect(dateTime, time.outerHTML).toMatch(MACHINE_DATE);
      expect(Number.isNaN(Date.parse(dateTime)), time.outerHTML).toBe(false);
      expect(time.textContent?.trim(), time.outerHTML).not.toBe('');
    }
    const loose = ownText(document.body).filter(({ text }) => DATE_TEXT.test(text));
    expect(loose, 'dates shown outside a <time>').toEqual([]);
  });
});
