import {
  ACTIVE_SUBMISSION_STATUSES,
  type AssignedEditor,
  type EditorCandidate,
  SUBMISSION_STATUS_LABELS,
  type SubmissionEditors,
  type SubmissionStatus,
} from '@quire/contracts';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { editorialScope } from '../access/access';
import type { SessionUser } from '../auth/session';
import { toIso } from '../content/published';
import type { Database } from '../db/client';
import { journalRoles, sectionEditors, submissionEditors, users } from '../db/schema';
import { conflict, HttpError, notFound } from '../http/errors';
import { insertNotification } from '../notifications/notification-store';
import { recordEvent } from './submission-timeline';
import { findSubmission, type SubmissionRow } from './submission-view';
import { type CreatedNotification, editorSubmissionLink, noticeTitle } from './submission-workflow';

/** The submission as this editor may handle it; 404 outside their journals and sections. */
export async function handledSubmission(
  db: Database,
  editor: SessionUser,
  id: number,
): Promise<SubmissionRow> {
  const row = await findSubmission(db, id, { editor: editorialScope(editor) });
  if (!row) throw notFound('The submission');
  return row;
}

/**
 * Whether `userId` may be assigned to submissions of this journal and section: a manager or
 * editor of the journal, or a section editor of the section (the candidates' rule, as SQL).
 */
function mayEdit(journalId: number, sectionId: number | null) {
  const ofSection =
    sectionId === null
      ? sql`false`
      : sql`(${journalRoles.role} = 'section_editor' and exists (select 1 from ${sectionEditors} se where se.user_id = ${journalRoles.userId} and se.section_id = ${sectionId}))`;
  return and(
    eq(journalRoles.journalId, journalId),
    sql`(${journalRoles.role} in ('manager', 'editor') or ${ofSection})`,
  );
}

/**
 * Who may be assigned to a submission: the journal's managers and editors, and the section
 * editors of its section — those first (`suggested`), then by name. Disabled accounts are left
 * out. One grouped query; `onlyUserId` narrows it to one person (the assignment's check).
 */
async function loadCandidates(
  db: Database,
  row: Pick<SubmissionRow, 'journalId' | 'sectionId'>,
  onlyUserId?: number,
): Promise<EditorCandidate[]> {
  if (row.journalId === null) return [];
  const suggested = sql<boolean>`bool_or(${journalRoles.role} = 'section_editor')`;
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      roles: sql<
        EditorCandidate['roles']
      >`json_agg(distinct ${journalRoles.role} order by ${journalRoles.role})`,
      suggested,
    })
    .from(journalRoles)
    .innerJoin(users, eq(users.id, journalRoles.userId))
    .where(
      and(
        mayEdit(row.journalId, row.sectionId),
        isNull(users.disabledAt),
        onlyUserId === undefined ? undefined : eq(users.id, onlyUserId),
      ),
    )
    .groupBy(users.id)
    .orderBy(sql`${suggested} desc`, asc(users.name), asc(users.id));
  return rows.map((candidate) => ({ ...candidate, suggested: Boolean(candidate.suggested) }));
}

const assigners = alias(users, 'assigners');

/** The editors assigned to a submission, in the order they were assigned, with their roles. */
async function loadAssigned(
  db: Database,
  row: Pick<SubmissionRow, 'id' | 'journalId'>,
): Promise<AssignedEditor[]> {
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      roles: sql<AssignedEditor['roles']>`coalesce((
        select json_agg(jr.role order by jr.role) from ${journalRoles} jr
        where jr.user_id = ${users.id} and jr.journal_id = ${row.journalId ?? 0}), '[]'::json)`,
      assignedAt: submissionEditors.assignedAt,
      assignedBy: assigners.name,
    })
    .from(submissionEditors)
    .innerJoin(users, eq(users.id, submissionEditors.userId))
    .leftJoin(assigners, eq(assigners.id, submissionEditors.assignedBy))
    .where(eq(submissionEditors.submissionId, row.id))
    .orderBy(asc(submissionEditors.assignedAt), asc(users.id));
  return rows.map((editor) => ({ ...editor, assignedAt: toIso(editor.assignedAt) }));
}

/**
 * `GET admin/submissions/:id/editors`: who is assigned, and who else may be (the section's
 * editors suggested first). Two queries.
 */
export async function loadSubmissionEditors(
  db: Database,
  row: Pick<SubmissionRow, 'id' | 'journalId' | 'sectionId'>,
): Promise<SubmissionEditors> {
  const [assigned, candidates] = await Promise.all([
    loadAssigned(db, row),
    loadCandidates(db, row),
  ]);
  const taken = new Set(assigned.map((editor) => editor.id));
  return { assigned, candidates: candidates.filter((candidate) => !taken.has(candidate.id)) };
}

function isActive(status: SubmissionStatus): boolean {
  return (ACTIVE_SUBMISSION_STATUSES as readonly SubmissionStatus[]).includes(status);
}

/** What an assignment did: the notification to push and the person to mail (null: nothing new). */
export interface Assignment {
  assignee: { id: number; name: string; email: string };
  notice: CreatedNotification | null;
}

/**
 * Assigns an editor to a submission the caller handles: recorded in its timeline (editors only)
 * and told to the assignee (unless they assigned themselves). Assigning someone already assigned
 * changes nothing (null). A person who may not edit the submission is a 422 naming the rule; a
 * submission no longer being handled is a 409.
 */
export async function assignEditor(
  db: Database,
  editor: SessionUser,
  id: number,
  userId: number,
): Promise<Assignment | null> {
  const row = await handledSubmission(db, editor, id);
  if (!isActive(row.status)) {
    const label = SUBMISSION_STATUS_LABELS[row.status].toLowerCase();
    throw conflict(
      `A submission that is ${label} is no longer handled: no editor can be assigned.`,
    );
  }
  const [assignee] = await loadCandidates(db, row, userId);
  if (!assignee) {
    const message = row.sectionId
      ? 'This person cannot be assigned: only the journal’s managers and editors, and the section editors of the submission’s section, can be.'
      : 'This person cannot be assigned: only the journal’s managers and editors can be.';
    throw new HttpError(422, message, { userId: [message] });
  }
  return db.transaction(async (tx) => {
    const added = await tx
      .insert(submissionEditors)
      .values({ submissionId: row.id, userId: assignee.id, assignedBy: editor.id })
      .onConflictDoNothing()
      .returning({ userId: submissionEditors.userId });
    if (added.length === 0) return null;
    await recordEvent(tx, {
      submissionId: row.id,
      kind: 'editor_assigned',
      actor: 'editor',
      by: editor,
      subject: { id: assignee.id, name: assignee.name },
      editorsOnly: true,
    });
    const notice =
      assignee.id === editor.id
        ? null
        : await insertNotification(tx, {
            userId: assignee.id,
            kind: 'assigned',
            title: noticeTitle('Assigned to you', row.title),
            body: `${editor.name} assigned you as an editor of this submission.`,
            link: editorSubmissionLink(row.id),
            submissionId: row.id,
          });
    return { assignee: { id: assignee.id, name: assignee.name, email: assignee.email }, notice };
  });
}

/**
 * Takes an editor off a submission the caller handles (recorded in its timeline). 404 when that
 * person is not assigned to it.
 */
export async function unassignEditor(
  db: Database,
  editor: SessionUser,
  id: number,
  userId: number,
): Promise<void> {
  const row = await handledSubmission(db, editor, id);
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(submissionEditors)
      .where(and(eq(submissionEditors.submissionId, row.id), eq(submissionEditors.userId, userId)))
      .returning({ userId: submissionEditors.userId });
    if (removed.length === 0) throw notFound('This editor’s assignment');
    const [person] = await tx
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(eq(users.id, userId));
    await recordEvent(tx, {
      submissionId: row.id,
      kind: 'editor_unassigned',
      actor: 'editor',
      by: editor,
      subject: person ?? { id: userId, name: 'A former editor' },
      editorsOnly: true,
    });
  });
}
