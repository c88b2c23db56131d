import type { JournalPageLink, JournalSummary, PageQuery, Section } from '@quire/contracts';
import { asc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { journals } from '../db/schema';
import { pageOffset } from './paging';
import { excerpt, htmlToPlainText } from './plain-text';
import { publicFileUrl } from './public-url';

/** Longest plain-text summary of a journal's description in lists. */
const SUMMARY_LENGTH = 300;

const journalSummaryFields = {
  id: journals.id,
  slug: journals.slug,
  title: journals.title,
  abbreviation: journals.abbreviation,
  description: journals.description,
  issn: journals.issn,
  eissn: journals.eissn,
  publisher: journals.publisher,
  coverPath: journals.coverPath,
  logoPath: journals.logoPath,
  brandColor: journals.brandColor,
  // Correlated subqueries name the outer table literally: Drizzle leaves columns unqualified in
  // single-table selects, where `${journals.id}` inside a subquery would bind to the inner table.
  // Public articles: published, and in no issue or a published one.
  articleCount: sql<number>`(select count(*) from articles a left join issues i on i.id = a.issue_id
    where a.journal_id = journals.id and a.published_at <= now()
      and (a.issue_id is null or i.published_at <= now()))`.mapWith(Number),
};

interface JournalSummaryRow {
  id: number;
  slug: string;
  title: string;
  abbreviation: string | null;
  description: string;
  issn: string | null;
  eissn: string | null;
  publisher: string | null;
  coverPath: string | null;
  logoPath: string | null;
  brandColor: string;
  articleCount: number;
}

/** Maps a journal row to its public summary. */
export function toJournalSummary(row: JournalSummaryRow, backendUrl: string): JournalSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    abbreviation: row.abbreviation,
    summary: excerpt(htmlToPlainText(row.description), SUMMARY_LENGTH),
    issn: row.issn,
    eissn: row.eissn,
    publisher: row.publisher,
    coverUrl: publicFileUrl(backendUrl, row.coverPath),
    logoUrl: publicFileUrl(backendUrl, row.logoPath),
    brandColor: row.brandColor,
    articleCount: row.articleCount,
  };
}

/** One page of journals in the editors' order, each row carrying the total. */
export function readJournalPage(db: Database, query: PageQuery) {
  return (
    db
      .select({ ...journalSummaryFields, total: sql<number>`count(*) over()`.mapWith(Number) })
      .from(journals)
      // Archived journals leave the site's lists; their own pages stay.
      .where(isNull(journals.archivedAt))
      .orderBy(asc(journals.position), asc(journals.title), asc(journals.id))
      .limit(query.perPage)
      .offset(pageOffset(query))
  );
}

/** How many journals there are. */
export async function countJournals(db: Database): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(journals)
    .where(isNull(journals.archivedAt));
  return row?.total ?? 0;
}

/**
 * A journal with its contact, sections and page links, in one query: sections and pages are
 * aggregated to JSON by correlated subqueries instead of being fetched one list at a time.
 */
export async function findJournal(db: Database, slug: string) {
  const [row] = await db
    .select({
      ...journalSummaryFields,
      contactName: journals.contactName,
      contactEmail: journals.contactEmail,
      licenseName: journals.licenseName,
      licenseUrl: journals.licenseUrl,
      focusScope: journals.focusScope,
      authorGuidelines: journals.authorGuidelines,
      submissionsOpen: sql<boolean>`(${journals.submissionsOpen} and ${journals.archivedAt} is null)`,
      sections: sql<
        Section[]
      >`(select coalesce(json_agg(json_build_object('id', s.id, 'title', s.title, 'abbreviation', s.abbreviation) order by s.position, s.id), '[]'::json) from sections s where s.journal_id = journals.id)`,
      pages: sql<
        JournalPageLink[]
      >`(select coalesce(json_agg(json_build_object('slug', p.slug, 'title', p.title) order by p.position, p.id), '[]'::json) from journal_pages p where p.journal_id = journals.id and p.in_menu)`,
    })
    .from(journals)
    .where(eq(journals.slug, slug))
    .limit(1);
  return row;
}
