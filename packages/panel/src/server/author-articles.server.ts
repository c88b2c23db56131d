import type { AuthorArticle, AuthorArticleSummary } from '@quire/contracts';
import { issueLabel } from '@quire/reading/server';
import { idParam, pageParam } from '@quire/site';
import { apiFor, doiUrl, orNotFound } from '@quire/site/server';
import { formatDate } from '@quire/utils';
import { data } from 'react-router';

/** Articles per page of `/panel/articles`. */
export const AUTHOR_ARTICLES_PER_PAGE = 10;

/** One of the author's published articles, as the panel lists it. */
export interface AuthorArticleRow {
  id: number;
  title: string;
  journal: string;
  /** `Vol. 3 No. 2 (2025)`, or null when it is not in an issue. */
  issue: string | null;
  /** The public article page. */
  path: string;
  published: string | null;
  views: number;
  downloads: number;
}

/** Shapes the API's summary for the list. */
export function toAuthorArticleRow(article: AuthorArticleSummary): AuthorArticleRow {
  return {
    id: article.id,
    title: article.title,
    journal: article.journal.title,
    issue: article.issue ? issueLabel(article.issue) : null,
    path: article.path,
    published: article.publishedAt ? formatDate(article.publishedAt) : null,
    views: article.views,
    downloads: article.downloads,
  };
}

/** `/panel/articles?page=`: the author's published articles. */
export async function loadAuthorArticlesPage(request: Request) {
  const page = pageParam(new URL(request.url).searchParams.get('page'));
  const list = await apiFor(request).panel.articles({ page, perPage: AUTHOR_ARTICLES_PER_PAGE });
  return {
    articles: list.data.map(toAuthorArticleRow),
    page: list.meta.page,
    perPage: list.meta.perPage,
    lastPage: list.meta.lastPage,
    total: list.meta.total,
  };
}

/** One article in full for `/panel/articles/:id`. */
export interface AuthorArticleView extends AuthorArticleRow {
  authors: string[];
  keywords: string[];
  doi: string | null;
  doiUrl: string | null;
  citation: string;
  pdfUrl: string | null;
  /** The submission it came from, when there is one (a site path). */
  submissionPath: string | null;
}

/** Shapes the API's article for the detail page. */
export function toAuthorArticleView(article: AuthorArticle): AuthorArticleView {
  return {
    ...toAuthorArticleRow(article),
    authors: article.authors.map((author) =>
      author.affiliation ? `${author.name} (${author.affiliation})` : author.name,
    ),
    keywords: article.keywords,
    doi: article.doi,
    doiUrl: article.doi ? doiUrl(article.doi) : null,
    citation: article.citation,
    pdfUrl: article.pdfUrl,
    submissionPath:
      article.submissionId === null ? null : `/panel/submission?id=${article.submissionId}`,
  };
}

/** `/panel/articles/:id`: someone else's article or an unknown id is a 404. */
export async function loadAuthorArticlePage(request: Request, id: string | undefined) {
  const articleId = idParam(id);
  if (articleId === null) throw data(null, { status: 404 });
  const article = await orNotFound(apiFor(request).panel.article(articleId));
  return { article: toAuthorArticleView(article) };
}
