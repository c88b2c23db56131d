import type { FullText } from '@quire/contracts';
import { renderJatsFullText } from './jats-to-html';

/** Rendered full texts by their XML, least recently used first. */
const recent = new Map<string, FullText | null>();
const CAPACITY = 200;

/**
 * The full text of a JATS galley, rendered once per distinct XML (the key is the XML itself, so
 * an edited galley can never show a stale rendering); null without a galley or body.
 */
export function fullTextOf(jats: string | null): FullText | null {
  if (!jats) return null;
  const known = recent.get(jats);
  if (known !== undefined) {
    recent.delete(jats);
    recent.set(jats, known);
    return known;
  }
  const rendered = renderJatsFullText(jats);
  recent.set(jats, rendered);
  if (recent.size > CAPACITY) {
    const oldest = recent.keys().next().value;
    if (oldest !== undefined) recent.delete(oldest);
  }
  return rendered;
}
