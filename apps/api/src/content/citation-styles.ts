import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { plugins } from '@citation-js/core';
import '@citation-js/plugin-csl';
import { CITATION_STYLES, type CitationStyle, type FormattedCitation } from '@quire/contracts';
import type { CslItem } from './csl-item';
import { decodeEntities } from './plain-text';

/**
 * The CSL style behind each offered style: APA, Vancouver and Harvard (Cite Them Right) come
 * with `@citation-js/plugin-csl`; the others are vendored in `apps/api/csl-styles/` with their
 * CC BY-SA licence.
 */
const CSL_STYLE_IDS: Record<CitationStyle, { id: string; vendored: boolean }> = {
  apa: { id: 'apa', vendored: false },
  chicago: { id: 'chicago-author-date', vendored: true },
  mla: { id: 'modern-language-association', vendored: true },
  harvard: { id: 'harvard1', vendored: false },
  vancouver: { id: 'vancouver', vendored: false },
  ieee: { id: 'ieee', vendored: true },
};

// The citation words ("Available at", "vol.") are the site's language, whatever the article's.
const LOCALE = 'en-US';

/** Finds `csl-styles/` whether running from `src/` (tests, dev) or the bundled `dist/`. */
function stylesFolder(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let depth = 0; depth < 5; depth += 1) {
    const candidate = path.join(dir, 'csl-styles');
    if (fs.existsSync(path.join(candidate, 'ieee.csl'))) return candidate;
    dir = path.dirname(dir);
  }
  throw new Error('Cannot find the csl-styles folder next to the API sources.');
}

let vendoredStylesRegistered = false;

/** Adds the vendored styles to citation-js's registry, once per process. */
function registerVendoredStyles(): void {
  if (vendoredStylesRegistered) return;
  const folder = stylesFolder();
  const registry = plugins.config.get('@csl').styles;
  for (const { id, vendored } of Object.values(CSL_STYLE_IDS)) {
    if (vendored && !registry.has(id)) {
      registry.add(id, fs.readFileSync(path.join(folder, `${id}.csl`), 'utf8'));
    }
  }
  vendoredStylesRegistered = true;
}

/**
 * The entry's own markup. citeproc wraps an entry in `<div class="csl-entry">`, and numbered
 * styles (IEEE, Vancouver) put the number in a `csl-left-margin` div: one citation on its own
 * has no place in a numbered list, so "[1]" is left out and only `csl-right-inline` is kept.
 * Item text is escaped by citeproc (`<` → `&#60;`), so no `<div` can come from the data.
 */
function entryMarkup(entry: string): string {
  const inline = /<div class="csl-right-inline">([\s\S]*?)<\/div>/.exec(entry);
  const markup = inline
    ? inline[1]
    : /<div[^>]*class="csl-entry"[^>]*>([\s\S]*)<\/div>/.exec(entry)?.[1];
  return (markup ?? entry).trim();
}

/**
 * Formats one CSL item in one style with citeproc-js (through citation-js), uncached. The first
 * call for a style builds its engine (parses the style: about a second for APA and Chicago),
 * later ones take a few milliseconds — see {@link formatCitationStyle} for the cached entry.
 */
export function formatWithCsl(item: CslItem, style: CitationStyle): FormattedCitation {
  registerVendoredStyles();
  const entries = plugins.output.format('bibliography', [item], {
    style: CSL_STYLE_IDS[style].id,
    lang: LOCALE,
    format: 'html',
    // DOIs and URLs as links; the web app sanitises the markup before showing it.
    hyperlinks: true,
    asEntryArray: true,
  });
  const html = entryMarkup(entries[0]?.[1] ?? '');
  // Tags are inline (i, b, sup, sub, span, a): dropping them leaves the words as the style set them.
  const text = decodeEntities(html.replace(/<[^>]*>/g, ''))
    .replace(/\s+/g, ' ')
    .trim();
  return { style, html, text };
}

/** Formatted citations by style and item, least recently used first. */
const recent = new Map<string, FormattedCitation>();
const RECENT_CAPACITY = 3000;

/**
 * {@link formatWithCsl}, remembered: the key is the item itself, so an edited article (or
 * journal, volume, issue) is a new key and a cached citation can never be stale. About 500
 * articles' six styles are kept (about 1 KB each).
 */
export function formatCitationStyle(item: CslItem, style: CitationStyle): FormattedCitation {
  // No offered style prints the abstract or keywords: leaving them out keeps keys small.
  const { abstract: _abstract, keyword: _keyword, ...cited } = item;
  const key = `${style}\n${JSON.stringify(cited)}`;
  const known = recent.get(key);
  if (known) {
    // Re-insert: a Map iterates in insertion order, so its first key is the least recent.
    recent.delete(key);
    recent.set(key, known);
    return known;
  }
  const formatted = formatWithCsl(cited, style);
  recent.set(key, formatted);
  if (recent.size > RECENT_CAPACITY) {
    const oldest = recent.keys().next().value;
    if (oldest !== undefined) recent.delete(oldest);
  }
  return formatted;
}

/** How many formatted citations are remembered (for tests and metrics). */
export function cachedCitationCount(): number {
  return recent.size;
}

const WARM_UP_ITEM: CslItem = {
  id: 'warm-up',
  type: 'article-journal',
  title: 'Warming up the citation styles',
  author: [{ family: 'Lovelace', given: 'Ada' }],
  'container-title': 'Quire',
  URL: 'http://localhost/',
  issued: { 'date-parts': [[2024, 1, 1]] },
};

/**
 * Builds every style's engine ahead of the first visitor (the API does it before listening):
 * answers how long each style took, in milliseconds.
 */
export function warmCitationStyles(): Record<CitationStyle, number> {
  const timings = {} as Record<CitationStyle, number>;
  for (const style of CITATION_STYLES) {
    const started = performance.now();
    formatWithCsl(WARM_UP_ITEM, style);
    timings[style] = Math.round(performance.now() - started);
  }
  return timings;
}

/**
 * {@link warmCitationStyles} in the background, one style per turn of the event loop, so a
 * server that already listens keeps answering between styles (each takes up to a second).
 * Resolves with each style's time in milliseconds.
 */
export async function warmCitationStylesInBackground(): Promise<Record<CitationStyle, number>> {
  const timings = {} as Record<CitationStyle, number>;
  for (const style of CITATION_STYLES) {
    await new Promise((resolve) => setImmediate(resolve));
    const started = performance.now();
    formatWithCsl(WARM_UP_ITEM, style);
    timings[style] = Math.round(performance.now() - started);
  }
  return timings;
}
