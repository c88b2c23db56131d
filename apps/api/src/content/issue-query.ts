import type { IssueSummary, TocSection } from '@quire/contracts';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { articles, issues, journals, sections, volumes } from '../db/schema';
import { articleDownloadUrl, publicFileUrl } from './public-url';
import { isPublished, issueIsPublic, toIso } from './published';

/** Title of the table-of-contents group for articles filed under no section. */
export const UNSECTIONED_TITLE = 'Articles';

/** Select fields of an issue summary; the query must join `volumes` on the issue's volume. */
export const issueSummaryFields = {
  id: issues.id,
  volumeId: issues.volumeId,
  volume: volumes.number,
  number: issues.number,
  year: issues.year,
  title: issues.title,
  coverPath: issues.coverPath,
  coverAlt: issues.coverAlt,
  publishedAt: issues.publishedAt,
  isCurrent: issues.isCurrent,
  // A correlated count over the (issue_id, position) index: cheap for a page of issues. The
  // outer table is named literally: Drizzle leaves columns unqualified in single-table selects.
  articleCount:
    sql<number>`(select count(*) from articles a where a.issue_id = issues.id and a.published_at <= now())`.mapWith(
      Number,
    ),
};

/** An issue summary row as read with `issueSummaryFields`. */
export interface IssueSummaryRow {
  id: number;
  volumeId: number;
  volume: number;
  number: number;
  year: number;
  title: string | null;
  coverPath: string | null;
  coverAlt: string | null;
  publishedAt: Date | null;
  isCurrent: boolean;
  articleCount: number;
}

/** Maps a row read with `issueSummaryFields` (published, so `publishedAt` is set) to the contract. */
export function toIssueSummary(row: IssueSummaryRow, backendUrl: string): IssueSummary {
  return {
    id: row.id,
    volumeId: row.volumeId,
    volume: row.volume,
    number: row.number,
    year: row.year,
    title: row.title,
    coverUrl: publicFileUrl(backendUrl, row.coverPath),
    coverAlt: row.coverPath ? (row.coverAlt ?? '') : '',
    publishedAt: toIso(row.publishedAt ?? new Date(0)),
    isCurrent: row.isCurrent,
    articleCount: row.articleCount,
  };
}

/** Which issue of a journal: by id, or its current one. */
export type IssueSelector = { id: number } | 'current';

/**
 * The published issues of a journal in "current first" order: the one flagged current, then the
 * newest. So a journal whose editors never flagged an issue still has a current issue.
 * `currentIssueIdSql` states the same rule in SQL; change both together.
 */
const currentFirst = [desc(issues.isCurrent), desc(issues.publishedAt), desc(issues.id)];

/** Reads one published issue of a journal (summary plus description), or undefined. */
export async function findIssue(db: Database, journalSlug: string, selector: IssueSelector) {
  const [row] = await db
    .select({ ...issueSummaryFields, description: issues.description })
    .from(issues)
    .innerJoin(journals, eq(journals.id, issues.journalId))
    .innerJoin(volumes, eq(volumes.id, issues.volumeId))
    .where(
      and(
        eq(journals.slug, journalSlug),
        issueIsPublic(issues),
        selector === 'current' ? undefined : eq(issues.id, selector.id),
      ),
    )
    .orderBy(...currentFirst)
    .limit(1);
  return row;
}

/** SQL for the id of a journal's current issue, so its contents can be read in parallel with it. */
function currentIssueIdSql(journalSlug: string): SQL {
  return sql`(select ci.id from issues ci inner join journals cj on cj.id = ci.journal_id
    where cj.slug = ${journalSlug} and ci.published_at <= now() and ci.withdrawn_at is null
    order by ci.is_current desc, ci.published_at desc, ci.id desc limit 1)`;
}

/**
 * Reads an issue's table of contents in one query: published articles grouped by section in
 * section order (unsectioned last), each section's articles by position.
 */
export async function readTableOfContents(
  db: Database,
  journalSlug: string,
  selector: IssueSelector,
  backendUrl: string,
): Promise<TocSection[]> {
  const rows = await db
    .select({
      id: articles.id,
      slug: articles.slug,
      title: articles.title,
      authors: articles.authors,
      pages: articles.pages,
      doi: articles.doi,
      pdfPath: articles.pdfPath,
      publishedAt: articles.publishedAt,
      updatedAt: sql<string>`greatest(${articles.publishedAt},
        (select max(v.replaced_at) from article_versions v where v.article_id = ${articles.id}),
        (select max(n.created_at) from article_notices n where n.article_id = ${articles.id}))`,
      retracted: sql<boolean>`exists (select 1 from article_notices n
        where n.article_id = ${articles.id} and n.type = 'retraction')`,
      sectionId: sections.id,
      sectionTitle: sections.title,
    })
    .from(articles)
    .innerJoin(journals, eq(journals.id, articles.journalId))
    .leftJoin(sections, eq(sections.id, articles.sectionId))
    .where(
      and(
        eq(journals.slug, journalSlug),
        eq(articles.issueId, selector === 'current' ? currentIssueIdSql(journalSlug) : selector.id),
        isPublished(articles.publishedAt),
      ),
    )
    .orderBy(
      sql`${sections.position} asc nulls last`,
      asc(sections.id),
      asc(articles.position),
      asc(articles.id),
    );

  const groups = new Map<number | null, TocSection>();
  for (const row of rows) {
    let group = groups.get(row.sectionId);
    if (!group) {
      group = { id: row.sectionId, title: row.sectionTitle ?? UNSECTIONED_TITLE, articles: [] };
      groups.set(row.sectionId, group);
    }
    group.articles.push({
      id: row.id,
      slug: row.slug,
      title: row.title,
      authors: (row.authors ?? []).map((author) => ({ name: author.name })),
      pages: row.pages,
      doi: row.doi,
      pdfUrl: publicFileUrl(backendUrl, row.pdfPath),
      pdfDownloadUrl: row.pdfPath ? articleDownloadUrl(backendUrl, row.id) : null,
      publishedAt: toIso(row.publishedAt ?? new Date(0)),
      updatedAt: toIso(row.updatedAt ?? row.publishedAt ?? new Date(0)),
      retracted: row.retracted,
    });
  }
  return [...groups.values()];
}
