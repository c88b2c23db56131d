import { type DomWindow, getDomWindow } from './get-dom-window';
import { RecentResults } from './recent-results';

/** Options for {@link stripTags}. */
export interface StripTagsOptions {
  /** Longest result wanted, in characters, `…` included; longer text is cut at a word boundary. */
  maxLength?: number;
  /** Window to parse in instead of the default (the browser's, or a shared jsdom window). */
  window?: DomWindow;
}

// Their text is code, styling or fallback markup, never prose a reader would see.
const HIDDEN_ELEMENTS =
  'script, style, noscript, template, iframe, object, embed, noembed, noframes, textarea, select';

// Boundaries a reader sees as a break, so the words on either side must not run together.
const BREAKING_ELEMENTS = [
  'address',
  'article',
  'aside',
  'blockquote',
  'br',
  'caption',
  'dd',
  'details',
  'div',
  'dl',
  'dt',
  'figcaption',
  'figure',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'img',
  'li',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'summary',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'ul',
].join(', ');

const ELLIPSIS = '…';

function truncate(text: string, maxLength: number): string {
  // Code points, so that an emoji or astral CJK character is never split in half.
  const chars = Array.from(text);
  if (chars.length <= maxLength) return text;
  const cut = chars.slice(0, maxLength - ELLIPSIS.length);
  const nextIsBreak = chars[cut.length] === ' ';
  const lastSpace = cut.lastIndexOf(' ');
  // A single word longer than the limit has no boundary to respect, so it is cut mid-word.
  const kept = nextIsBreak || lastSpace <= 0 ? cut : cut.slice(0, lastSpace);
  return `${kept.join('').replace(/[\s,;:.!?–—-]+$/u, '')}${ELLIPSIS}`;
}

/**
 * Plain text of an HTML fragment for excerpts and meta descriptions: markup removed, entities
 * decoded, script/style contents dropped, block boundaries turned into spaces, whitespace
 * collapsed and trimmed. The result is text, not HTML: escape it when rendering (React does).
 * @example stripTags('<p>Caf&eacute;</p><p>au lait</p>') // 'Café au lait'
 * @example stripTags('<p>A long abstract</p>', { maxLength: 8 }) // 'A long…'
 */
export function stripTags(
  html: string | null | undefined,
  { maxLength, window: win }: StripTagsOptions = {},
): string {
  if (maxLength !== undefined && !(Number.isInteger(maxLength) && maxLength >= 1)) {
    throw new RangeError(`stripTags: maxLength must be a positive integer, received ${maxLength}`);
  }
  if (html == null || html === '') return '';
  if (win) return textOf(html, win, maxLength);
  // Keyed by the length limit too; the separator cannot occur in a number.
  return recentlyStripped.get(`${maxLength ?? ''}|${html}`, () =>
    textOf(html, getDomWindow(), maxLength),
  );
}

// Meta descriptions strip the same abstracts for every page view: remember recent results.
const recentlyStripped = new RecentResults();

function textOf(html: string, win: DomWindow, maxLength: number | undefined): string {
  // Template contents are inert: nothing in them loads or runs while we read their text.
  const template = win.document.createElement('template');
  template.innerHTML = html;
  const content = template.content;
  for (const element of Array.from(content.querySelectorAll(HIDDEN_ELEMENTS))) element.remove();
  for (const element of Array.from(content.querySelectorAll(BREAKING_ELEMENTS))) {
    element.before(' ');
    element.after(' ');
  }

  const text = (content.textContent ?? '').replace(/\s+/gu, ' ').trim();
  return maxLength === undefined ? text : truncate(text, maxLength);
}
