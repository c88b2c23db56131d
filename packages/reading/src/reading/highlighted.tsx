import type { HighlightSegment } from '../search/highlight';

/** Highlighted search text: matches in `<mark>`, everything else plain (escaped) text. */
export function Highlighted({ segments }: { segments: readonly HighlightSegment[] }) {
  return (
    <>
      {segments.map((segment, index) =>
        segment.marked ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: runs are fixed for a render and have no id
          <mark key={index}>{segment.text}</mark>
        ) : (
          segment.text
        ),
      )}
    </>
  );
}
