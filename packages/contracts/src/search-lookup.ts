import { z } from 'zod';

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
/** A DOI: the `10.` directory, a registrant code, a slash and any suffix without spaces. */
const DOI = /^10\.\d{4,9}\/\S+$/;
/** `https://orcid.org/` (or without the scheme, or `www.`) before an ORCID iD. */
const ORCID_PREFIX = /^(?:https?:\/\/)?(?:www\.)?orcid\.org\//i;
/** An ORCID iD's shape; its check digit is tested separately. */
const ORCID = /^\d{4}-\d{4}-\d{4}-\d{3}[\dX]$/i;

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
  if (ORCID.test(orcid)) return { kind: 'orcid', value: orcid.toUpperCase() };
  // A DOI pasted from a sentence often brings the full stop after it; DOIs do not end with one.
  const doi = decodeDoi(text.replace(DOI_PREFIX, '').trim()).replace(/[.,;]+$/, '');
  // DOIs ignore case: the value keeps the reader's, the lookup compares without it.
  if (DOI.test(doi)) return { kind: 'doi', value: doi };
  return null;
}
