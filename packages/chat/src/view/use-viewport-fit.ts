import { type RefObject, useLayoutEffect } from 'react';

/**
 * Keeps `--q-chat-pane-top` on the element at its distance from the top of the document and
 * `--q-chat-pane-bottom` at the room the page needs below it (the main column's padding, a
 * footer…), so its CSS can take exactly the rest of the viewport (`100dvh` minus both) and the
 * page itself never scrolls, whatever the layout puts above and below. Re-measured when the
 * window or the page changes size.
 */
export function useViewportFit(ref: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof window === 'undefined') return;
    const update = () => {
      // Rounded up, so a fraction of a pixel never makes the page scrollable.
      const top = Math.max(0, Math.ceil(element.getBoundingClientRect().top + window.scrollY));
      element.style.setProperty('--q-chat-pane-top', `${top}px`);
      // Measured with no room reserved below: the pane then reaches the viewport's bottom, so
      // whatever the document has after it is content (never slack from a layout's min-height,
      // which would otherwise keep a pane that was once too short that short).
      element.style.setProperty('--q-chat-pane-bottom', '0px');
      const bottom = element.getBoundingClientRect().bottom + window.scrollY;
      const below = Math.max(0, Math.ceil(document.documentElement.scrollHeight - bottom));
      element.style.setProperty('--q-chat-pane-bottom', `${below}px`);
    };
    update();
    window.addEventListener('resize', update);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(document.body);
    return () => {
      window.removeEventListener('resize', update);
      observer?.disconnect();
    };
  }, [ref]);
}
