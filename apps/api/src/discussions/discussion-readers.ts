import { type ReviewAssignmentStatus, type ReviewMode, reviewerAlias } from '@quire/contracts';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  journalRoles,
  reviewAssignments,
  sectionEditors,
  submissionEditors,
  submissions,
  users,
} from '../db/schema';
import { modeOf } from '../review/review-settings';
import type { DiscussionThreadRef } from '../review/visibility';

/** What the discussions need of a submission (its review mode decided once per request). */
export interface DiscussionSubmission {
  id: number;
  journalId: number | null;
  sectionId: number | null;
  ownerId: number;
  title: string | null;
  status: string;
  mode: ReviewMode;
}

/** A review assignment as the discussions name and reach its reviewer. */
export interface DiscussionAssignment {
  id: number;
  reviewerId: number | null;
  reviewerName: string;
  reviewerEmail: string;
  position: number;
  round: number;
  status: ReviewAssignmentStatus;
}

/**
 * Who reads or writes a discussion: an editor of the submission, its author, or the reviewer of
 * one assignment (who may have no account yet when answering by link).
 */
export type DiscussionReader =
  | { viewer: { kind: 'editor' }; userId: number; name: string }
  | { viewer: { kind: 'author'; userId: number }; userId: number; name: string }
  | {
      viewer: { kind: 'reviewer'; assignmentId: number };
      userId: number | null;
      name: string;
      assignment: DiscussionAssignment;
    };

/** The reader's row key in `discussion_reads` (see the table). */
export function readerKey(reader: Pick<DiscussionReader, 'viewer' | 'userId'>): string {
  return reader.viewer.kind === 'reviewer'
    ? `assignment:${reader.viewer.assignmentId}`
    : `user:${reader.userId}`;
}

/** The reader of a reviewer's assignment. */
export function reviewerReader(assignment: DiscussionAssignment): DiscussionReader {
  return {
    viewer: { kind: 'reviewer', assignmentId: assignment.id },
    userId: assignment.reviewerId,
    name: assignment.reviewerName,
    assignment,
  };
}

const assignmentColumns = {
  id: reviewAssignments.id,
  reviewerId: reviewAssignments.reviewerId,
  reviewerName: reviewAssignments.reviewerName,
  reviewerEmail: reviewAssignments.reviewerEmail,
  position: reviewAssignments.position,
  round: reviewAssignments.round,
  status: reviewAssignments.status,
};

/** Every review assignment of a submission, by round then invitation (one query). */
export function submissionAssignments(
  db: Database,
  submissionId: number,
): Promise<DiscussionAssignment[]> {
  return db
    .select(assignmentColumns)
    .from(reviewAssignments)
    .where(eq(reviewAssignments.submissionId, submissionId))
    .orderBy(asc(reviewAssignments.round), asc(reviewAssignments.id));
}

/** One assignment of a submission, or null. */
export async function submissionAssignment(
  db: Database,
  submissionId: number,
  assignmentId: number,
): Promise<DiscussionAssignment | null> {
  const [row] = await db
    .select(assignmentColumns)
    .from(reviewAssignments)
    .where(
      and(eq(reviewAssignments.submissionId, submissionId), eq(reviewAssignments.id, assignmentId)),
    );
  return row ?? null;
}

/**
 * The threads a reader may see on a submission (the visibility rule decides; this lists them):
 * editors the author's thread (once submitted), the editors' notes and one per review
 * assignment; the author their thread with the editors; a reviewer theirs.
 */
export function threadsFor(
  reader: DiscussionReader,
  submission: DiscussionSubmission,
  assignments: readonly DiscussionAssignment[],
): Array<DiscussionThreadRef & { assignment: DiscussionAssignment | null }> {
  const withAuthor = { kind: 'editor_author' as const, assignmentId: null, assignment: null };
  // A draft has no editors yet: its discussion opens when it is submitted.
  if (reader.viewer.kind === 'author') return submission.status === 'draft' ? [] : [withAuthor];
  if (reader.viewer.kind === 'reviewer') {
    return [
      {
        kind: 'editor_reviewer',
        assignmentId: reader.viewer.assignmentId,
        assignment: 'assignment' in reader ? reader.assignment : null,
      },
    ];
  }
  return [
    ...(submission.status === 'draft' ? [] : [withAuthor]),
    { kind: 'editors', assignmentId: null, assignment: null },
    ...assignments.map((assignment) => ({
      kind: 'editor_reviewer' as const,
      assignmentId: assignment.id,
      assignment,
    })),
  ];
}

/** How editors name a reviewer's thread: "Reviewer 1 · Ada Lovelace". */
export function reviewerParty(assignment: DiscussionAssignment): string {
  return `${reviewerAlias(assignment.position)} · ${assignment.reviewerName}`;
}

/**
 * The users who read a submission's discussions as editors, for live events: the site's
 * administrators, the journal's managers and editors, and the section's editors (the
 * `editorialScope` rule, from the submission's side). The author is left out even when they
 * also edit the journal: nobody reads the reviewers' threads of their own submission.
 */
export async function editorUserIds(
  db: Database,
  submission: Pick<DiscussionSubmission, 'journalId' | 'sectionId' | 'ownerId'>,
): Promise<number[]> {
  const admins = db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), isNull(users.disabledAt)));
  const journalId = submission.journalId ?? 0;
  const staff = db
    .select({ id: journalRoles.userId })
    .from(journalRoles)
    .where(
      and(
        eq(journalRoles.journalId, journalId),
        sql`(${journalRoles.role} in ('manager', 'editor') or (${journalRoles.role} = 'section_editor' and exists (select 1 from ${sectionEditors} se where se.user_id = ${journalRoles.userId} and se.section_id = ${submission.sectionId ?? 0})))`,
      ),
    );
  const rows = await admins.union(staff);
  return rows.map((row) => row.id).filter((id) => id !== submission.ownerId);
}

/**
 * The editors mailed about a message they have not seen: those assigned to the submission, or,
 * while none is, the journal's managers and editors. Disabled accounts and the author are left
 * out.
 */
export async function editorsToMail(
  db: Database,
  submission: Pick<DiscussionSubmission, 'id' | 'journalId' | 'ownerId'>,
): Promise<Array<{ id: number; name: string; email: string }>> {
  const person = { id: users.id, name: users.name, email: users.email };
  const assigned = await db
    .select(person)
    .from(submissionEditors)
    .innerJoin(users, eq(users.id, submissionEditors.userId))
    .where(and(eq(submissionEditors.submissionId, submission.id), isNull(users.disabledAt)));
  const editors =
    assigned.length > 0 || submission.journalId === null
      ? assigned
      : await db
          .selectDistinct(person)
          .from(journalRoles)
          .innerJoin(users, eq(users.id, journalRoles.userId))
          .where(
            and(
              eq(journalRoles.journalId, submission.journalId),
              inArray(journalRoles.role, ['manager', 'editor']),
              isNull(users.disabledAt),
            ),
          );
  return editors.filter((editor) => editor.id !== submission.ownerId);
}

/** A submission as the discussions need it, with its review mode; null when there is none. */
export async function loadDiscussionSubmission(
  db: Database,
  id: number,
): Promise<DiscussionSubmission | null> {
  const [row] = await db
    .select({
      id: submissions.id,
      journalId: submissions.journalId,
      sectionId: submissions.sectionId,
      ownerId: submissions.ownerId,
      title: submissions.title,
      status: submissions.status,
    })
    .from(submissions)
    .where(eq(submissions.id, id));
  return row ? { ...row, mode: await modeOf(db, row) } : null;
}
