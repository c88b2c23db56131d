import type { AuthorArticle, AuthorArticleSummary, UsageMonth } from '@quire/contracts';
import {
  idParam,
  journalSite,
  pageParam,
  type SiteDate,
  siteDate,
  sitePath,
  withQuery,
} from '@quire/site';
import { apiContext, doiUrl, orNotFound, type RequestArgs } from '@quire/site/server';
import { data } from 'react-router';
import type { UsageChartMonth } from '../panel-pages/usage-chart';
import { panelTexts } from '../texts';

/** Articles per page of the author's article list (`paths.articles`). */
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
  published: SiteDate | null;
  views: number;
  downloads: number;
}

/** Shapes the API's summary for the list. */
export function toAuthorArticleRow(article: AuthorArticleSummary): AuthorArticleRow {
  return {
    id: article.id,
    title: article.title,
    journal: article.journal.title,
    issue: article.issue ? panelTexts().issueLabel(article.issue) : null,
    path: sitePath(article.path),
    published: siteDate(article.publishedAt),
    views: article.views,
    downloads: article.downloads,
  };
}

/** `{paths.articles}?page=`: the author's published articles. */
export async function loadAuthorArticlesPage({ request, context }: RequestArgs) {
  const page = pageParam(new URL(request.url).searchParams.get('page'));
  const list = await context
    .get(apiContext)
    .panel.articles({ query: { page, perPage: AUTHOR_ARTICLES_PER_PAGE } });
  return {
    articles: list.data.map(toAuthorArticleRow),
    page: list.meta.page,
    perPage: list.meta.perPage,
    lastPage: list.meta.lastPage,
    total: list.meta.total,
  };
}

/**
 * The chart's month labels in the site's locale: `Nov`, with the year (`2026`) on a second line
 * under the first month and each January.
 */
export function toUsageChartMonths(
  months: readonly UsageMonth[],
  locale = journalSite().locale,
): UsageChartMonth[] {
  const short = new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' });
  const year = new Intl.DateTimeFormat(locale, { year: 'numeric', timeZone: 'UTC' });
  const long = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  return months.map((entry, index) => {
    const date = new Date(`${entry.month}-01T00:00:00Z`);
    const startsYear = index === 0 || entry.month.endsWith('-01');
    return {
      month: entry.month,
      label: short.format(date),
      yearLabel: startsYear ? year.format(date) : '',
      longLabel: long.format(date),
      views: entry.views,
      downloads: entry.downloads,
    };
  });
}

/** One article in full for `{paths.articles}/:id`. */
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
      article.submissionId === null
        ? null
        : withQuery(journalSite().paths.submissions, { id: article.submissionId }),
  };
}

/** `{paths.articles}/:id`: someone else's article or an unknown id is a 404. */
export async function loadAuthorArticlePage({ context }: RequestArgs, id: string | undefined) {
  const articleId = idParam(id);
  if (articleId === null) throw data(null, { status: 404 });
  const [article, metrics] = await Promise.all([
    orNotFound(context.get(apiContext).panel.article({ params: { id: articleId } })),
    orNotFound(context.get(apiContext).panel.articleMetrics({ params: { id: articleId } })),
  ]);
  return { article: toAuthorArticleView(article), months: toUsageChartMonths(metrics.data) };
}
