import { render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useViewportFit } from './use-viewport-fit';

const VIEWPORT = 800;

/**
 * A page jsdom cannot lay out, drawn by hand: `above` px before the pane, `below` px after it
 * (padding, a footer), the pane as tall as its CSS makes it (the viewport less both variables),
 * and the document at least as tall as the viewport (a layout's `min-height: 100vh`).
 */
function fakeLayout(element: HTMLElement, page: { above: number; below: number }) {
  const px = (name: string, fallback: number) => {
    const value = element.style.getPropertyValue(name);
    return value === '' ? fallback : Number.parseFloat(value);
  };
  const paneHeight = () => VIEWPORT - px('--q-chat-pane-top', 0) - px('--q-chat-pane-bottom', 16);
  element.getBoundingClientRect = () =>
    ({ top: page.above, bottom: page.above + paneHeight() }) as DOMRect;
  vi.spyOn(document.documentElement, 'scrollHeight', 'get').mockImplementation(() =>
    Math.max(VIEWPORT, Math.ceil(page.above + paneHeight() + page.below)),
  );
}

function Pane({ page }: { page: { above: number; below: number } }) {
  const ref = useRef<HTMLElement>(null);
  // Set up before the hook's layout effect measures (ref callbacks run first).
  const attach = (element: HTMLElement | null) => {
    ref.current = element;
    if (element) fakeLayout(element, page);
  };
  useViewportFit(ref);
  return <section ref={attach} data-testid="pane" />;
}

const documentOverflow = (pane: HTMLElement, page: { above: number; below: number }) => {
  const top = Number.parseFloat(pane.style.getPropertyValue('--q-chat-pane-top'));
  const bottom = Number.parseFloat(pane.style.getPropertyValue('--q-chat-pane-bottom'));
  return page.above + (VIEWPORT - top - bottom) + page.below - VIEWPORT;
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('useViewportFit', () => {
  it('reserves the room the page needs above and below the pane, so the page never scrolls', () => {
    // The admin thread: header and heading above; the main column's padding and the footer below.
    const page = { above: 141.5, below: 94 };
    const { getByTestId } = render(<Pane page={page} />);
    const pane = getByTestId('pane');
    expect(pane.style.getPropertyValue('--q-chat-pane-top')).toBe('142px');
    // Fractions round towards a smaller pane: at most a pixel or two given up, never a scroll.
    expect(documentOverflow(pane, page)).toBeLessThanOrEqual(0);
    expect(documentOverflow(pane, page)).toBeGreaterThan(-2);
  });

  it('gives the pane back the room when what is below it shrinks', () => {
    const page = { above: 120, below: 94 };
    const { getByTestId } = render(<Pane page={page} />);
    const pane = getByTestId('pane');
    expect(pane.style.getPropertyValue('--q-chat-pane-bottom')).toBe('94px');
    // The footer fits one line after a resize: the pane grows to fill the viewport again (the
    // layout's min-height would otherwise show the old footer height as slack below the pane).
    page.below = 40;
    window.dispatchEvent(new Event('resize'));
    expect(pane.style.getPropertyValue('--q-chat-pane-bottom')).toBe('40px');
    expect(documentOverflow(pane, page)).toBe(0);
  });
});
