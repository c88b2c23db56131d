import { useEffect, useRef, useState } from 'react';

/**
 * How many new items (by their newest id) arrived while the tab was hidden; back to 0 when the
 * tab shows again. The chat's title counts these, as the reader cannot see them arrive.
 * @example const missed = useHiddenArrivals(newestAdminMessageId);
 */
export function useHiddenArrivals(newestId: number | null): number {
  const [count, setCount] = useState(0);
  const previous = useRef(newestId);

  useEffect(() => {
    const before = previous.current;
    previous.current = newestId;
    if (newestId === null || before === newestId || before === null) return;
    if (document.hidden) setCount((value) => value + 1);
  }, [newestId]);

  useEffect(() => {
    const onVisibility = () => {
      if (!document.hidden) setCount(0);
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, []);

  return count;
}
