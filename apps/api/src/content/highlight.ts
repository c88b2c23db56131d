import { decodeEntities, escapeHtml } from './plain-text';

/**
 * Markers ts_headline puts around matches. Control characters cannot occur in the text they mark
 * (the query strips them first), so every marker in a headline is one ts_headline inserted.
 */
export const MATCH_START = '\u0001';
/** End of a match; see `MATCH_START`. */
export const MATCH_STOP = '\u0002';

const MARKERS = new RegExp(`([${MATCH_START}${MATCH_STOP}])`);

/** True when ts_headline marked a match in `headline`. */
export function hasMatch(headline: string | null | undefined): boolean {
  return headline?.includes(MATCH_START) ?? false;
}

/**
 * Turns a ts_headline result over tag-stripped HTML into safe HTML: the text is decoded and
 * escaped, and only the match markers become tags — always balanced `<mark>…</mark>` pairs.
 * `source: 'text'` is for a headline over plain text (a name, a keyword): it is escaped as it is,
 * without reading character references in it.
 * @example highlightToHtml('a \u0001b\u0002 &amp; <c>') // 'a <mark>b</mark> &amp; &lt;c&gt;'
 */
export function highlightToHtml(
  headline: string,
  { source = 'html' }: { source?: 'html' | 'text' } = {},
): string {
  const decode = source === 'html' ? decodeEntities : (text: string) => text;
  let html = '';
  let open = false;
  for (const part of headline.split(MARKERS)) {
    if (part === MATCH_START) {
      if (!open) html += '<mark>';
      open = true;
    } else if (part === MATCH_STOP) {
      if (open) html += '</mark>';
      open = false;
    } else {
      html += escapeHtml(decode(part));
    }
  }
  // Stripped tags leave runs of spaces; the markup is whitespace-insensitive, so collapse them.
  return (open ? `${html}</mark>` : html).replace(/\s+/g, ' ').trim();
}
