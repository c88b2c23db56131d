import { SaxesParser } from 'saxes';

/*
 * Reading an Open Journal Systems "native XML" export (Tools → Import/Export → Native XML Plugin
 * → Export Issues): the issues with their sections and articles, each article's current
 * publication — title, abstract, authors with affiliations and ORCID iDs, keywords, DOI, pages,
 * licence, dates — and its galleys with their files (embedded as base64, or referenced by URL).
 * Written against OJS 3.4's `native.xsd` and PKP's `pkp-native.xsd` (3.3's and 3.5's spellings
 * of keywords, affiliations and author roles are read too). Only the parsing lives here: what
 * becomes of it is `ojs-import.ts`'s business.
 */

/** The export's namespace (PKP's): elements outside it are not OJS's. */
const PKP_NAMESPACE = 'http://pkp.sfu.ca';

/** Why an export cannot be read: a message a person understands, with its line when known. */
export class OjsExportError extends Error {
  override name = 'OjsExportError';
}

/** One element of the export, as read. */
interface XmlElement {
  name: string;
  uri: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
  line: number;
}

/**
 * The document's element tree. Refuses what is not well-formed XML with the parser's message and
 * its line, as a person fixing the file needs it.
 */
function parseXml(xml: string): XmlElement {
  const parser = new SaxesParser({ xmlns: true, position: true });
  const stack: XmlElement[] = [];
  let root: XmlElement | undefined;
  let failure: OjsExportError | undefined;
  parser.on('error', (error) => {
    // saxes prefixes its messages with `line:column: `; the line is what a person looks for.
    const [, line, message] = /^(\d+):\d+: (.*)$/s.exec(error.message) ?? [];
    failure ??= new OjsExportError(
      line
        ? `The file is not well-formed XML: line ${line}: ${message}`
        : `The file is not well-formed XML: ${error.message}`,
    );
  });
  parser.on('opentag', (tag) => {
    const attributes: Record<string, string> = {};
    for (const attribute of Object.values(tag.attributes)) {
      attributes[attribute.local] = attribute.value;
    }
    const element: XmlElement = {
      name: tag.local,
      uri: tag.uri,
      attributes,
      children: [],
      text: '',
      line: parser.line,
    };
    stack.at(-1)?.children.push(element);
    root ??= element;
    stack.push(element);
  });
  const addText = (text: string) => {
    const current = stack.at(-1);
    if (current) current.text += text;
  };
  parser.on('text', addText);
  parser.on('cdata', addText);
  parser.on('closetag', () => {
    stack.pop();
  });
  try {
    parser.write(xml).close();
  } catch {
    // Reported through the error handler.
  }
  if (failure) throw failure;
  if (!root) throw new OjsExportError('The file has no XML element.');
  return root;
}

const children = (element: XmlElement, name: string) =>
  element.children.filter((child) => child.name === name);
const child = (element: XmlElement, name: string) =>
  element.children.find((entry) => entry.name === name);
const textOf = (element: XmlElement | undefined) => element?.text.trim() ?? '';

/**
 * The value of a localised field (`<title locale="en">`) in `locale`, else in the first locale
 * given: OJS exports every translation, Quire keeps one language per article.
 */
function localised(element: XmlElement, name: string, locale: string): string {
  const entries = children(element, name).filter((entry) => textOf(entry) !== '');
  const chosen = entries.find((entry) => entry.attributes.locale === locale) ?? entries[0];
  return textOf(chosen);
}

/** The `<id type="…">` of an element (`internal`: OJS's database id; `doi`: its DOI). */
function idOf(element: XmlElement, type: string): string | null {
  const id = children(element, 'id').find((entry) => (entry.attributes.type ?? '') === type);
  return id ? textOf(id) || null : null;
}

function internalId(element: XmlElement, what: string): number {
  const value = idOf(element, 'internal') ?? element.attributes.id;
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id <= 0) {
    throw new OjsExportError(
      `Line ${element.line}: the ${what} has no OJS id (<id type="internal">): export it again from OJS.`,
    );
  }
  return id;
}

/** A galley's file, as the export carries it. */
export type OjsFile =
  | { kind: 'embedded'; name: string; mimeType: string; content: Buffer }
  | { kind: 'reference'; name: string; mimeType: string; url: string };

/** A galley of an article (OJS `article_galley`). */
export interface OjsGalley {
  ojsId: number;
  label: string;
  /** Null for a remote galley (a link elsewhere) or one whose file the export left out. */
  file: OjsFile | null;
  /** For a remote galley: where it points. */
  remoteUrl: string | null;
  line: number;
}

/** An author of an article, in byline order. */
export interface OjsAuthor {
  name: string;
  affiliation: string | null;
  orcid: string | null;
  email: string | null;
}

/** An article: its submission's id, and its current publication's metadata. */
export interface OjsArticle {
  ojsId: number;
  /** As written in OJS: may carry HTML (`<i>`), made plain text by the import. */
  title: string;
  /** HTML, sanitised at display like every abstract. */
  abstract: string;
  authors: OjsAuthor[];
  keywords: string[];
  doi: string | null;
  pages: string | null;
  licenseUrl: string | null;
  /** `YYYY-MM-DD`. */
  datePublished: string | null;
  dateSubmitted: string | null;
  /** BCP 47, from OJS's locale (`pt_BR` → `pt-BR`). */
  language: string;
  sectionTitle: string | null;
  position: number;
  galleys: OjsGalley[];
  line: number;
}

/** An issue with its articles. */
export interface OjsIssue {
  ojsId: number;
  volume: number | null;
  number: number | null;
  year: number | null;
  title: string | null;
  description: string | null;
  doi: string | null;
  /** `YYYY-MM-DD`; null for an issue OJS had not published. */
  datePublished: string | null;
  published: boolean;
  current: boolean;
  articles: OjsArticle[];
  line: number;
}

/** A whole export. */
export interface OjsExport {
  issues: OjsIssue[];
}

const DATE = /^(\d{4}-\d{2}-\d{2})/;
const dateOf = (value: string | undefined | null) => DATE.exec(value ?? '')?.[1] ?? null;

function integerOf(value: string): number | null {
  const number = Number(value.trim());
  return value.trim() !== '' && Number.isSafeInteger(number) ? number : null;
}

function languageOf(locale: string | undefined): string {
  const [language, region] = (locale ?? 'en').split(/[_@]/);
  const tag = `${(language ?? 'en').toLowerCase()}${region ? `-${region.toUpperCase()}` : ''}`;
  return /^[a-z]{2,3}(-[A-Z0-9]{2,8})?$/.test(tag) ? tag : 'en';
}

function authorOf(element: XmlElement, locale: string): OjsAuthor {
  const given = localised(element, 'givenname', locale);
  const family = localised(element, 'familyname', locale);
  // 3.4: <affiliation locale>text</affiliation>; 3.5: <affiliation><name locale>text</name>.
  const affiliations = [...children(element, 'affiliation'), ...children(element, 'rorAffiliation')]
    .map((affiliation) =>
      affiliation.children.length > 0
        ? localised(affiliation, 'name', locale)
        : textOf(affiliation),
    )
    .filter((affiliation) => affiliation !== '');
  const orcid = textOf(child(element, 'orcid'));
  const email = textOf(child(element, 'email'));
  return {
    name: [given, family].filter((part) => part !== '').join(' '),
    affiliation: affiliations.length > 0 ? affiliations.join('; ') : null,
    // OJS keeps the iD as its address (https://orcid.org/0000-…); Quire keeps the iD.
    orcid: orcid ? orcid.replace(/^https?:\/\/(www\.)?orcid\.org\//i, '') : null,
    email: email || null,
  };
}

function keywordsOf(publication: XmlElement, locale: string): string[] {
  const lists = children(publication, 'keywords');
  const list = lists.find((entry) => entry.attributes.locale === locale) ?? lists[0];
  if (!list) return [];
  // 3.4: <keyword>text</keyword>; 3.5: <keyword><name>text</name></keyword>.
  return children(list, 'keyword')
    .map((keyword) => textOf(child(keyword, 'name') ?? keyword))
    .filter((keyword) => keyword !== '');
}

function fileOf(submissionFile: XmlElement): OjsFile | null {
  const name = localised(submissionFile, 'name', submissionFile.attributes.locale ?? 'en');
  // The last <file> is the file's latest revision.
  const file = children(submissionFile, 'file').at(-1);
  if (!file) return null;
  const embed = child(file, 'embed');
  if (embed) {
    const mimeType = embed.attributes.mime_type ?? 'application/octet-stream';
    if ((embed.attributes.encoding ?? 'base64') !== 'base64') {
      throw new OjsExportError(`Line ${embed.line}: only base64 embedded files can be read.`);
    }
    return {
      kind: 'embedded',
      name: name || `file.${file.attributes.extension ?? 'bin'}`,
      mimeType,
      content: Buffer.from(embed.text.replace(/\s+/g, ''), 'base64'),
    };
  }
  const href = child(file, 'href');
  if (href?.attributes.src) {
    return {
      kind: 'reference',
      name: name || `file.${file.attributes.extension ?? 'bin'}`,
      mimeType: href.attributes.mime_type ?? 'application/octet-stream',
      url: href.attributes.src,
    };
  }
  return null;
}

/** The publication readers see: the submission's current one, else its latest. */
function currentPublication(article: XmlElement): XmlElement | undefined {
  const publications = children(article, 'publication');
  const currentId = article.attributes.current_publication_id;
  return (
    publications.find((publication) => idOf(publication, 'internal') === currentId) ??
    publications.find((publication) => publication.attributes.id === currentId) ??
    publications.at(-1)
  );
}

function articleOf(article: XmlElement, sections: Map<string, string>, index: number): OjsArticle {
  const ojsId = internalId(article, 'article');
  const publication = currentPublication(article);
  if (!publication) {
    throw new OjsExportError(`Line ${article.line}: article ${ojsId} has no <publication>.`);
  }
  const locale = publication.attributes.locale ?? article.attributes.locale ?? 'en';
  const files = new Map<string, XmlElement>();
  for (const submissionFile of children(article, 'submission_file')) {
    files.set(submissionFile.attributes.id ?? '', submissionFile);
  }
  const galleys = children(publication, 'article_galley').map((galley): OjsGalley => {
    const ref = child(galley, 'submission_file_ref')?.attributes.id;
    const submissionFile = ref ? files.get(ref) : undefined;
    return {
      ojsId: internalId(galley, 'galley'),
      label: localised(galley, 'name', locale) || 'Galley',
      file: submissionFile ? fileOf(submissionFile) : null,
      remoteUrl: child(galley, 'remote')?.attributes.src ?? null,
      line: galley.line,
    };
  });
  const prefix = localised(publication, 'prefix', locale);
  const title = localised(publication, 'title', locale);
  const subtitle = localised(publication, 'subtitle', locale);
  const seq = integerOf(publication.attributes.seq ?? '');
  return {
    ojsId,
    title: `${prefix ? `${prefix} ` : ''}${title}${subtitle ? `: ${subtitle}` : ''}`,
    abstract: localised(publication, 'abstract', locale),
    authors: children(child(publication, 'authors') ?? publication, 'author')
      .sort((a, b) => Number(a.attributes.seq ?? 0) - Number(b.attributes.seq ?? 0))
      .map((author) => authorOf(author, locale)),
    keywords: keywordsOf(publication, locale),
    doi: idOf(publication, 'doi') ?? idOf(article, 'doi'),
    pages: textOf(child(publication, 'pages')) || null,
    licenseUrl: textOf(child(publication, 'licenseUrl')) || null,
    datePublished: dateOf(publication.attributes.date_published),
    dateSubmitted: dateOf(
      article.attributes.date_submitted ?? publication.attributes.date_submitted,
    ),
    language: languageOf(locale),
    sectionTitle: sections.get(publication.attributes.section_ref ?? '') ?? null,
    position: seq ?? index,
    galleys,
    line: article.line,
  };
}

function issueOf(issue: XmlElement): OjsIssue {
  const identification = child(issue, 'issue_identification');
  const locale = 'en';
  const sections = new Map<string, string>();
  for (const section of children(child(issue, 'sections') ?? issue, 'section')) {
    const title = localised(section, 'title', locale);
    const ref = section.attributes.ref;
    if (ref && title) sections.set(ref, title);
  }
  const articles = children(child(issue, 'articles') ?? issue, 'article').map((article, index) =>
    articleOf(article, sections, index),
  );
  const datePublished = dateOf(textOf(child(issue, 'date_published')));
  const published = issue.attributes.published === '1' || datePublished !== null;
  return {
    ojsId: internalId(issue, 'issue'),
    volume: identification ? integerOf(textOf(child(identification, 'volume'))) : null,
    number: identification ? integerOf(textOf(child(identification, 'number'))) : null,
    year: identification ? integerOf(textOf(child(identification, 'year'))) : null,
    title: identification ? localised(identification, 'title', locale) || null : null,
    description: localised(issue, 'description', locale) || null,
    doi: idOf(issue, 'doi'),
    datePublished: published ? datePublished : null,
    published,
    current: issue.attributes.current === '1',
    articles,
    line: issue.line,
  };
}

/**
 * Reads an OJS native XML export of issues (`<issues>` or one `<issue>`). Refuses malformed XML
 * (with its line), and any other document — another OJS export (articles, users) or no OJS
 * export at all — saying what it is.
 */
export function readOjsExport(xml: string): OjsExport {
  const root = parseXml(xml);
  if (root.uri !== PKP_NAMESPACE) {
    throw new OjsExportError(
      `This is not an OJS native XML export: its root element <${root.name}> is not in OJS's namespace (${PKP_NAMESPACE}).`,
    );
  }
  if (root.name === 'issues') return { issues: children(root, 'issue').map(issueOf) };
  if (root.name === 'issue') return { issues: [issueOf(root)] };
  if (root.name === 'articles' || root.name === 'article') {
    throw new OjsExportError(
      'This is an OJS export of articles: export the issues instead (Native XML Plugin → Export Issues), so their issues come with them.',
    );
  }
  throw new OjsExportError(
    `This OJS export holds <${root.name}>, not issues: export the issues (Native XML Plugin → Export Issues).`,
  );
}
