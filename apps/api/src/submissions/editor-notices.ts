import { sql } from 'drizzle-orm';
import { rowsOf, type SqlExecutor } from '../db/raw-rows';
import { submissionEditors } from '../db/schema';
import { insertNotification, type Queryable } from '../notifications/notification-store';
import type { SubmissionRow } from './submission-view';

/** A notification created with a change, to push once the change is committed. */
type Created = Awaited<ReturnType<typeof insertNotification>>;

/**
 * Who is told when a submission arrives or comes back: its assigned editors; when none is
 * assigned yet, the journal's managers and editors and the section editors of its section.
 * Disabled accounts and the submitter themselves are left out. One query.
 */
export async function editorsToTell(
  db: SqlExecutor,
  row: Pick<SubmissionRow, 'id' | 'journalId' | 'sectionId' | 'ownerId'>,
): Promise<number[]> {
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`with assigned as (
        select se.user_id as id from ${submissionEditors} se where se.submission_id = ${row.id}
      ), staff as (
        select distinct jr.user_id as id from journal_roles jr
        where jr.journal_id = ${row.journalId ?? 0}
          and (jr.role in ('manager', 'editor')
            or (jr.role = 'section_editor' and exists (
              select 1 from section_editors x
              where x.user_id = jr.user_id and x.section_id = ${row.sectionId ?? 0})))
      )
      select u.id from users u
      where u.id in (select id from assigned
          union select id from staff where not exists (select 1 from assigned))
        and u.disabled_at is null and u.id <> ${row.ownerId}
      order by u.id`,
  );
  return rows.map((entry) => Number(entry.id));
}

/** The same notice to each editor `editorsToTell` names (in the caller's transaction). */
export async function notifyEditors(
  tx: Queryable & SqlExecutor,
  row: Pick<SubmissionRow, 'id' | 'journalId' | 'sectionId' | 'ownerId'>,
  notice: { title: string; body: string; link: string },
): Promise<Created[]> {
  const created: Created[] = [];
  for (const userId of await editorsToTell(tx, row)) {
    created.push(
      await insertNotification(tx, {
        userId,
        kind: 'submitted',
        title: notice.title,
        body: notice.body,
        link: notice.link,
        submissionId: row.id,
      }),
    );
  }
  return created;
}
