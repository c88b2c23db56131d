import type { PageQuery, Volume } from '@quire/contracts';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { issues, journals, volumes } from '../db/schema';
import { type IssueSummaryRow, issueSummaryFields } from './issue-query';
import { pageOffset } from './paging';
import { issueIsPublic } from './published';

const publishedIssueCount =
  sql<number>`(select count(*) from issues i where i.volume_id = volumes.id and i.published_at <= now() and i.withdrawn_at is null)`.mapWith(
    Number,
  );

/**
 * A journal's volumes that have at least one published issue, newest first; undefined when the
 * journal does not exist. One query: the journal is left-joined to its volumes, so a journal
 * without volumes still yields a row that proves it exists.
 */
export async function listVolumes(
  db: Database,
  journalSlug: string,
): Promise<Volume[] | undefined> {
  const rows = await db
    .select({
      id: volumes.id,
      number: volumes.number,
      year: volumes.year,
      title: volumes.title,
      issueCount: publishedIssueCount,
    })
    .from(journals)
    .leftJoin(volumes, eq(volumes.journalId, journals.id))
    .where(eq(journals.slug, journalSlug))
    .orderBy(desc(volumes.number));
  if (rows.length === 0) return undefined;
  return rows.flatMap((row) =>
    row.id !== null && row.number !== null && row.year !== null && row.issueCount > 0
      ? [
          {
            id: row.id,
            number: row.number,
            year: row.year,
            title: row.title,
            issueCount: row.issueCount,
          },
        ]
      : [],
  );
}

/**
 * One volume of a journal with its published issues in number order, or undefined when the volume
 * is not this journal's or has nothing published. One query (volume left-joined to its issues).
 */
export async function readVolumeIssues(
  db: Database,
  journalSlug: string,
  volumeId: number,
): Promise<{ volume: Volume; issues: IssueSummaryRow[] } | undefined> {
  const rows = await db
    .select({
      volumeTitle: volumes.title,
      ...issueSummaryFields,
      // The left join makes these nullable; the volume's own columns are read through them.
      volumeNumber: volumes.number,
      volumeYear: volumes.year,
    })
    .from(volumes)
    .innerJoin(journals, eq(journals.id, volumes.journalId))
    .leftJoin(issues, and(eq(issues.volumeId, volumes.id), issueIsPublic(issues)))
    .where(and(eq(journals.slug, journalSlug), eq(volumes.id, volumeId)))
    .orderBy(asc(issues.number));
  const first = rows[0];
  if (!first) return undefined;
  const published = rows.flatMap((row) =>
    row.id === null || row.volumeId === null || row.number === null || row.year === null
      ? []
      : [
          {
            ...row,
            id: row.id,
            volumeId: row.volumeId,
            number: row.number,
            year: row.year,
            isCurrent: row.isCurrent ?? false,
          },
        ],
  );
  if (published.length === 0) return undefined;
  return {
    volume: {
      id: volumeId,
      number: first.volumeNumber,
      year: first.volumeYear,
      title: first.volumeTitle,
      issueCount: published.length,
    },
    issues: published,
  };
}

/** One page of a journal's published issues, newest first, each row carrying the total. */
export async function readArchivePage(db: Database, journalSlug: string, query: PageQuery) {
  return db
    .select({ ...issueSummaryFields, total: sql<number>`count(*) over()`.mapWith(Number) })
    .from(issues)
    .innerJoin(journals, eq(journals.id, issues.journalId))
    .innerJoin(volumes, eq(volumes.id, issues.volumeId))
    .where(and(eq(journals.slug, journalSlug), issueIsPublic(issues)))
    .orderBy(desc(issues.publishedAt), desc(issues.id))
    .limit(query.perPage)
    .offset(pageOffset(query));
}

/**
 * The newest published issues of every journal together, newest first, each with its journal's
 * slug, title and colour (one query, on the `published_at` order the archive uses).
 */
export async function readLatestIssues(db: Database, limit: number) {
  return db
    .select({
      ...issueSummaryFields,
      journalSlug: journals.slug,
      journalTitle: journals.title,
      journalBrandColor: journals.brandColor,
    })
    .from(issues)
    .innerJoin(journals, eq(journals.id, issues.journalId))
    .innerJoin(volumes, eq(volumes.id, issues.volumeId))
    .where(issueIsPublic(issues))
    .orderBy(desc(issues.publishedAt), desc(issues.id))
    .limit(limit);
}

/** How many published issues a journal has; undefined when the journal does not exist. */
export async function countArchive(db: Database, journalSlug: string): Promise<number | undefined> {
  const [row] = await db
    .select({
      total:
        sql<number>`(select count(*) from issues i where i.journal_id = journals.id and i.published_at <= now() and i.withdrawn_at is null)`.mapWith(
          Number,
        ),
    })
    .from(journals)
    .where(eq(journals.slug, journalSlug));
  return row?.total;
}
