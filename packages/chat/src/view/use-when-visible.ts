import { type RefObject, useEffect, useRef } from 'react';

/**
 * Calls `onVisible` each time the element scrolls into view (within its scroller or the page),
 * while `enabled`: a "load more" button that loads by itself once it is reached, and stays a
 * button for keyboards and screen readers. Does nothing where IntersectionObserver is missing.
 */
export function useWhenVisible(
  ref: RefObject<Element | null>,
  onVisible: () => void,
  enabled: boolean,
): void {
  // The latest callback, without re-observing on every render.
  const callback = useRef(onVisible);
  callback.current = onVisible;
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) callback.current();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, enabled]);
}
