import type { FullText } from '@quire/contracts';
import { renderJatsFullText } from './jats-to-html';

/** Rendered full texts by their XML and files, least recently used first. */
const recent = new Map<string, FullText | null>();
const CAPACITY = 200;

/** What a rendering depends on besides the XML. */
export interface FullTextFiles {
  /** The address of each stored graphic, by the href the XML gives (see `galleyImageUrls`). */
  imageUrls?: ReadonlyMap<string, string>;
  /** The article's PDF, which a figure without its image points to. */
  pdfUrl?: string | null;
}

/**
 * The full text of a JATS galley, rendered once per distinct XML and files (the key is the XML
 * itself with the images' and PDF's addresses, so an edited galley can never show a stale
 * rendering); null without a galley or body.
 */
export function fullTextOf(
  jats: string | null,
  { imageUrls, pdfUrl }: FullTextFiles = {},
): FullText | null {
  if (!jats) return null;
  const key = JSON.stringify([jats, [...(imageUrls ?? [])], pdfUrl ?? null]);
  const known = recent.get(key);
  if (known !== undefined) {
    recent.delete(key);
    recent.set(key, known);
    return known;
  }
  const rendered = renderJatsFullText(jats, {
    graphicUrl: (href) => imageUrls?.get(href) ?? null,
    pdfUrl,
  });
  recent.set(key, rendered);
  if (recent.size > CAPACITY) {
    const oldest = recent.keys().next().value;
    if (oldest !== undefined) recent.delete(oldest);
  }
  return rendered;
}
