import { bareDoi, type CitationSource, oneLine } from './citation-source';
import { splitName } from './person-name';

/** A CSL name: split into family and given names, or one literal (corporate) name. */
export type CslName = { family: string; given: string } | { literal: string };

/**
 * A CSL-JSON item (the Citation Style Language's data model), as reference managers (Zotero,
 * Mendeley) import it and CSL processors format it. Only the fields an article has are set.
 */
export interface CslItem {
  id: string;
  type: 'article-journal';
  title: string;
  author?: CslName[];
  'container-title': string;
  'container-title-short'?: string;
  ISSN?: string;
  publisher?: string;
  volume?: string;
  issue?: string;
  page?: string;
  DOI?: string;
  URL: string;
  issued?: { 'date-parts': [[number, number, number]] };
  abstract?: string;
  keyword?: string;
  language?: string;
}

/** One author as a CSL name; a one-word (often corporate) name stays whole, as a literal. */
export function cslName(name: string): CslName {
  const { family, given } = splitName(name);
  return given ? { family, given } : { literal: family };
}

/** The publication date's year, month and day (UTC, as stored). */
function dateParts(iso: string): [number, number, number] | undefined {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return undefined;
  return [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()];
}

/** Drops the keys whose value is undefined or empty, so the JSON carries only known facts. */
function known<T extends object>(item: T): T {
  return Object.fromEntries(
    Object.entries(item).filter(([, value]) => value !== undefined && value !== ''),
  ) as T;
}

/** Builds the article's CSL-JSON item: the one input of every citation style and of the CSL-JSON download. */
export function toCslItem(source: CitationSource): CslItem {
  const text = (value: string | number | null | undefined) =>
    value === null || value === undefined ? undefined : oneLine(String(value));
  const parts = source.publishedAt ? dateParts(source.publishedAt) : undefined;
  return known<CslItem>({
    id: source.slug,
    type: 'article-journal',
    title: oneLine(source.title),
    author: source.authors.length
      ? source.authors.map((author) => cslName(author.name))
      : undefined,
    'container-title': oneLine(source.journalTitle),
    'container-title-short': text(source.journalAbbreviation),
    ISSN: text(source.issn),
    publisher: text(source.publisher),
    volume: text(source.volume),
    issue: text(source.issue),
    page: text(source.pages),
    DOI: source.doi ? bareDoi(source.doi) : undefined,
    URL: oneLine(source.url),
    issued: parts ? { 'date-parts': [parts] } : undefined,
    abstract: text(source.abstract),
    keyword: source.keywords?.length ? source.keywords.map(oneLine).join(', ') : undefined,
    language: text(source.language),
  });
}
