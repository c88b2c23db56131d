import type { CitationFormat } from '@quire/contracts';
import { initials, splitName } from './person-name';

/** What a citation is built from: plain text only (the caller strips any HTML). */
export interface CitationSource {
  /** Used for the BibTeX key and file names. */
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

/** Media type and file extension of each citation format. */
export const CITATION_FILES: Record<CitationFormat, { mediaType: string; extension: string }> = {
  bibtex: { mediaType: 'application/x-bibtex', extension: 'bib' },
  ris: { mediaType: 'application/x-research-info-systems', extension: 'ris' },
  apa: { mediaType: 'text/plain', extension: 'txt' },
};

const BIBTEX_ESCAPES: Record<string, string> = {
  '\\': '\\textbackslash{}',
  '{': '\\{',
  '}': '\\}',
  $: '\\$',
  '&': '\\&',
  '%': '\\%',
  '#': '\\#',
  _: '\\_',
  '^': '\\textasciicircum{}',
  '~': '\\textasciitilde{}',
};

/** Escapes text for a BibTeX field value: every TeX special character, in one pass. */
export function escapeBibtex(text: string): string {
  return oneLine(text).replace(/[\\{}$&%#_^~]/g, (char) => BIBTEX_ESCAPES[char] ?? char);
}

/** Collapses line breaks and runs of whitespace: every format here is line-oriented. */
function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** A DOI without any resolver prefix: `https://doi.org/10.1/x` and `doi:10.1/x` → `10.1/x`. */
export function bareDoi(doi: string): string {
  return oneLine(doi).replace(/^(?:https?:\/\/(?:dx\.)?doi\.org\/|doi:\s*)/i, '');
}

function yearOf(source: CitationSource): string | undefined {
  return source.publishedAt ? source.publishedAt.slice(0, 4) : undefined;
}

/** Splits `12-34` / `12–34` / `12--34` into first and last page. */
function pageRange(pages: string): { start: string; end?: string } {
  const [start = '', end] = oneLine(pages).split(/\s*(?:--|[-–—])\s*/, 2);
  return end ? { start, end } : { start };
}

/** A BibTeX key of safe characters: family name, year and first title word, e.g. `lovelace2024notes`. */
function bibtexKey(source: CitationSource): string {
  const ascii = (text: string) =>
    text
      .normalize('NFKD')
      .replace(/[^A-Za-z0-9]/g, '')
      .toLowerCase();
  const family = source.authors[0] ? ascii(splitName(source.authors[0].name).family) : '';
  const word = ascii(source.title.split(/\s+/).find((w) => ascii(w).length > 3) ?? '');
  const key = `${family}${yearOf(source) ?? ''}${word}`;
  return key || ascii(source.slug) || 'article';
}

function bibtexName(name: string): string {
  const { family, given } = splitName(name);
  // A one-word (often corporate) name is braced so BibTeX does not split it.
  return given ? `${escapeBibtex(family)}, ${escapeBibtex(given)}` : `{${escapeBibtex(family)}}`;
}

/** A BibTeX `@article` entry. DOI and URL are verbatim fields: only braces are removed from them. */
export function toBibtex(source: CitationSource): string {
  const verbatim = (text: string) => oneLine(text).replace(/[{}\\]/g, '');
  const range = source.pages ? pageRange(source.pages) : undefined;
  const fields: [string, string | undefined][] = [
    ['author', source.authors.map((author) => bibtexName(author.name)).join(' and ') || undefined],
    // Double braces keep the title's capitalisation as written.
    ['title', `{${escapeBibtex(source.title)}}`],
    ['journal', escapeBibtex(source.journalTitle)],
    ['year', yearOf(source)],
    ['volume', source.volume?.toString()],
    ['number', source.issue?.toString()],
    [
      'pages',
      range ? escapeBibtex(range.end ? `${range.start}--${range.end}` : range.start) : undefined,
    ],
    ['issn', source.issn ? escapeBibtex(source.issn) : undefined],
    ['publisher', source.publisher ? escapeBibtex(source.publisher) : undefined],
    ['doi', source.doi ? verbatim(bareDoi(source.doi)) : undefined],
    ['url', verbatim(source.url)],
    ['keywords', source.keywords?.length ? escapeBibtex(source.keywords.join(', ')) : undefined],
    ['language', source.language ? escapeBibtex(source.language) : undefined],
  ];
  const body = fields
    .filter((field): field is [string, string] => Boolean(field[1]))
    .map(([name, value]) => `  ${name} = {${value}}`)
    .join(',\n');
  return `@article{${bibtexKey(source)},\n${body}\n}\n`;
}

/** A RIS record: `TAG  - value` lines from `TY  - JOUR` to `ER  - `, CRLF-separated as the format asks. */
export function toRis(source: CitationSource): string {
  const lines: string[] = [];
  const add = (tag: string, value: string | number | null | undefined) => {
    const text = value === null || value === undefined ? '' : oneLine(String(value));
    if (text) lines.push(`${tag}  - ${text}`);
  };
  lines.push('TY  - JOUR');
  add('TI', source.title);
  for (const author of source.authors) {
    const { family, given } = splitName(author.name);
    add('AU', given ? `${family}, ${given}` : family);
  }
  add('JO', source.journalTitle);
  add('J2', source.journalAbbreviation);
  add('PY', yearOf(source));
  if (source.publishedAt) add('DA', source.publishedAt.slice(0, 10).replaceAll('-', '/'));
  add('VL', source.volume);
  add('IS', source.issue);
  if (source.pages) {
    const range = pageRange(source.pages);
    add('SP', range.start);
    add('EP', range.end);
  }
  add('SN', source.issn);
  add('PB', source.publisher);
  if (source.doi) add('DO', bareDoi(source.doi));
  add('UR', source.url);
  for (const keyword of source.keywords ?? []) add('KW', keyword);
  add('AB', source.abstract);
  add('LA', source.language);
  lines.push('ER  - ');
  return `${lines.join('\r\n')}\r\n`;
}

/** One author in APA style: "Surname, I. I." (a one-word name stays as written). */
function apaName(name: string): string {
  const { family, given } = splitName(name);
  return given ? `${family}, ${initials(given)}` : family;
}

/** APA 7 author list: up to 20 names with ", &" before the last; beyond 20, 19 … the last. */
export function apaAuthors(names: readonly string[]): string {
  const formatted = names.map(apaName);
  if (formatted.length === 0) return '';
  if (formatted.length === 1) return formatted[0] ?? '';
  if (formatted.length > 20) {
    return `${formatted.slice(0, 19).join(', ')}, . . . ${formatted.at(-1)}`;
  }
  return `${formatted.slice(0, -1).join(', ')}, & ${formatted.at(-1)}`;
}

/** An APA 7 reference in plain text, ending with the DOI as `https://doi.org/…` (else the URL). */
export function toApa(source: CitationSource): string {
  const authors = apaAuthors(source.authors.map((author) => author.name));
  const title = oneLine(source.title);
  const titleSentence = /[.?!]$/.test(title) ? title : `${title}.`;
  const year = `(${yearOf(source) ?? 'n.d.'}).`;
  let where = oneLine(source.journalTitle);
  if (source.volume) where += `, ${source.volume}`;
  if (source.volume && source.issue) where += `(${source.issue})`;
  if (source.pages) {
    const range = pageRange(source.pages);
    where += `, ${range.end ? `${range.start}–${range.end}` : range.start}`;
  }
  const link = source.doi ? `https://doi.org/${bareDoi(source.doi)}` : oneLine(source.url);
  const byline = authors ? `${authors.endsWith('.') ? authors : `${authors}.`} ${year}` : year;
  // Without authors APA moves the title first: "Title. (2024). Journal…".
  const parts = authors
    ? [byline, titleSentence, `${where}.`, link]
    : [titleSentence, year, `${where}.`, link];
  return `${parts.join(' ')}\n`;
}

/** Formats a citation in the asked format. */
export function formatCitation(source: CitationSource, format: CitationFormat): string {
  if (format === 'bibtex') return toBibtex(source);
  if (format === 'ris') return toRis(source);
  return toApa(source);
}
