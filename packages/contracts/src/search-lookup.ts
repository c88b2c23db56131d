import { z } from 'zod';
import { DOI_PATTERN, ORCID_PATTERN } from './identifiers';

/**
 * A search that is an identifier rather than words: a DOI finds that article, an ORCID iD that
 * author's articles. `value` is the bare identifier (`10.5555/jce.2026.6`, `0000-0002-1825-0097`).
 */
export const searchLookupSchema = z.object({
  kind: z.enum(['doi', 'orcid']),
  value: z.string(),
});
export type SearchLookup = z.infer<typeof searchLookupSchema>;

/** `https://doi.org/`, `http://dx.doi.org/`, `doi.org/` or `doi:` before a DOI. */
const DOI_PREFIX = /^(?:(?:https?:\/\/)?(?:dx\.)?doi\.org\/|doi:\s*)/i;
/** `https://orcid.org/` (or without the scheme, or `www.`) before an ORCID iD. */
const ORCID_PREFIX = /^(?:https?:\/\/)?(?:www\.)?orcid\.org\//i;

/** Percent-decodes a DOI copied from a link; a malformed escape leaves it as it was. */
function decodeDoi(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * What a search is when it is a DOI or an ORCID iD, with or without its resolver prefix (as it
 * is copied from a reference list or a profile), else null: words to search for.
 * @example parseSearchLookup('https://doi.org/10.5555/JCE.2026.6') // { kind: 'doi', value: '10.5555/JCE.2026.6' }
 * @example parseSearchLookup('orcid.org/0000-0002-1694-233x') // { kind: 'orcid', value: '0000-0002-1694-233X' }
 */
export function parseSearchLookup(q: string): SearchLookup | null {
  const text = q.trim();
  const orcid = text.replace(ORCID_PREFIX, '');
  // Its check digit is tested separately; a lower-case `x` is read as `X`.
  if (ORCID_PATTERN.test(orcid.toUpperCase())) return { kind: 'orcid', value: orcid.toUpperCase() };
  // A DOI pasted from a sentence often brings the full stop after it; DOIs do not end with one.
  const doi = decodeDoi(text.replace(DOI_PREFIX, '').trim()).replace(/[.,;]+$/, '');
  // DOIs ignore case: the value keeps the reader's, the lookup compares without it.
  if (DOI_PATTERN.test(doi)) return { kind: 'doi', value: doi };
  return null;
}
