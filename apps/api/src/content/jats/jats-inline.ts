import type { Element } from 'domhandler';
import { escapeAttribute, escapeText, isElement, localName } from './jats-nodes';

/** JATS inline elements and the HTML element each becomes. */
export const INLINE: Readonly<Record<string, string>> = {
  italic: 'em',
  bold: 'strong',
  sup: 'sup',
  sub: 'sub',
  monospace: 'code',
  underline: 'u',
  sc: 'small',
};

/** MathML elements passed through (without their `mml:` prefix); anything else is dropped. */
const MATHML = new Set([
  'math',
  'mi',
  'mn',
  'mo',
  'ms',
  'mtext',
  'mrow',
  'msup',
  'msub',
  'msubsup',
  'mfrac',
  'msqrt',
  'mroot',
  'mover',
  'munder',
  'munderover',
  'mtable',
  'mtr',
  'mtd',
  'mspace',
  'mstyle',
  'mfenced',
  'semantics',
  'annotation',
]);

// http(s) addresses in a reference's text, as the article details' references link them.
const URL_PATTERN = /https?:\/\/[^\s<>"]+/g;
const TRAILING_PUNCTUATION = /[.,;:!?)\]}'"’”]+$/;

/** A link to an outside address (the caller has checked it is http(s)). */
export const externalLink = (href: string, label: string) =>
  `<a href="${escapeAttribute(href)}" rel="noopener">${label}</a>`;

/** Plain text with its http(s) addresses as links. */
export function linkifyText(text: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const url = match[0].replace(TRAILING_PUNCTUATION, '');
    html += escapeText(text.slice(last, match.index)) + externalLink(url, escapeText(url));
    last = match.index + url.length;
  }
  return html + escapeText(text.slice(last));
}

/** A MathML element from the allowlist with its text and allowed children; nothing else. */
export function renderMath(node: Element): string {
  const name = localName(node);
  if (!MATHML.has(name)) return '';
  const children = node.children
    .map((child) =>
      child.type === 'text' ? escapeText(child.data) : isElement(child) ? renderMath(child) : '',
    )
    .join('');
  const display = name === 'math' && node.attribs.display === 'block' ? ' display="block"' : '';
  const xmlns = name === 'math' ? ' xmlns="http://www.w3.org/1998/Math/MathML"' : '';
  return `<${name}${xmlns}${display}>${children}</${name}>`;
}

// U+FE0E asks for the arrow as text, not as an emoji.
const BACK_ARROW = '↩\uFE0E';

/**
 * Links from a reference or note back to each place it is cited (`places`: the citations'
 * ids), named for a screen reader (`what`: "reference 3"); empty when it is never cited.
 * @example backLinks(['cite-r1-1'], 'reference 1') // ' <span …><a href="#cite-r1-1" aria-label="Back to where reference 1 is cited">↩︎</a></span>'
 */
export function backLinks(places: readonly string[], what: string): string {
  if (places.length === 0) return '';
  const name = `Back to where ${what} is cited`;
  const links =
    places.length === 1
      ? `<a href="#${places[0]}" aria-label="${name}">${BACK_ARROW}</a>`
      : `<span aria-hidden="true">${BACK_ARROW}</span> ${places
          .map(
            (place, index) =>
              `<a href="#${place}" aria-label="${name}, ${index + 1} of ${places.length}">${index + 1}</a>`,
          )
          .join(' ')}`;
  return ` <span class="q-full-text__back-links">${links}</span>`;
}
