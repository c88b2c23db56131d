import { type Article, type CitationFormat, licenseByUrl } from '@quire/contracts';
import { formatDate, sanitizeHtml, stripTags } from '@quire/utils';
import { apiFor } from './api.server';
import { issueLabel, loadJournal } from './journal.server';
import { linkifyText, type TextRun } from './linkify';
import { orNotFound } from './load.server';
import { articlePath, journalPath } from './paths';
import { articleIndexingTags, doiUrl, orcidUrl } from './scholar-meta.server';
import type { PageSeo } from './seo';
import { absoluteUrl, pageSeo } from './seo.server';

/** Citation formats in the order the article page offers them. */
export const CITATION_FORMATS = [
  'apa',
  'bibtex',
  'ris',
] as const satisfies readonly CitationFormat[];

/** An author line with the ORCID link, when the author has one. */
export interface AuthorView {
  name: string;
  affiliation: string | null;
  orcid: string | null;
  orcidUrl: string | null;
}

/** A citation ready to show, copy and download. */
export interface CitationView {
  format: CitationFormat;
  /** The text, or null when the API could not produce it (the download link still works). */
  text: string | null;
  /** The API's download address (`…/citation?format=…&download=1`). */
  downloadUrl: string;
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
  citations: CitationView[];
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
  citations: CitationView[],
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

async function loadCitations(
  request: Request,
  slug: string,
  articleSlug: string,
): Promise<CitationView[]> {
  const { content } = apiFor(request);
  return Promise.all(
    CITATION_FORMATS.map(async (format) => ({
      format,
      // A citation that fails leaves its download link; the page itself must not fail for it.
      text: await content.citation(slug, articleSlug, format).catch((error: unknown) => {
        console.error(`Could not load the ${format} citation of ${slug}/${articleSlug}`, error);
        return null;
      }),
      downloadUrl: content.citationDownloadUrl(slug, articleSlug, format),
    })),
  );
}

/** The article page's data: the article (404 when unknown), its citations and its indexing tags. */
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
