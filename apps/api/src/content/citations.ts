import { CITATION_STYLES, type CitationFormat, type CitationStyle } from '@quire/contracts';
import { bareDoi, type CitationSource, oneLine } from './citation-source';
import { formatCitationStyle } from './citation-styles';
import { toCslItem } from './csl-item';
import { splitName } from './person-name';

/** Media type and file extension of each citation format (styles are plain text). */
export const CITATION_FILES: Record<CitationFormat, { mediaType: string; extension: string }> = {
  ...(Object.fromEntries(
    CITATION_STYLES.map((style) => [style, { mediaType: 'text/plain', extension: 'txt' }]),
  ) as Record<CitationStyle, { mediaType: string; extension: string }>),
  bibtex: { mediaType: 'application/x-bibtex', extension: 'bib' },
  ris: { mediaType: 'application/x-research-info-systems', extension: 'ris' },
  // The media type registered for CSL-JSON; reference managers import the `.json` file.
  'csl-json': { mediaType: 'application/vnd.citationstyles.csl+json', extension: 'json' },
};

/**
 * The download's file name: the article slug (safe characters only: it is stored content and
 * goes into a header), with the style for the text formats — `my-article-mla.txt`,
 * `my-article.bib`.
 */
export function citationFileName(slug: string, format: CitationFormat): string {
  const base = slug.replace(/[^A-Za-z0-9._-]/g, '_') || 'citation';
  const isStyle = (CITATION_STYLES as readonly string[]).includes(format);
  return `${base}${isStyle ? `-${format}` : ''}.${CITATION_FILES[format].extension}`;
}

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

/** The CSL-JSON download: an array of one item, as reference managers import it. */
export function toCslJson(source: CitationSource): string {
  return `${JSON.stringify([toCslItem(source)], null, 2)}\n`;
}

/** Formats a citation in the asked format: a reference file, or a style's plain text. */
export function formatCitation(source: CitationSource, format: CitationFormat): string {
  if (format === 'bibtex') return toBibtex(source);
  if (format === 'ris') return toRis(source);
  if (format === 'csl-json') return toCslJson(source);
  return `${formatCitationStyle(toCslItem(source), format).text}\n`;
}
