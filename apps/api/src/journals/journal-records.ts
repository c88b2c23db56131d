import {
  EDITORIAL_ROLES,
  type JournalSettings,
  licenseByUrl,
  type ManagedJournal,
  type SectionSettings,
} from '@quire/contracts';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { inScope, isSiteAdmin, journalsWhere, staffingScope } from '../access/access';
import type { SessionUser } from '../auth/session';
import { publicFileUrl } from '../content/public-url';
import { toIso } from '../content/published';
import type { Database } from '../db/client';
import { journalSlugRedirects, journals, sections, users } from '../db/schema';

/*
 * The back office's reads of journals and sections: the list a person works on, and one journal's
 * settings with its sections, counts and last change. Counts are correlated subqueries in the
 * same statement; the outer tables are named literally (Drizzle leaves columns unqualified in
 * one-table selects, where a subquery would bind them to its own table).
 */

/** The journals a person sees in the back office: every one (site administrators), or theirs. */
export function visibleJournalIds(user: SessionUser): 'all' | number[] {
  return isSiteAdmin(user) ? 'all' : journalsWhere(user, EDITORIAL_ROLES);
}

/** Whether the person may change a journal's settings and sections (managers, site admins). */
export function mayEditJournal(user: SessionUser, journalId: number): boolean {
  return inScope(staffingScope(user), journalId);
}

const articleCountOf = (journal: string) =>
  sql<number>`(select count(*) from articles a where a.journal_id = ${sql.raw(journal)}.id)`.mapWith(
    Number,
  );
const submissionCountOf = (journal: string) =>
  sql<number>`(select count(*) from submissions s where s.journal_id = ${sql.raw(journal)}.id)`.mapWith(
    Number,
  );

/** `GET admin/journals`: the journals the person works on, in the site's order. */
export async function listManagedJournals(
  db: Database,
  user: SessionUser,
): Promise<ManagedJournal[]> {
  const visible = visibleJournalIds(user);
  if (visible !== 'all' && visible.length === 0) return [];
  const rows = await db
    .select({
      id: journals.id,
      slug: journals.slug,
      title: journals.title,
      abbreviation: journals.abbreviation,
      archivedAt: journals.archivedAt,
      submissionsOpen: journals.submissionsOpen,
      position: journals.position,
      sectionCount:
        sql<number>`(select count(*) from sections s where s.journal_id = journals.id)`.mapWith(
          Number,
        ),
      articleCount: articleCountOf('journals'),
    })
    .from(journals)
    .where(visible === 'all' ? undefined : inArray(journals.id, visible))
    .orderBy(asc(journals.position), asc(journals.title), asc(journals.id));
  return rows.map((row) => ({
    ...row,
    archivedAt: row.archivedAt ? toIso(row.archivedAt) : null,
    canEdit: mayEditJournal(user, row.id),
  }));
}

/** The columns of a journal the settings form edits, as stored (for the audit log's diff too). */
export const journalSettingsColumns = {
  id: journals.id,
  title: journals.title,
  slug: journals.slug,
  abbreviation: journals.abbreviation,
  issn: journals.issn,
  eissn: journals.eissn,
  publisher: journals.publisher,
  contactName: journals.contactName,
  contactEmail: journals.contactEmail,
  description: journals.description,
  focusScope: journals.focusScope,
  authorGuidelines: journals.authorGuidelines,
  submissionDeclarations: journals.submissionDeclarations,
  brandColor: journals.brandColor,
  logoPath: journals.logoPath,
  licenseName: journals.licenseName,
  licenseUrl: journals.licenseUrl,
  timeZone: journals.timeZone,
  submissionsOpen: journals.submissionsOpen,
  archivedAt: journals.archivedAt,
  position: journals.position,
  version: journals.version,
  updatedAt: journals.updatedAt,
  updatedBy: journals.updatedBy,
};

/** A journal's stored settings, or undefined. */
export async function readJournalRow(db: Database, journalId: number) {
  const [row] = await db
    .select({
      ...journalSettingsColumns,
      updatedByName: sql<
        string | null
      >`(select u.name from users u where u.id = journals.updated_by)`,
      articleCount: articleCountOf('journals'),
      submissionCount: submissionCountOf('journals'),
    })
    .from(journals)
    .where(eq(journals.id, journalId));
  return row;
}

/** A journal's sections with their editors and counts, in the journal's order. */
export async function readSectionSettings(
  db: Database,
  journalId: number,
): Promise<SectionSettings[]> {
  const rows = await db
    .select({
      id: sections.id,
      title: sections.title,
      abbreviation: sections.abbreviation,
      policy: sections.policy,
      submissionsOpen: sections.submissionsOpen,
      peerReviewed: sections.peerReviewed,
      position: sections.position,
      version: sections.version,
      updatedAt: sections.updatedAt,
      updatedByName: sql<
        string | null
      >`(select u.name from users u where u.id = sections.updated_by)`,
      articleCount:
        sql<number>`(select count(*) from articles a where a.section_id = sections.id)`.mapWith(
          Number,
        ),
      submissionCount:
        sql<number>`(select count(*) from submissions s where s.section_id = sections.id)`.mapWith(
          Number,
        ),
      editors: sql<
        Array<{ id: number; name: string }>
      >`coalesce((select json_agg(json_build_object('id', u.id, 'name', u.name) order by u.name)
        from section_editors se join users u on u.id = se.user_id where se.section_id = sections.id), '[]'::json)`,
    })
    .from(sections)
    .where(eq(sections.journalId, journalId))
    .orderBy(asc(sections.position), asc(sections.id));
  return rows.map(({ updatedAt, updatedByName, ...row }) => ({
    ...row,
    lastChange: updatedAt ? { at: toIso(updatedAt), by: updatedByName } : null,
  }));
}

/** `GET admin/journals/:journalId`: every setting, the sections, and what the viewer may do. */
export async function readJournalSettings(
  db: Database,
  journalId: number,
  viewer: SessionUser,
  backendUrl: string,
): Promise<JournalSettings | undefined> {
  const [row, sectionList, formerSlugs] = await Promise.all([
    readJournalRow(db, journalId),
    readSectionSettings(db, journalId),
    db
      .select({ slug: journalSlugRedirects.slug })
      .from(journalSlugRedirects)
      .where(eq(journalSlugRedirects.journalId, journalId))
      .orderBy(asc(journalSlugRedirects.createdAt)),
  ]);
  if (!row) return undefined;
  const {
    updatedAt,
    updatedByName,
    updatedBy: _by,
    licenseName: _name,
    licenseUrl,
    logoPath,
    ...fields
  } = row;
  return {
    ...fields,
    license: licenseByUrl(licenseUrl)?.id ?? null,
    logoUrl: publicFileUrl(backendUrl, logoPath),
    archivedAt: row.archivedAt ? toIso(row.archivedAt) : null,
    formerSlugs: formerSlugs.map((entry) => entry.slug),
    sections: sectionList,
    lastChange: updatedAt ? { at: toIso(updatedAt), by: updatedByName } : null,
    canEdit: mayEditJournal(viewer, journalId),
    canAdminister: isSiteAdmin(viewer),
  };
}

/** Who saved a journal or section last (for a refused save), read with the row. */
export async function lastSavedBy(db: Database, userId: number | null): Promise<string | null> {
  if (userId === null) return null;
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return row?.name ?? null;
}
