import {
  type Article,
  type ArticleCitations,
  CITATION_FILE_FORMATS,
  CITATION_STYLES,
  type CitationFileFormat,
  type CitationStyle,
  licenseByUrl,
} from '@quire/contracts';
import { formatDate, sanitizeHtml, stripTags } from '@quire/utils';
import { apiFor } from './api.server';
import { CITE_PARAM, citeHref } from './citation-links';
import { issueLabel, loadJournal } from './journal.server';
import { linkifyText, type TextRun } from './linkify';
import { orNotFound } from './load.server';
import { articlePath, journalPath } from './paths';
import { articleIndexingTags, doiUrl, orcidUrl } from './scholar-meta.server';
import type { PageSeo } from './seo';
import { absoluteUrl, pageSeo } from './seo.server';

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
  abstractHtml: string;
  /** Each reference as text runs, its web addresses (DOIs, URLs) as links. */
  references: TextRun[][];
  pdfUrl: string | null;
  citations: CitationBoxView;
  /** Absolute address of the page, for sharing. */
  url: string;
}

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
      label: `${issueLabel(article.issue)}${article.issue.title ? `: ${article.issue.title}` : ''}`,
      // The article's issue reference has no volume id; the archive address names the issue alone.
      href: `${journalPath(journal.slug)}/archive/${article.issue.id}`,
    },
    received: article.receivedAt ? formatDate(article.receivedAt) : null,
    accepted: article.acceptedAt ? formatDate(article.acceptedAt) : null,
    published: formatDate(article.publishedAt),
    doi: article.doi,
    doiUrl: article.doi ? doiUrl(article.doi) : null,
    keywords: article.keywords,
    license: article.license,
    licenseUrl: article.licenseUrl,
    creativeCommons: licenseByUrl(article.licenseUrl) !== undefined,
    pages: article.pages,
    abstractHtml: sanitizeHtml(article.abstract),
    references: article.references.map(linkifyText),
    pdfUrl: article.pdfUrl,
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

async function loadCitations(
  request: Request,
  slug: string,
  articleSlug: string,
): Promise<CitationBoxView> {
  const { content } = apiFor(request);
  // Failed citations leave the downloads; the page itself must not fail for them.
  const citations = await content.citations(slug, articleSlug).catch((error: unknown) => {
    console.error(`Could not load the citations of ${slug}/${articleSlug}`, error);
    return null;
  });
  return toCitationBox(citations, citeStyleOf(new URL(request.url)), (format) =>
    content.citationDownloadUrl(slug, articleSlug, format),
  );
}

/**
 * The article page's data: the article (404 when unknown), its citations (the style `?cite=`
 * names shown first) and its indexing tags.
 */
export async function loadArticlePage(
  request: Request,
  slug: string,
  articleSlug: string,
): Promise<{ article: ArticleView; seo: PageSeo }> {
  const [article, citations, journal] = await Promise.all([
    orNotFound(apiFor(request).content.article(slug, articleSlug)),
    loadCitations(request, slug, articleSlug),
    loadJournal(request, slug),
  ]);
  const path = articlePath(journal.slug, article.slug);
  const url = absoluteUrl(path);
  const abstractText = stripTags(article.abstract);
  const seo = await pageSeo(request, {
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
