import type {
  AdminIssue,
  AdminIssueListQuery,
  EditableIssue,
  IssueContentsArticle,
  IssueState,
} from '@quire/contracts';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { publicFileUrl } from '../content/public-url';
import { toIso } from '../content/published';
import type { Database } from '../db/client';
import { articles, issues, journals, sections, users, volumes } from '../db/schema';
import { notFound } from '../http/errors';

/*
 * The editors' view of issues (`admin/issues…`): every issue of the journals they publish,
 * whatever its state, with its cover, and one issue with its contents.
 */

/**
 * Where an issue stands, from its dates (the database's clock, so every node agrees): withdrawn,
 * draft (no date), scheduled (a date to come) or published.
 */
export const issueStateSql = sql<IssueState>`case
  when ${issues.withdrawnAt} is not null then 'withdrawn'
  when ${issues.publishedAt} is null then 'draft'
  when ${issues.publishedAt} > now() then 'scheduled'
  else 'published' end`;

const adminIssueFields = {
  id: issues.id,
  journalId: journals.id,
  journalSlug: journals.slug,
  journalTitle: journals.title,
  journalTimeZone: journals.timeZone,
  volume: volumes.number,
  number: issues.number,
  year: issues.year,
  title: issues.title,
  state: issueStateSql,
  publishedAt: issues.publishedAt,
  isCurrent: issues.isCurrent,
  coverPath: issues.coverPath,
  coverAlt: issues.coverAlt,
  articleCount: sql<number>`(select count(*)::integer from ${articles} where ${articles.issueId} = ${issues.id})`,
};

interface AdminIssueRow {
  id: number;
  journalSlug: string;
  journalTitle: string;
  volume: number;
  number: number;
  year: number;
  title: string | null;
  state: IssueState;
  publishedAt: Date | null;
  isCurrent: boolean;
  coverPath: string | null;
  coverAlt: string;
  articleCount: number;
}

function toAdminIssue(row: AdminIssueRow, backendUrl: string): AdminIssue {
  return {
    id: row.id,
    journal: { slug: row.journalSlug, title: row.journalTitle },
    volume: row.volume,
    number: row.number,
    year: row.year,
    title: row.title,
    state: row.state,
    publishedAt: row.publishedAt ? toIso(row.publishedAt) : null,
    isCurrent: row.isCurrent,
    coverUrl: publicFileUrl(backendUrl, row.coverPath),
    coverAlt: row.coverAlt,
    articleCount: Number(row.articleCount),
  };
}

/** Every issue within `where`, newest first within each journal (journals in their order). */
export async function listAdminIssues(
  db: Database,
  backendUrl: string,
  query: AdminIssueListQuery,
  where?: SQL,
): Promise<{ rows: AdminIssue[]; total: number }> {
  const filter = and(where, query.journal ? eq(journals.slug, query.journal) : undefined);
  const [rows, [totals]] = await Promise.all([
    db
      .select(adminIssueFields)
      .from(issues)
      .innerJoin(journals, eq(journals.id, issues.journalId))
      .innerJoin(volumes, eq(volumes.id, issues.volumeId))
      .where(filter)
      .orderBy(journals.position, desc(volumes.number), desc(issues.number), desc(issues.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db
      .select({ total: count() })
      .from(issues)
      .innerJoin(journals, eq(journals.id, issues.journalId))
      .where(filter),
  ]);
  return {
    total: totals?.total ?? 0,
    rows: rows.map((row) => toAdminIssue(row, backendUrl)),
  };
}

/** The issue's articles in reading order (by section in the journal's order, then position). */
async function issueArticles(db: Database, issueId: number): Promise<IssueContentsArticle[]> {
  const rows = await db
    .select({
      id: articles.id,
      title: articles.title,
      slug: articles.slug,
      authors: articles.authors,
      sectionId: articles.sectionId,
      pages: articles.pages,
    })
    .from(articles)
    .leftJoin(sections, eq(sections.id, articles.sectionId))
    .where(eq(articles.issueId, issueId))
    .orderBy(
      sql`${sections.position} asc nulls last`,
      asc(articles.sectionId),
      asc(articles.position),
      asc(articles.id),
    );
  return rows.map((row) => ({ ...row, authors: row.authors.map((author) => author.name) }));
}

/** `GET admin/issues/:issueId`: the issue within `where` as its editors edit it; 404 otherwise. */
export async function readEditableIssue(
  db: Database,
  backendUrl: string,
  issueId: number,
  where?: SQL,
): Promise<EditableIssue> {
  const [row] = await db
    .select({
      ...adminIssueFields,
      description: issues.description,
      withdrawalReason: issues.withdrawalReason,
      version: issues.version,
      updatedAt: issues.updatedAt,
      updatedByName: users.name,
    })
    .from(issues)
    .innerJoin(journals, eq(journals.id, issues.journalId))
    .innerJoin(volumes, eq(volumes.id, issues.volumeId))
    .leftJoin(users, eq(users.id, issues.updatedBy))
    .where(and(eq(issues.id, issueId), where));
  if (!row) throw notFound('The issue');
  const [journalSections, contents] = await Promise.all([
    db
      .select({ id: sections.id, title: sections.title })
      .from(sections)
      .where(eq(sections.journalId, row.journalId))
      .orderBy(asc(sections.position), asc(sections.id)),
    issueArticles(db, issueId),
  ]);
  return {
    ...toAdminIssue(row, backendUrl),
    journal: {
      id: row.journalId,
      slug: row.journalSlug,
      title: row.journalTitle,
      timeZone: row.journalTimeZone,
    },
    description: row.description,
    withdrawalReason: row.withdrawalReason,
    version: row.version,
    // Issues from before the back office have a date but nobody who saved them.
    lastChange: row.updatedByName ? { at: toIso(row.updatedAt), by: row.updatedByName } : null,
    sections: journalSections,
    articles: contents,
  };
}
