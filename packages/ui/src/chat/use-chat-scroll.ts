import {
  type RefObject,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { ChatRow } from './chat-rows';
import { layoutRows, rowAt, visibleRange } from './virtual-window';

/** How the list measures rows; injectable because jsdom has no layout. */
export interface ChatScrollOptions {
  /** Height assumed for a row not measured yet (pixels). */
  estimatedRowHeight: number;
  /** Height of a rendered row; 0 means "unknown", so the estimate stays. */
  measureRow: (element: HTMLElement) => number;
  /** Extra pixels rendered above and below the viewport. */
  overscan: number;
  /** Viewport height to assume when the browser reports none (server, jsdom). */
  fallbackViewportHeight: number;
  /** Called when the reader scrolls near the top and older messages exist. */
  onLoadOlder?: () => void;
  /** Whether older messages can be loaded. */
  hasOlder: boolean;
  /** Whether older messages are loading now. */
  loadingOlder: boolean;
}

// Where the reader is: at the bottom (follow new messages), or at an offset into a row,
// which must stay put when rows are prepended above it or resized.
type Anchor = 'bottom' | { key: string; delta: number };

const BOTTOM_SLACK = 32;
const LOAD_OLDER_DISTANCE = 200;

/**
 * Windowing and scroll behaviour of the chat message list: renders only the rows near the
 * viewport, starts at the bottom, follows new messages while the reader is at the bottom,
 * keeps the reader's place when older messages are prepended, and counts the messages that
 * arrived while they read further up.
 */
export function useChatScroll(
  rows: readonly ChatRow[],
  scrollRef: RefObject<HTMLElement | null>,
  rowsRef: RefObject<HTMLElement | null>,
  options: ChatScrollOptions,
) {
  const { estimatedRowHeight, overscan, fallbackViewportHeight } = options;
  const sizes = useRef(new Map<string, number>()).current;
  const elements = useRef(new Map<string, HTMLElement>()).current;
  const [sizesVersion, setSizesVersion] = useState(0);
  // Infinity until the first scroll: the first render shows the newest rows, even on a server.
  const [scrollTop, setScrollTop] = useState(Number.POSITIVE_INFINITY);
  const [viewportHeight, setViewportHeight] = useState(0);
  const [unseen, setUnseen] = useState(0);
  const anchor = useRef<Anchor>('bottom');
  const rowsTop = useRef(0);
  const previousLastKey = useRef<string | undefined>(undefined);
  const loadRequestedAt = useRef<string | undefined>(undefined);
  // Where this hook last put the scroll position itself: the scroll event that follows is its
  // own echo, and re-anchoring on it (with heights still estimated) would shift the reader.
  const placedAt = useRef<number | null>(null);
  const latest = useRef(options);
  latest.current = options;

  const keys = useMemo(() => rows.map((row) => row.key), [rows]);
  const indexOfKey = useMemo(() => new Map(keys.map((key, index) => [key, index])), [keys]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: sizesVersion signals that `sizes` (a mutable map) changed
  const layout = useMemo(
    () => layoutRows(keys, sizes, estimatedRowHeight),
    [keys, sizes, sizesVersion, estimatedRowHeight],
  );
  const height = viewportHeight || fallbackViewportHeight;
  const top = Math.max(0, Math.min(scrollTop - rowsTop.current, layout.total - height));
  const { start, end } = visibleRange(layout, top, height, overscan);

  /** The anchor for a viewport whose top is `y` pixels below the top of the rows. */
  const anchorAt = useCallback(
    (y: number): Anchor => {
      // Anchor on a message: a separator's key can move (older messages of the same day go in
      // below the day's separator), a message's place only changes by what goes in above it.
      let index = rowAt(layout, y);
      while (index < rows.length - 1 && rows[index]?.kind !== 'message') index += 1;
      const key = keys[index];
      return key === undefined ? 'bottom' : { key, delta: y - (layout.offsets[index] ?? 0) };
    },
    [keys, layout, rows],
  );

  const measure = useCallback(() => {
    let changed = false;
    for (const [key, element] of elements) {
      const size = latest.current.measureRow(element);
      if (size > 0 && Math.abs((sizes.get(key) ?? -1) - size) > 0.5) {
        sizes.set(key, size);
        changed = true;
      }
    }
    if (changed) setSizesVersion((version) => version + 1);
  }, [elements, sizes]);

  const [observer] = useState(() =>
    typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => measure()),
  );
  useEffect(() => () => observer?.disconnect(), [observer]);

  /** Ref callback for each rendered row (reads the row key from `data-key`). */
  const registerRow = useCallback(
    (element: HTMLElement | null) => {
      const key = element?.dataset.key;
      if (!element || key === undefined) return;
      elements.set(key, element);
      observer?.observe(element);
      return () => {
        elements.delete(key);
        observer?.unobserve(element);
      };
    },
    [elements, observer],
  );

  // Rows rendered by this pass get their real height before the browser paints.
  useLayoutEffect(() => {
    measure();
  });

  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    const update = () => setViewportHeight(element.clientHeight);
    update();
    if (typeof ResizeObserver === 'undefined') return;
    const viewportObserver = new ResizeObserver(update);
    viewportObserver.observe(element);
    return () => viewportObserver.disconnect();
  }, [scrollRef]);

  // After rows or heights change, or the "Load older messages" bar above them comes or goes:
  // follow new messages or keep the reader's place.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the layout or the bar above the rows changes; the rest is read through refs
  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    rowsTop.current = rowsRef.current?.offsetTop ?? 0;
    const lastMessage = rows.findLast((row) => row.kind === 'message');
    const lastKey = lastMessage?.key;
    const before = previousLastKey.current;
    previousLastKey.current = lastKey;
    if (before !== undefined && lastKey !== before && anchor.current !== 'bottom') {
      const ownMessage = lastMessage?.kind === 'message' && lastMessage.message.author === 'self';
      if (ownMessage) anchor.current = 'bottom';
      else {
        const from = indexOfKey.get(before) ?? rows.length - 1;
        const added = rows.slice(from + 1).filter((row) => row.kind === 'message').length;
        setUnseen((count) => count + Math.max(1, added));
      }
    }
    const place = anchor.current;
    if (place === 'bottom') element.scrollTop = element.scrollHeight;
    else {
      const index = indexOfKey.get(place.key);
      if (index !== undefined) {
        const wanted = rowsTop.current + (layout.offsets[index] ?? 0) + place.delta;
        const from = element.scrollTop;
        element.scrollTop = wanted;
        // Only a real move is followed by a scroll event; a stale mark would swallow the reader's.
        placedAt.current = element.scrollTop === from ? null : element.scrollTop;
        // The browser clamps at the ends of the list: an anchor measured against estimated
        // heights can ask for a place above the first row. The reader sees the clamped place, so
        // that is what must stay put when older rows arrive, not the unreachable one.
        if (Math.abs(element.scrollTop - wanted) > 1) {
          anchor.current = anchorAt(element.scrollTop - rowsTop.current);
        }
      }
    }
    setScrollTop(place === 'bottom' ? Number.POSITIVE_INFINITY : element.scrollTop);
  }, [layout, options.hasOlder]);

  const onScroll = useCallback(() => {
    const element = scrollRef.current;
    if (!element) return;
    const position = element.scrollTop;
    const echo = placedAt.current !== null && Math.abs(position - placedAt.current) < 1;
    placedAt.current = null;
    const atBottom = element.scrollHeight - position - element.clientHeight <= BOTTOM_SLACK;
    setScrollTop(position);
    if (atBottom) {
      anchor.current = 'bottom';
      setUnseen(0);
    } else if (!echo) {
      anchor.current = anchorAt(position - rowsTop.current);
    }
    const { hasOlder, loadingOlder, onLoadOlder } = latest.current;
    // One request per oldest message: scrolling about near the top must not fire it again. Not
    // per oldest row: that is the day's separator, which stays first while the older page
    // holds more of the same day.
    const oldestKey = rows.find((row) => row.kind === 'message')?.key;
    if (
      position <= LOAD_OLDER_DISTANCE &&
      hasOlder &&
      !loadingOlder &&
      onLoadOlder &&
      loadRequestedAt.current !== oldestKey
    ) {
      loadRequestedAt.current = oldestKey;
      onLoadOlder();
    }
  }, [anchorAt, rows, scrollRef]);

  // A shorter or taller viewport (rotation, a mobile toolbar, the composer growing) keeps a
  // reader at the bottom there.
  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (element && anchor.current === 'bottom' && viewportHeight > 0) {
      element.scrollTop = element.scrollHeight;
    }
  }, [viewportHeight, scrollRef]);

  const scrollToBottom = useCallback(() => {
    const element = scrollRef.current;
    anchor.current = 'bottom';
    setUnseen(0);
    if (!element) return;
    element.scrollTop = element.scrollHeight;
    setScrollTop(Number.POSITIVE_INFINITY);
  }, [scrollRef]);

  return {
    start,
    end,
    paddingTop: layout.offsets[start] ?? 0,
    paddingBottom: layout.total - (layout.offsets[end] ?? layout.total),
    unseen,
    registerRow,
    onScroll,
    scrollToBottom,
  };
}
