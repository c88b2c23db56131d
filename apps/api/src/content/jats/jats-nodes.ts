import type { ChildNode, Element } from 'domhandler';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
};

/** Text escaped for HTML (as a browser writes it back: quotes stay as they are). */
export const escapeText = (text: string) => text.replace(/[&<>]/g, (char) => ESCAPES[char] ?? char);

/** An attribute value escaped for HTML, in double quotes. */
export const escapeAttribute = (text: string) =>
  text.replace(/[&<>"]/g, (char) => ESCAPES[char] ?? char);

/** An element's name without its namespace prefix (`mml:math` → `math`), lower case. */
export const localName = (element: Element) => element.name.replace(/^[a-z]+:/i, '').toLowerCase();

export const isElement = (node: ChildNode): node is Element => node.type === 'tag';

export const childElements = (element: Element) => element.children.filter(isElement);

export const firstChild = (element: Element, name: string) =>
  childElements(element).find((child) => localName(child) === name);

/** The element's text with its markup dropped. */
export function textOf(node: ChildNode): string {
  if (node.type === 'text') return node.data;
  if (isElement(node)) return node.children.map(textOf).join('');
  return '';
}

/** The element's text on one line (runs of white space as one space). */
export const plainTextOf = (node: ChildNode) => textOf(node).replace(/\s+/g, ' ').trim();

/** An XML id reduced to what is safe in HTML and in a `#fragment`: letters, digits, `-`, `_`. */
export const cleanId = (id: string | undefined) => id?.replace(/[^A-Za-z0-9_-]/g, '') ?? '';

/**
 * A safe id with a prefix, or undefined for an id with nothing safe in it.
 * @example anchor('ref', 'b1 ') // 'ref-b1'
 */
export function anchor(prefix: string, id: string | undefined): string | undefined {
  const clean = cleanId(id);
  return clean ? `${prefix}-${clean}` : undefined;
}
