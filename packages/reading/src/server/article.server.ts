import {
  type Article,
  type ArticleCitations,
  CITATION_FILE_FORMATS,
  CITATION_STYLES,
  type CitationFileFormat,
  type CitationStyle,
  contentEndpoints,
  licenseByUrl,
  NOTICE_TYPE_LABELS,
  type NoticeType,
  type SupplementaryDataType,
} from '@quire/contracts';
import type { PageSeo } from '@quire/site';
import {
  articlePath,
  formatSiteCount,
  journalPath,
  noticePath,
  type SiteDate,
  siteDate,
} from '@quire/site';
import {
  absoluteUrl,
  apiContext,
  doiUrl,
  orcidUrl,
  orNotFound,
  pageSeo,
  type RequestArgs,
  serverEnv,
} from '@quire/site/server';
import { formatFileSize, sanitizeHtml, stripTags } from '@quire/utils';
import { CITE_PARAM, citeHref } from '../article/citation-links';
import { linkifyText, type TextRun } from '../reading/linkify';
import { type ReadingTexts, readingTexts } from '../texts';
import { issueLabel, journalContext } from './journal.server';
import { articleIndexingTags, indexedTitle, isRetracted } from './scholar-meta.server';

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
  issue: {
    label: string;
    href: string;
    /** Set when the issue's editors withdrew it: when, and the reason they gave readers. */
    withdrawal: { date: SiteDate | null; reason: string } | null;
  } | null;
  /**
   * The version readers see (1 unless the published article was corrected), when it replaced the
   * one before, and the earlier versions, newest first, each with what its successor changed.
   */
  versions: {
    current: number;
    updated: SiteDate | null;
    earlier: Array<{
      number: number;
      title: string;
      replaced: SiteDate | null;
      note: string | null;
      pdfUrl: string | null;
    }>;
  };
  /**
   * Its notices (corrections, retractions…), newest first, each linking to its page; the page
   * shows them at its top under the heading of the weightiest (`noticeBanner`).
   */
  notices: NoticeLinkView[];
  /** The weightiest kind among `notices` (a retraction first), or null without notices. */
  noticeBanner: NoticeType | null;
  /** Whether it was retracted: it stays readable, marked as such. */
  retracted: boolean;
  received: SiteDate | null;
  accepted: SiteDate | null;
  published: SiteDate | null;
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
  /**
   * The full text (from the JATS galley), sanitised here (its images only from the site or the
   * API's files), with its section outline; or null. With `hasReferenceList` it ends with the
   * article's references, and the page shows no second list.
   */
  fullText: {
    html: string;
    outline: { href: string; title: string; level: number }[];
    hasReferenceList: boolean;
  } | null;
  /** Data, code, figures… published with the article. */
  supplementaryFiles: SupplementaryFileView[];
  citations: CitationBoxView;
  /** Absolute address of the page, for sharing. */
  url: string;
}

/** A notice as the article it updates links to it. */
export interface NoticeLinkView {
  id: number;
  type: NoticeType;
  /** `Retraction`. */
  label: string;
  href: string;
  date: SiteDate | null;
}

/** Kinds of notice from the weightiest: the banner takes the heading of the first one present. */
const NOTICE_WEIGHT: readonly NoticeType[] = [
  'retraction',
  'expression_of_concern',
  'correction',
  'addendum',
];

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
      withdrawal: article.issue.withdrawal
        ? {
            date: siteDate(article.issue.withdrawal.at),
            reason: article.issue.withdrawal.reason,
          }
        : null,
    },
    versions: {
      current: article.earlierVersions.length + 1,
      updated: siteDate(article.earlierVersions.at(-1)?.replacedAt),
      earlier: [...article.earlierVersions].reverse().map((version) => ({
        number: version.number,
        title: version.title,
        replaced: siteDate(version.replacedAt),
        note: version.note,
        pdfUrl: version.pdfUrl,
      })),
    },
    notices: article.notices.map((notice) => ({
      id: notice.id,
      type: notice.type,
      label: NOTICE_TYPE_LABELS[notice.type],
      href: noticePath(journal.slug, notice.id),
      date: siteDate(notice.date),
    })),
    noticeBanner:
      NOTICE_WEIGHT.find((type) => article.notices.some((notice) => notice.type === type)) ?? null,
    retracted: isRetracted(article),
    received: siteDate(article.receivedAt),
    accepted: siteDate(article.acceptedAt),
    published: siteDate(article.publishedAt),
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
      // A galley's figures are the API's files: no image from anywhere else reaches the page.
      html: sanitizeHtml(article.fullText.html, {
        imageOrigins: [new URL(serverEnv().backendUrl).origin],
      }),
      outline: article.fullText.outline.map((heading) => ({
        href: `#${heading.id}`,
        title: heading.title,
        level: heading.level,
      })),
      hasReferenceList: article.fullText.hasReferenceList,
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
  const api = context.get(apiContext);
  const [article, journal] = await Promise.all([
    orNotFound(api.content.article({ params: { slug, articleSlug } })),
    context.get(journalContext),
  ]);
  const citations = toCitationBox(
    { data: article.citations },
    citeStyleOf(new URL(request.url)),
    (format) =>
      api.urlOf(contentEndpoints.citation, {
        params: { slug, articleSlug },
        query: { format, download: true },
      }),
  );
  const path = articlePath(journal.slug, article.slug);
  const url = absoluteUrl(path);
  const abstractText = stripTags(article.abstract);
  const seo = await pageSeo(context.get(apiContext), {
    // A retracted article's title says so in the browser's tab and in search results too.
    title: [indexedTitle(article), journal.title],
    path,
    description: abstractText,
    type: 'article',
    image: journal.coverUrl,
    extra: articleIndexingTags(article, {
      url,
      journalUrl: absoluteUrl(journalPath(journal.slug)),
      abstractText,
      noticeUrl: (noticeId) => absoluteUrl(noticePath(journal.slug, noticeId)),
    }),
  });
  return { article: toArticleView(article, citations, url), seo };
}
