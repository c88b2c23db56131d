/** The query parameter that picks the shown citation style: `?cite=mla#cite`. */
export const CITE_PARAM = 'cite';

/** The "How to cite" box's id: each style link brings the reader back to it. */
export const CITE_ANCHOR = 'cite';

/**
 * The link that shows one citation style, relative to the article page (so it works without
 * JavaScript: the loader reads `?cite=`).
 * @example citeHref('mla') // '?cite=mla#cite'
 */
export function citeHref(style: string): string {
  return `?${CITE_PARAM}=${encodeURIComponent(style)}#${CITE_ANCHOR}`;
}
