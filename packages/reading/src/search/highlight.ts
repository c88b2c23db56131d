/** A run of text in a search highlight; `marked` runs matched the query. */
export interface HighlightSegment {
  text: string;
  marked: boolean;
}

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

/** Decodes the character references an HTML-escaping step produces; unknown ones stay as text. */
function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]+);/gi, (whole, ref: string) => {
    if (ref.startsWith('#')) {
      const code =
        ref[1] === 'x' || ref[1] === 'X' ? Number.parseInt(ref.slice(2), 16) : Number(ref.slice(1));
      // Out-of-range and surrogate code points are not characters: keep the reference as text.
      const valid = code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff);
      return valid ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[ref.toLowerCase()] ?? whole;
  });
}

/**
 * Splits a search highlight (escaped text whose only tags are `<mark>`/`</mark>`) into text
 * runs, so it renders as React text and `<mark>` elements: no HTML is ever injected, and any
 * other markup that might slip through shows as literal text instead of running.
 * @example highlightSegments('a <mark>b</mark> &amp; c')
 * // [{ text: 'a ', marked: false }, { text: 'b', marked: true }, { text: ' & c', marked: false }]
 */
export function highlightSegments(html: string): HighlightSegment[] {
  const segments: HighlightSegment[] = [];
  let marked = false;
  for (const part of html.split(/(<\/?mark>)/i)) {
    const tag = part.toLowerCase();
    if (tag === '<mark>' || tag === '</mark>') {
      marked = tag === '<mark>';
      continue;
    }
    if (part === '') continue;
    const text = decodeEntities(part);
    const last = segments.at(-1);
    // Adjacent runs of the same kind (e.g. from `<mark></mark>`) merge into one.
    if (last && last.marked === marked) last.text += text;
    else segments.push({ text, marked });
  }
  return segments;
}
