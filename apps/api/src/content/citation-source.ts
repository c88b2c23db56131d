/** What a citation is built from: plain text only (the caller strips any HTML). */
export interface CitationSource {
  /** Used for the BibTeX key, the CSL item id and file names. */
  slug: string;
  title: string;
  authors: readonly { name: string }[];
  journalTitle: string;
  journalAbbreviation?: string | null | undefined;
  issn?: string | null | undefined;
  publisher?: string | null | undefined;
  volume?: number | null | undefined;
  issue?: number | null | undefined;
  /** e.g. `12-34`, `e1234`. */
  pages?: string | null | undefined;
  doi?: string | null | undefined;
  /** The article's page on the site. */
  url: string;
  /** ISO date-time of publication. */
  publishedAt?: string | null | undefined;
  abstract?: string | null | undefined;
  keywords?: readonly string[] | undefined;
  language?: string | null | undefined;
}

/** Collapses line breaks and runs of whitespace: every citation format is line-oriented. */
export function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** A DOI without any resolver prefix: `https://doi.org/10.1/x` and `doi:10.1/x` → `10.1/x`. */
export function bareDoi(doi: string): string {
  return oneLine(doi).replace(/^(?:https?:\/\/(?:dx\.)?doi\.org\/|doi:\s*)/i, '');
}
