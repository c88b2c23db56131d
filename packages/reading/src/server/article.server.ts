import {
  type Article,
  type ArticleCitations,
  CITATION_FILE_FORMATS,
  CITATION_STYLES,
  type CitationFileFormat,
  type CitationStyle,
  licenseByUrl,
  type SupplementaryDataType,
} from '@quire/contracts';
import type { PageSeo } from '@quire/site';
import {
  articlePath,
  CITE_PARAM,
  citeHref,
  formatSiteCount,
  formatSiteDate,
  journalPath,
  linkifyText,
  type TextRun,
} from '@quire/site';
import {
  absoluteUrl,
  apiContext,
  articleIndexingTags,
  doiUrl,
  orcidUrl,
  orNotFound,
  pageSeo,
  type RequestArgs,
} from '@quire/site/server';
import { formatFileSize, sanitizeHtml, stripTags } from '@quire/utils';
import { type ReadingTexts, readingTexts } from '../texts';
import { issueLabel, journalContext } from './journal.server';

/** How each citation style and file format is named on the page. */
export const CITATION_LABELS: Readonly<Record<CitationStyle | CitationFileFormat, string>> = {
  apa: 'APA',
  chicago: 'Chicago',
  mla: 'MLA',
  harvard: 'Harvard',
  vancouver: 'Vancouver',
  ieee: 'IEEE',
  bibtex: 'BibTeX',
  ris: 'RIS',
  'csl-json': 'CSL-JSON',
};

/** An author line with the ORCID link, when the author has one. */
export interface AuthorView {
  name: string;
  affiliation: string | null;
  orcid: string | null;
  orcidUrl: string | null;
}

/** One citation style, formatted and ready to show and copy. */
export interface CitationStyleView {
  style: CitationStyle;
  /** `MLA`. */
  label: string;
  /** The CSL processor's markup, sanitised on the server. */
  html: string;
  /** Plain text, what Copy puts on the clipboard. */
  text: string;
  /** `?cite=mla#cite`: shows this style without JavaScript (and is shared as such). */
  href: string;
}

/** A reference-manager file of the citation (BibTeX, RIS, CSL-JSON). */
export interface CitationDownloadView {
  format: CitationFileFormat;
  label: string;
  /** The API's download address (`…/citation?format=…&download=1`). */
  url: string;
}

/** The "How to cite" box: every style, the one to show first, and the downloads. */
export interface CitationBoxView {
  /** Empty when the API could not format them (the downloads still work). */
  styles: CitationStyleView[];
  selected: CitationStyle;
  downloads: CitationDownloadView[];
}

/** Everything the article page shows; HTML fields are already sanitised. */
export interface ArticleView {
  /** The article's id (what bookmarks refer to). */
  id: number;
  title: string;
  authors: AuthorView[];
  /** `Research article`. */
  typeLabel: string;
  section: string | null;
  issue: { label: string; href: string } | null;
  received: string | null;
  accepted: string | null;
  published: string;
  doi: string | null;
  doiUrl: string | null;
  keywords: string[];
  license: string | null;
  licenseUrl: string | null;
  /** Whether the licence is a Creative Commons one, shown with the CC mark. */
  creativeCommons: boolean;
  pages: string | null;
  /** Counted readership, e.g. `{ views: '1,234 views', downloads: '56 downloads' }`. */
  usage: { views: string; downloads: string };
  abstractHtml: string;
  /** Each reference as text runs, its web addresses (DOIs, URLs) as links. */
  references: TextRun[][];
  pdfUrl: string | null;
  /** The full text (from the JATS galley), sanitised here, with its section outline; or null. */
  fullText: { html: string; outline: { href: string; title: string; level: number }[] } | null;
  /** Data, code, figures… published with the article. */
  supplementaryFiles: SupplementaryFileView[];
  citations: CitationBoxView;
  /** Absolute address of the page, for sharing. */
  url: string;
}

/** A supplementary file as the article page lists it. */
export interface SupplementaryFileView {
  label: string;
  /** `Dataset`, `Code`, `Figure`… */
  dataTypeLabel: string;
  name: string;
  /** Human size, e.g. `1.2 MB`. */
  size: string;
  url: string;
}

/** The text that names each supplementary data type on the page. */
export const SUPPLEMENTARY_TYPE_TEXTS = {
  dataset: 'dataDataset',
  code: 'dataCode',
  figure: 'dataFigure',
  table: 'dataTable',
  video: 'dataVideo',
  document: 'dataDocument',
  other: 'dataOther',
} as const satisfies Record<SupplementaryDataType, keyof ReadingTexts>;

/**
 * `research-article` → `Research article`.
 * @example articleTypeLabel('short-communication') // 'Short communication'
 */
export function articleTypeLabel(type: string): string {
  const words = type.replace(/[-_]+/g, ' ').trim();
  return words ? `${words[0]?.toUpperCase()}${words.slice(1)}` : '';
}

/** Shapes the API's article into what the page renders (sanitising the abstract here, on the server). */
export function toArticleView(
  article: Article,
  citations: CitationBoxView,
  url: string,
): ArticleView {
  const { journal } = article;
  const texts = readingTexts();
  return {
    id: article.id,
    title: article.title,
    authors: article.authors.map((author) => ({
      name: author.name,
      affiliation: author.affiliation,
      orcid: author.orcid,
      orcidUrl: author.orcid ? orcidUrl(author.orcid) : null,
    })),
    typeLabel: articleTypeLabel(article.type),
    section: article.section?.title ?? null,
    issue: article.issue && {
      label: readingTexts().issueTitle(issueLabel(article.issue), article.issue.title),
      // The article's issue reference has no volume id; the archive address names the issue alone.
      href: `${journalPath(journal.slug)}/archive/${article.issue.id}`,
    },
    received: article.receivedAt ? formatSiteDate(article.receivedAt) : null,
    accepted: article.acceptedAt ? formatSiteDate(article.acceptedAt) : null,
    published: formatSiteDate(article.publishedAt),
    doi: article.doi,
    doiUrl: article.doi ? doiUrl(article.doi) : null,
    keywords: article.keywords,
    license: article.license,
    licenseUrl: article.licenseUrl,
    creativeCommons: licenseByUrl(article.licenseUrl) !== undefined,
    pages: article.pages,
    usage: {
      views: formatSiteCount(article.views, texts.viewUnit, texts.viewsUnit),
      downloads: formatSiteCount(article.downloads, texts.downloadUnit, texts.downloadsUnit),
    },
    abstractHtml: sanitizeHtml(article.abstract),
    references: article.references.map(linkifyText),
    // Through the API's counting redirect, so a download is counted even on a cached page.
    pdfUrl: article.pdfDownloadUrl ?? article.pdfUrl,
    fullText: article.fullText && {
      html: sanitizeHtml(article.fullText.html),
      outline: article.fullText.outline.map((heading) => ({
        href: `#${heading.id}`,
        title: heading.title,
        level: heading.level,
      })),
    },
    supplementaryFiles: article.supplementaryFiles.map((file) => ({
      label: file.label,
      dataTypeLabel: readingTexts()[SUPPLEMENTARY_TYPE_TEXTS[file.dataType]],
      name: file.name,
      size: formatFileSize(file.size),
      url: file.url,
    })),
    citations,
    url,
  };
}

/**
 * The style `?cite=` asks for; APA when it is missing or unknown (a hand-edited link still shows
 * the page).
 * @example citeStyleOf(new URL('https://x/a?cite=mla')) // 'mla'
 */
export function citeStyleOf(url: URL): CitationStyle {
  const asked = url.searchParams.get(CITE_PARAM);
  return CITATION_STYLES.find((style) => style === asked) ?? 'apa';
}

/**
 * Shapes the API's formatted citations into the box, sanitising each style's HTML here on the
 * server (the browser gets safe strings and never a CSL processor).
 */
export function toCitationBox(
  citations: ArticleCitations | null,
  selected: CitationStyle,
  downloadUrl: (format: CitationFileFormat) => string,
): CitationBoxView {
  return {
    styles: (citations?.data ?? []).map((citation) => ({
      style: citation.style,
      label: CITATION_LABELS[citation.style],
      html: sanitizeHtml(citation.html),
      text: citation.text,
      href: citeHref(citation.style),
    })),
    selected,
    downloads: CITATION_FILE_FORMATS.map((format) => ({
      format,
      label: CITATION_LABELS[format],
      url: downloadUrl(format),
    })),
  };
}

/**
 * The article page's data: the article (404 when unknown) with its citations (the style
 * `?cite=` names shown first; the API formats them into the article answer) and its indexing
 * tags — two API calls, the article and its journal.
 */
export async function loadArticlePage(
  { request, context }: RequestArgs,
  slug: string,
  articleSlug: string,
): Promise<{ article: ArticleView; seo: PageSeo }> {
  const { content } = context.get(apiContext);
  const [article, journal] = await Promise.all([
    orNotFound(content.article(slug, articleSlug)),
    context.get(journalContext),
  ]);
  const citations = toCitationBox(
    { data: article.citations },
    citeStyleOf(new URL(request.url)),
    (format) => content.citationDownloadUrl(slug, articleSlug, format),
  );
  const path = articlePath(journal.slug, article.slug);
  const url = absoluteUrl(path);
  const abstractText = stripTags(article.abstract);
  const seo = await pageSeo(context.get(apiContext), {
    title: [article.title, journal.title],
    path,
    description: abstractText,
    type: 'article',
    image: journal.coverUrl,
    extra: articleIndexingTags(article, {
      url,
      journalUrl: absoluteUrl(journalPath(journal.slug)),
      abstractText,
    }),
  });
  return { article: toArticleView(article, citations, url), seo };
}
