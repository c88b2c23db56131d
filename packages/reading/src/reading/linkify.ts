/** A run of reference text; runs with `href` are web addresses found in the text. */
export interface TextRun {
  text: string;
  href?: string;
}

// http(s) addresses up to the next whitespace; closing punctuation is trimmed below.
const URL_PATTERN = /https?:\/\/[^\s<>"]+/g;
const TRAILING_PUNCTUATION = /[.,;:!?)\]}'"’”]+$/;

/**
 * Splits plain text (a reference) into text and link runs, so the addresses it cites (DOIs,
 * URLs) become links while everything else stays escaped text.
 * @example linkifyText('See https://doi.org/10.1/x.') // [{ text: 'See ' }, { text: 'https://doi.org/10.1/x', href: … }, { text: '.' }]
 */
export function linkifyText(text: string): TextRun[] {
  const runs: TextRun[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const url = match[0].replace(TRAILING_PUNCTUATION, '');
    const start = match.index;
    if (start > last) runs.push({ text: text.slice(last, start) });
    runs.push({ text: url, href: url });
    last = start + url.length;
  }
  if (last < text.length) runs.push({ text: text.slice(last) });
  return runs;
}
