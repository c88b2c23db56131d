import {
  type AuthorArticle,
  type AuthorArticleSummary,
  type PageMeta,
  pageMeta,
} from '@quire/contracts';
import { and, count, desc, eq, isNull, or, sql } from 'drizzle-orm';
import { formatCitation } from '../content/citations';
import { pageOffset, totalOf } from '../content/paging';
import { htmlToPlainText } from '../content/plain-text';
import { toPublicAuthors } from '../content/public-authors';
import { publicFileUrl } from '../content/public-url';
import { isPublished, toIso } from '../content/published';
import type { Database } from '../db/client';
import { articles, issues, journals, submissions, volumes } from '../db/schema';
import { notFound } from '../http/errors';
import { articlePath } from '../submissions/submission-view';

/** The author's articles: submitted by them and visible to readers. */
function ownPublicArticles(userId: number) {
  return and(
    eq(articles.submittedBy, userId),
    isPublished(articles.publishedAt),
    or(isNull(articles.issueId), isPublished(issues.publishedAt)),
  );
}

const summaryColumns = {
  id: articles.id,
  slug: articles.slug,
  title: articles.title,
  doi: articles.doi,
  publishedAt: articles.publishedAt,
  views: articles.views,
  downloads: articles.downloads,
  journalSlug: journals.slug,
  journalTitle: journals.title,
  issueId: issues.id,
  issueNumber: issues.number,
  issueYear: issues.year,
  volumeNumber: volumes.number,
};

interface SummaryRow {
  id: number;
  slug: string;
  title: string;
  doi: string | null;
  publishedAt: Date | null;
  views: number;
  downloads: number;
  journalSlug: string;
  journalTitle: string;
  issueId: number | null;
  issueNumber: number | null;
  issueYear: number | null;
  volumeNumber: number | null;
}

function toSummary(row: SummaryRow): AuthorArticleSummary {
  return {
    id: row.id,
    title: row.title,
    journal: { slug: row.journalSlug, title: row.journalTitle },
    issue:
      row.issueId !== null &&
      row.issueNumber !== null &&
      row.issueYear !== null &&
      row.volumeNumber !== null
        ? {
            id: row.issueId,
            volume: row.volumeNumber,
            number: row.issueNumber,
            year: row.issueYear,
          }
        : null,
    path: articlePath(row.journalSlug, row.slug),
    doi: row.doi,
    publishedAt: row.publishedAt ? toIso(row.publishedAt) : null,
    views: row.views,
    downloads: row.downloads,
  };
}

function selectSummaries(db: Database) {
  return db
    .select({ ...summaryColumns, total: sql<number>`count(*) over()`.mapWith(Number) })
    .from(articles)
    .innerJoin(journals, eq(journals.id, articles.journalId))
    .leftJoin(issues, eq(issues.id, articles.issueId))
    .leftJoin(volumes, eq(volumes.id, issues.volumeId));
}

/** A page of the author's published articles, newest first (one query). */
export async function listAuthorArticles(
  db: Database,
  userId: number,
  query: { page: number; perPage: number },
): Promise<{ data: AuthorArticleSummary[]; meta: PageMeta }> {
  const rows = await selectSummaries(db)
    .where(ownPublicArticles(userId))
    .orderBy(desc(articles.publishedAt), desc(articles.id))
    .limit(query.perPage)
    .offset(pageOffset(query));
  const total = await totalOf(rows, query, () => countAuthorArticles(db, userId));
  return { data: rows.map(toSummary), meta: pageMeta(query, total) };
}

/** How many published articles the author has. */
export async function countAuthorArticles(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(articles)
    .leftJoin(issues, eq(issues.id, articles.issueId))
    .where(ownPublicArticles(userId));
  return row?.value ?? 0;
}

/** The author's latest articles (dashboard). */
export async function latestAuthorArticles(
  db: Database,
  userId: number,
  limit: number,
): Promise<AuthorArticleSummary[]> {
  const rows = await selectSummaries(db)
    .where(ownPublicArticles(userId))
    .orderBy(desc(articles.publishedAt), desc(articles.id))
    .limit(limit);
  return rows.map(toSummary);
}

/** One of the author's articles with authors, keywords, APA citation and PDF (one query). */
export async function getAuthorArticle(
  db: Database,
  userId: number,
  id: number,
  urls: { backendUrl: string; webOrigin: string },
): Promise<AuthorArticle> {
  const [row] = await db
    .select({
      ...summaryColumns,
      authors: articles.authors,
      keywords: articles.keywords,
      pages: articles.pages,
      pdfPath: articles.pdfPath,
      abbreviation: journals.abbreviation,
      issn: journals.issn,
      eissn: journals.eissn,
      publisher: journals.publisher,
      submissionId: sql<
        number | null
      >`(select s.id from ${submissions} s where s.article_id = ${articles.id} limit 1)`,
    })
    .from(articles)
    .innerJoin(journals, eq(journals.id, articles.journalId))
    .leftJoin(issues, eq(issues.id, articles.issueId))
    .leftJoin(volumes, eq(volumes.id, issues.volumeId))
    .where(and(eq(articles.id, id), ownPublicArticles(userId)))
    .limit(1);
  if (!row) throw notFound('The article');
  const summary = toSummary(row);
  const citation = formatCitation(
    {
      slug: row.slug,
      title: htmlToPlainText(row.title),
      authors: row.authors,
      journalTitle: row.journalTitle,
      journalAbbreviation: row.abbreviation,
      issn: row.eissn ?? row.issn,
      publisher: row.publisher,
      volume: row.volumeNumber,
      issue: row.issueNumber,
      pages: row.pages,
      doi: row.doi,
      url: `${urls.webOrigin}${summary.path}`,
      publishedAt: summary.publishedAt,
    },
    'apa',
  ).trim();
  return {
    ...summary,
    authors: toPublicAuthors(row.authors),
    keywords: row.keywords,
    citation,
    pdfUrl: publicFileUrl(urls.backendUrl, row.pdfPath),
    submissionId: row.submissionId === null ? null : Number(row.submissionId),
  };
}
