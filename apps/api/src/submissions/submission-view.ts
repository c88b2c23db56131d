import type { EditorView, Submission, SubmissionFile, SubmissionSummary } from '@quire/contracts';
import { type PageMeta, pageMeta } from '@quire/contracts';
import { and, asc, desc, eq, ne, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { EditorialScope } from '../access/access';
import { submissionInScope } from '../access/scope-sql';
import { pageOffset, totalOf } from '../content/paging';
import { toIso } from '../content/published';
import type { Database } from '../db/client';
import { likePattern } from '../db/like-pattern';
import {
  articles,
  files,
  journals,
  reviewAssignments,
  sections,
  submissionFiles,
  submissions,
  users,
} from '../db/schema';
import { viewCondition } from './editor-views';
import { loadTimeline } from './submission-timeline';

/** Columns of a submission summary: the submission with its journal and submitter (one join). */
const summaryColumns = {
  id: submissions.id,
  title: submissions.title,
  status: submissions.status,
  round: submissions.round,
  submittedAt: submissions.submittedAt,
  updatedAt: submissions.updatedAt,
  journalId: journals.id,
  journalSlug: journals.slug,
  journalTitle: journals.title,
  ownerId: users.id,
  ownerName: users.name,
  ownerEmail: users.email,
};

type SummaryRow = {
  id: number;
  title: string | null;
  status: SubmissionSummary['status'];
  round: number;
  submittedAt: Date | null;
  updatedAt: Date;
  journalId: number | null;
  journalSlug: string | null;
  journalTitle: string | null;
  ownerId: number;
  ownerName: string;
  ownerEmail: string;
};

function toSummary(row: SummaryRow): SubmissionSummary {
  return {
    id: row.id,
    title: row.title,
    status: row.status,
    journal:
      row.journalId !== null && row.journalSlug !== null && row.journalTitle !== null
        ? { id: row.journalId, slug: row.journalSlug, title: row.journalTitle }
        : null,
    submitter: { id: row.ownerId, name: row.ownerName, email: row.ownerEmail },
    round: row.round,
    submittedAt: row.submittedAt ? toIso(row.submittedAt) : null,
    updatedAt: toIso(row.updatedAt),
  };
}

/** The published article's journal (normally the submission's, but read from the article). */
const articleJournals = alias(journals, 'article_journals');

/** A validated list query (`submissionListQuerySchema`'s output). */
export interface SubmissionListFilters {
  page: number;
  perPage: number;
  status?: SubmissionSummary['status'] | undefined;
  journalId?: number | undefined;
  q?: string | undefined;
  /** One of the editors' views, for the editor `editorId` (editors' queue only). */
  view?: EditorView | undefined;
}

/**
 * Whose submissions a read may see: one author's own, or (editors) everything but drafts within
 * their editorial scope (every journal, or their journals and sections: see `access/access.ts`).
 */
export type SubmissionScope = { ownerId: number } | { editor: EditorialScope };

function scopeCondition(scope: SubmissionScope): SQL {
  if ('ownerId' in scope) return eq(submissions.ownerId, scope.ownerId);
  return and(ne(submissions.status, 'draft'), submissionInScope(scope.editor)) as SQL;
}

/**
 * One page of submissions, most recently changed first, with the total (one query; a second
 * only for a page past the end). Authors search their titles; editors also the submitter.
 */
export async function listSubmissions(
  db: Database,
  scope: SubmissionScope,
  query: SubmissionListFilters,
  /** The editor whose view `query.view` is (their assignments). */
  editorId?: number,
): Promise<{ data: SubmissionSummary[]; meta: PageMeta }> {
  const conditions: SQL[] = [scopeCondition(scope)];
  if (query.view && editorId !== undefined) conditions.push(viewCondition(query.view, editorId));
  if (query.status) conditions.push(eq(submissions.status, query.status));
  if (query.journalId) conditions.push(eq(submissions.journalId, query.journalId));
  const words = query.q?.trim();
  if (words) {
    const pattern = likePattern(words);
    conditions.push(
      'editor' in scope
        ? sql`(${submissions.title} ilike ${pattern} or ${users.name} ilike ${pattern} or ${users.email} ilike ${pattern})`
        : sql`${submissions.title} ilike ${pattern}`,
    );
  }
  const where = and(...conditions);
  const rows = await db
    .select({ ...summaryColumns, total: sql<number>`count(*) over()`.mapWith(Number) })
    .from(submissions)
    .innerJoin(users, eq(users.id, submissions.ownerId))
    .leftJoin(journals, eq(journals.id, submissions.journalId))
    .where(where)
    .orderBy(desc(submissions.updatedAt), desc(submissions.id))
    .limit(query.perPage)
    .offset(pageOffset(query));
  const total = await totalOf(rows, query, async () => {
    const [row] = await db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(submissions)
      .innerJoin(users, eq(users.id, submissions.ownerId))
      .where(where);
    return row?.total ?? 0;
  });
  return { data: rows.map(toSummary), meta: pageMeta(query, total) };
}

/** The latest few submissions of an author (dashboard). */
export async function latestSubmissions(
  db: Database,
  ownerId: number,
  limit: number,
): Promise<SubmissionSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(submissions)
    .innerJoin(users, eq(users.id, submissions.ownerId))
    .leftJoin(journals, eq(journals.id, submissions.journalId))
    .where(eq(submissions.ownerId, ownerId))
    .orderBy(desc(submissions.updatedAt), desc(submissions.id))
    .limit(limit);
  return rows.map(toSummary);
}

/** The bare submission row a change is decided on, within the scope; null when out of reach. */
export async function findSubmission(db: Database, id: number, scope: SubmissionScope) {
  const [row] = await db
    .select()
    .from(submissions)
    .where(and(eq(submissions.id, id), scopeCondition(scope)))
    .limit(1);
  return row ?? null;
}

/** A submission's row as `findSubmission` returns it. */
export type SubmissionRow = NonNullable<Awaited<ReturnType<typeof findSubmission>>>;

/** The files of a submission in attach order (one query). */
export async function loadSubmissionFiles(
  db: Database,
  submissionId: number,
): Promise<SubmissionFile[]> {
  const rows = await db
    .select({
      id: files.id,
      role: submissionFiles.role,
      originalName: files.originalName,
      mimeType: files.mimeType,
      size: files.size,
      round: submissionFiles.round,
      createdAt: submissionFiles.createdAt,
    })
    .from(submissionFiles)
    .innerJoin(files, eq(files.id, submissionFiles.fileId))
    .where(eq(submissionFiles.submissionId, submissionId))
    .orderBy(asc(submissionFiles.id));
  return rows.map((row) => ({ ...row, createdAt: toIso(row.createdAt) }));
}

/**
 * A submission in full, within the scope, or null (3 queries: the submission with its journal,
 * section, submitter, article and round's review progress; its files; its timeline as the
 * scope's reader may see it).
 */
export async function loadSubmission(
  db: Database,
  id: number,
  scope: SubmissionScope,
): Promise<Submission | null> {
  const [row] = await db
    .select({
      ...summaryColumns,
      sectionId: sections.id,
      sectionTitle: sections.title,
      abstract: submissions.abstract,
      keywords: submissions.keywords,
      authors: submissions.authors,
      coverLetter: submissions.coverLetter,
      declarations: submissions.declarations,
      journalDeclarations: submissions.journalDeclarations,
      createdAt: submissions.createdAt,
      articleId: articles.id,
      articleSlug: articles.slug,
      articleJournalSlug: articleJournals.slug,
      // The round's reviews without identities: submitted out of expected (invitations neither
      // declined nor withdrawn), read with the submission (the assignments' submission index).
      reviewsReceived: reviewCount(['submitted']),
      reviewsExpected: reviewCount(['invited', 'accepted', 'submitted']),
    })
    .from(submissions)
    .innerJoin(users, eq(users.id, submissions.ownerId))
    .leftJoin(journals, eq(journals.id, submissions.journalId))
    .leftJoin(sections, eq(sections.id, submissions.sectionId))
    .leftJoin(articles, eq(articles.id, submissions.articleId))
    .leftJoin(articleJournals, eq(articleJournals.id, articles.journalId))
    .where(and(eq(submissions.id, id), scopeCondition(scope)))
    .limit(1);
  if (!row) return null;
  const [fileList, history] = await Promise.all([
    loadSubmissionFiles(db, id),
    loadTimeline(db, id, 'editor' in scope ? 'editor' : 'author'),
  ]);
  return {
    ...toSummary(row),
    section:
      row.sectionId !== null && row.sectionTitle !== null
        ? { id: row.sectionId, title: row.sectionTitle }
        : null,
    abstract: row.abstract,
    keywords: row.keywords,
    authors: row.authors.map((author) => ({
      name: author.name,
      email: author.email,
      affiliation: author.affiliation ?? null,
      orcid: author.orcid ?? null,
      corresponding: author.corresponding ?? false,
    })),
    coverLetter: row.coverLetter,
    declarations: row.declarations,
    journalDeclarations: row.journalDeclarations,
    files: fileList,
    history,
    reviewProgress:
      row.reviewsExpected > 0
        ? { received: row.reviewsReceived, expected: row.reviewsExpected }
        : null,
    article:
      row.articleId !== null && row.articleSlug !== null && row.articleJournalSlug !== null
        ? { id: row.articleId, path: articlePath(row.articleJournalSlug, row.articleSlug) }
        : null,
    createdAt: toIso(row.createdAt),
  };
}

/** How many of the submission's current-round review assignments are in one of `statuses`. */
function reviewCount(statuses: string[]) {
  return sql<number>`(select count(*) from ${reviewAssignments} ra where ra.submission_id = ${submissions.id} and ra.round = ${submissions.round} and ra.status in ${statuses})`.mapWith(
    Number,
  );
}

/** The site path of a public article page. */
export function articlePath(journalSlug: string, articleSlug: string): string {
  return `/journals/${encodeURIComponent(journalSlug)}/articles/${encodeURIComponent(articleSlug)}`;
}
