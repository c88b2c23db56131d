import { type RefObject, useLayoutEffect } from 'react';

/**
 * Keeps `--q-chat-pane-top` on the element at its distance from the top of the document, so its
 * CSS can take the rest of the viewport (`100dvh` minus that) whatever the page puts above it.
 * Re-measured when the window or the page above changes size.
 */
export function useViewportFit(ref: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof window === 'undefined') return;
    const update = () => {
      const top = element.getBoundingClientRect().top + window.scrollY;
      element.style.setProperty('--q-chat-pane-top', `${Math.max(0, Math.round(top))}px`);
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
