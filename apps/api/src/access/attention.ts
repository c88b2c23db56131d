import {
  type Attention,
  EDITORIAL_ROLES,
  JOURNAL_EDITOR_ROLES,
  type JournalAttention,
} from '@quire/contracts';
import { sql } from 'drizzle-orm';
import type { SessionUser } from '../auth/session';
import type { Database } from '../db/client';
import { rowsOf } from '../db/raw-rows';
import { editorialScope, isSiteAdmin, journalsWhere } from './access';

/** What one journal's counts read as from the database (counts arrive as text from `pg`). */
interface AttentionRow {
  id: number;
  slug: string;
  title: string;
  new_submissions: string | number;
  under_review: string | number;
  accepted: string | number;
  news_drafts: string | number;
  expired_invitations: string | number;
  sections: string | number;
  submissions_open: boolean;
}

/**
 * `GET admin/attention`: per journal the person works on (not archived), what waits for them, in
 * one statement of correlated counts. A section editor counts their sections' submissions; news
 * drafts count for those who write the journal's news, expired invitations for its managers.
 */
export async function loadAttention(db: Database, user: SessionUser): Promise<Attention> {
  const siteAdmin = isSiteAdmin(user);
  const scope = editorialScope(user);
  const visible = siteAdmin ? null : journalsWhere(user, EDITORIAL_ROLES);
  if (visible !== null && visible.length === 0) return { journals: [], siteNewsDrafts: null };
  const writesNews = siteAdmin ? null : journalsWhere(user, JOURNAL_EDITOR_ROLES);
  const manages = siteAdmin ? null : journalsWhere(user, ['manager']);
  const ids = (list: number[] | null) => sql.param(list ?? []);
  // A submission counts when its journal is the editor's, or its section is (section editors).
  const inScope =
    scope === 'all'
      ? sql`true`
      : sql`(s.journal_id = any(${ids(scope.journalIds)}::integer[]) or s.section_id = any(${ids(scope.sectionIds)}::integer[]))`;
  const count = (status: string) =>
    sql`(select count(*) from submissions s where s.journal_id = j.id and s.status = ${status} and ${inScope})`;
  const when = (list: number[] | null, counted: ReturnType<typeof sql>) =>
    list === null
      ? counted
      : sql`case when j.id = any(${ids(list)}::integer[]) then ${counted} else 0 end`;
  const rows = await rowsOf<AttentionRow>(
    db,
    sql`select j.id, j.slug, j.title, j.submissions_open,
      ${count('submitted')} as new_submissions,
      ${count('under_review')} as under_review,
      ${count('accepted')} as accepted,
      ${when(writesNews, sql`(select count(*) from news n where n.journal_id = j.id and n.status = 'draft')`)} as news_drafts,
      ${when(manages, sql`(select count(*) from invitations i where i.journal_id = j.id and i.accepted_at is null and i.cancelled_at is null and i.expires_at < now())`)} as expired_invitations,
      (select count(*) from sections sc where sc.journal_id = j.id) as sections
    from journals j
    where j.archived_at is null ${visible === null ? sql`` : sql`and j.id = any(${ids(visible)}::integer[])`}
    order by j.position, j.title, j.id`,
  );
  const journals = rows.map(
    (row): JournalAttention => ({
      journal: { id: Number(row.id), slug: row.slug, title: row.title },
      newSubmissions: Number(row.new_submissions),
      underReview: Number(row.under_review),
      acceptedUnpublished: Number(row.accepted),
      newsDrafts: Number(row.news_drafts),
      expiredInvitations: Number(row.expired_invitations),
      noSections: Number(row.sections) === 0,
      closed: !row.submissions_open,
    }),
  );
  let siteNewsDrafts: number | null = null;
  if (siteAdmin) {
    const [drafts] = await rowsOf<{ n: string | number }>(
      db,
      sql`select count(*) as n from news where journal_id is null and status = 'draft'`,
    );
    siteNewsDrafts = Number(drafts?.n ?? 0);
  }
  return { journals, siteNewsDrafts };
}
