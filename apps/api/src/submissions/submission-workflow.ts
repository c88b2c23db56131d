import {
  DECISIONS_NEEDING_A_MESSAGE,
  type EditorDecision,
  type Notification,
  nextStatus,
  refusalMessage,
  SUBMISSION_STATUS_LABELS,
  SUBMISSION_TRANSITIONS,
  type SubmissionAction,
  type SubmissionStatus,
} from '@quire/contracts';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { editorialScope } from '../access/access';
import type { SessionUser } from '../auth/session';
import type { Database } from '../db/client';
import { files, journalRoles, submissionEvents, submissionFiles, submissions } from '../db/schema';
import { conflict, HttpError, notFound } from '../http/errors';
import { insertNotification } from '../notifications/notification-store';
import { syncReviewRound } from '../review/review-rounds';
import { missingForSubmit } from './completeness';
import { notifyEditors } from './editor-notices';
import { assertJournalDeclarations, assertTakingSubmissions, unprocessable } from './placement';
import { openProduction } from './submission-production';
import { recordEvent } from './submission-timeline';
import { findSubmission, type SubmissionRow, type SubmissionScope } from './submission-view';

/** A notification created with a change, to push once the change is committed. */
export interface CreatedNotification {
  userId: number;
  notification: Notification;
}

/** The panel page of a submission, where notifications about it lead. */
export function submissionLink(id: number): string {
  return `/panel/submission?id=${id}`;
}

const CHANGED_MEANWHILE = 'The submission changed meanwhile; reload it and try again.';

/** How long after an action the same action by the same person counts as a double post. */
const REPEAT_WINDOW = sql.raw(`interval '60 seconds'`);

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Whether taking `action` now would only repeat what was just done — a double-posted form: the
 * submission is already where the action leads, and its latest event is that action by the same
 * person with the same message, less than a minute ago. Such a repeat is answered as a success
 * without a second event or notification; anything else still goes through the status checks.
 */
async function isRepeatOf(
  db: Database,
  row: Pick<SubmissionRow, 'id' | 'status'>,
  action: SubmissionAction,
  by: Pick<SessionUser, 'id'>,
  message: string | null,
): Promise<boolean> {
  const transition = SUBMISSION_TRANSITIONS[action];
  if (row.status !== transition.to) return false;
  const [latest] = await db
    .select({
      fromStatus: submissionEvents.fromStatus,
      toStatus: submissionEvents.toStatus,
      actor: submissionEvents.actor,
      actorId: submissionEvents.actorId,
      message: submissionEvents.message,
      // The database clock, like every other time the API compares.
      isRecent: sql<boolean>`${submissionEvents.createdAt} > now() - ${REPEAT_WINDOW}`,
    })
    .from(submissionEvents)
    // The latest status change: assignments and other events in between change no status.
    .where(and(eq(submissionEvents.submissionId, row.id), eq(submissionEvents.kind, 'status')))
    .orderBy(desc(submissionEvents.id))
    .limit(1);
  return (
    latest !== undefined &&
    latest.fromStatus !== null &&
    transition.from.includes(latest.fromStatus) &&
    latest.toStatus === transition.to &&
    latest.actor === transition.actor &&
    latest.actorId === by.id &&
    latest.message === message &&
    Boolean(latest.isRecent)
  );
}

/**
 * Moves a submission from the status it was read in to `to` and records the event — in the
 * caller's transaction. A concurrent change (the status is no longer `from`) is a 409. Returns
 * the review assignments a decision withdrew (see `syncReviewRound`).
 */
export async function recordTransition(
  tx: Transaction,
  row: Pick<SubmissionRow, 'id'>,
  change: {
    from: SubmissionStatus;
    to: SubmissionStatus;
    actor: 'author' | 'editor';
    by: Pick<SessionUser, 'id' | 'name'>;
    message: string | null;
    set?: Partial<typeof submissions.$inferInsert>;
  },
): Promise<number[]> {
  const moved = await tx
    .update(submissions)
    .set({ ...change.set, status: change.to, updatedAt: sql`now()` })
    .where(and(eq(submissions.id, row.id), eq(submissions.status, change.from)))
    .returning({ id: submissions.id });
  if (moved.length === 0) throw conflict(CHANGED_MEANWHILE);
  await tx.insert(submissionEvents).values({
    submissionId: row.id,
    fromStatus: change.from,
    toStatus: change.to,
    actor: change.actor,
    actorId: change.by.id,
    actorName: change.by.name,
    message: change.message,
  });
  return syncReviewRound(tx, row.id, { from: change.from, to: change.to, byId: change.by.id });
}

/** The back-office page of a submission, where editors' notifications about it lead. */
export function editorSubmissionLink(id: number): string {
  return `/admin/submissions/${id}`;
}

/**
 * Submits a complete draft (422 lists what is missing) and tells the journal's editors (see
 * `editorsToTell`); returns their notifications to push. Submitting a submitted submission again
 * changes nothing (a double-click makes one submission, no notice); other statuses are a 409.
 */
export async function submitDraft(
  db: Database,
  user: SessionUser,
  id: number,
  message: string | null,
  wordLimit: number,
): Promise<CreatedNotification[]> {
  const row = await findSubmission(db, id, { ownerId: user.id });
  if (!row) throw notFound('The submission');
  if (row.status === 'submitted') return [];
  if (row.status !== 'draft') throw conflict(refusalMessage('submit', row.status));
  const [manuscripts] = await db
    .select({ value: count() })
    .from(submissionFiles)
    .where(and(eq(submissionFiles.submissionId, id), eq(submissionFiles.role, 'manuscript')));
  const missing = missingForSubmit(
    { ...row, hasManuscript: (manuscripts?.value ?? 0) > 0 },
    wordLimit,
  );
  if (Object.keys(missing).length > 0) {
    throw new HttpError(
      422,
      'The submission is not complete yet: fill in the fields marked below.',
      missing,
    );
  }
  await assertTakingSubmissions(db, row.journalId, row.sectionId);
  await assertJournalDeclarations(db, row.journalId, row.journalDeclarations);
  try {
    return await db.transaction(async (tx) => {
      await recordTransition(tx, row, {
        from: 'draft',
        to: 'submitted',
        actor: 'author',
        by: user,
        message,
        set: { submittedAt: new Date() },
      });
      // Submitting makes the submitter one of the journal's authors (their role there).
      if (row.journalId !== null) {
        await tx
          .insert(journalRoles)
          .values({ userId: user.id, journalId: row.journalId, role: 'author' })
          .onConflictDoNothing();
      }
      return notifyEditors(tx, row, {
        title: noticeTitle('New submission', row.title),
        body: `${user.name} submitted it${message ? `, writing: ${message}` : '.'}`,
        link: editorSubmissionLink(row.id),
      });
    });
  } catch (error) {
    // The other click of a double-click got there first: same outcome, nothing to report.
    const now = await findSubmission(db, id, { ownerId: user.id });
    if (now?.status === 'submitted') return [];
    throw error;
  }
}

/**
 * Sends revised files back to the editors: the next review round starts, and the editors are
 * told (see `editorsToTell`; their notifications are returned to push). The same resubmission
 * posted twice within a minute changes nothing the second time (see `isRepeatOf`).
 */
export async function resubmit(
  db: Database,
  user: SessionUser,
  id: number,
  message: string,
): Promise<CreatedNotification[]> {
  const row = await findSubmission(db, id, { ownerId: user.id });
  if (!row) throw notFound('The submission');
  if (await isRepeatOf(db, row, 'resubmit', user, message)) return [];
  if (nextStatus('resubmit', row.status) === null) {
    throw conflict(refusalMessage('resubmit', row.status));
  }
  const [revisions] = await db
    .select({ value: count() })
    .from(submissionFiles)
    .where(
      and(
        eq(submissionFiles.submissionId, id),
        eq(submissionFiles.role, 'revision'),
        eq(submissionFiles.round, row.round + 1),
      ),
    );
  if ((revisions?.value ?? 0) === 0) {
    throw unprocessable('files', 'Attach at least one revised file before resubmitting.');
  }
  try {
    return await db.transaction(async (tx) => {
      await recordRevisedFiles(tx, row, user);
      await recordTransition(tx, row, {
        from: row.status,
        to: 'under_review',
        actor: 'author',
        by: user,
        message,
        set: { round: row.round + 1 },
      });
      return notifyEditors(tx, row, {
        title: noticeTitle('Revised submission', row.title),
        body: `${user.name} sent revised files for round ${row.round + 1}: ${message}`,
        link: editorSubmissionLink(row.id),
      });
    });
  } catch (error) {
    // The other post of a double post got there first: same outcome, nothing to report.
    if (await repeatedMeanwhile(db, id, { ownerId: user.id }, 'resubmit', user, message)) {
      return [];
    }
    throw error;
  }
}

/**
 * The revised files a resubmission sends, as one timeline entry naming them (before the status
 * change; files attached and removed while revising leave no trace of their own).
 */
async function recordRevisedFiles(
  tx: Transaction,
  row: Pick<SubmissionRow, 'id' | 'round'>,
  by: Pick<SessionUser, 'id' | 'name'>,
): Promise<void> {
  const revised = await tx
    .select({ name: files.originalName })
    .from(submissionFiles)
    .innerJoin(files, eq(files.id, submissionFiles.fileId))
    .where(
      and(
        eq(submissionFiles.submissionId, row.id),
        eq(submissionFiles.role, 'revision'),
        eq(submissionFiles.round, row.round + 1),
      ),
    )
    .orderBy(submissionFiles.id);
  await recordEvent(tx, {
    submissionId: row.id,
    kind: 'files_added',
    actor: 'author',
    by,
    subject: { id: null, name: revised.map((file) => file.name).join(', ') },
    editorsOnly: false,
  });
}

/** After a lost race: whether the winner was this very action (re-reads the submission). */
async function repeatedMeanwhile(
  db: Database,
  id: number,
  scope: SubmissionScope,
  action: SubmissionAction,
  by: Pick<SessionUser, 'id'>,
  message: string | null,
): Promise<boolean> {
  const now = await findSubmission(db, id, scope);
  return now !== null && (await isRepeatOf(db, now, action, by, message));
}

/** What the author is told about each decision: a title prefix and the text when no letter is given. */
const DECISION_NOTICES: Record<EditorDecision, { title: string; body: string }> = {
  send_to_review: {
    title: 'Under review',
    body: 'Your submission has been sent to peer review.',
  },
  request_revisions: {
    title: 'Revisions requested',
    body: 'The editors ask you to revise your submission.',
  },
  accept: { title: 'Accepted', body: 'Your submission has been accepted for publication.' },
  decline: { title: 'Declined', body: 'Your submission has been declined.' },
};

/** The title of a notification about a submission. */
export function noticeTitle(prefix: string, title: string | null): string {
  return `${prefix}: ${title?.trim() || 'Untitled submission'}`;
}

/** What a recorded decision leaves the caller to do once it has committed. */
export interface RecordedDecision {
  /** The author's notification, to push live. */
  notice: CreatedNotification;
  /** Review assignments the decision withdrew: their reviewers' open link pages end now. */
  withdrawnAssignments: number[];
}

/**
 * Records an editor's decision and notifies the author (one transaction). Returns the
 * notification to push live and the assignments withdrawn, or null when the decision only
 * repeats the one just made (a double-posted form: nothing is recorded or sent again, see
 * `isRepeatOf`).
 */
export async function decide(
  db: Database,
  editor: SessionUser,
  id: number,
  decision: EditorDecision,
  message: string | null,
): Promise<RecordedDecision | null> {
  const scope = { editor: editorialScope(editor) };
  const row = await findSubmission(db, id, scope);
  if (!row) throw notFound('The submission');
  const action: SubmissionAction = decision;
  if (await isRepeatOf(db, row, action, editor, message)) return null;
  const to = nextStatus(action, row.status);
  if (to === null) throw conflict(refusalMessage(action, row.status));
  if (DECISIONS_NEEDING_A_MESSAGE.has(decision) && !message) {
    throw unprocessable(
      'message',
      `Write the message to the author: it explains why the submission is ${SUBMISSION_STATUS_LABELS[to].toLowerCase()}.`,
    );
  }
  const notice = DECISION_NOTICES[decision];
  try {
    return await db.transaction(async (tx) => {
      const withdrawnAssignments = await recordTransition(tx, row, {
        from: row.status,
        to,
        actor: 'editor',
        by: editor,
        message,
      });
      // From acceptance on, the submission goes through copyediting, galleys and a proof.
      if (to === 'accepted') await openProduction(tx, row.id);
      const created = await insertNotification(tx, {
        userId: row.ownerId,
        kind: 'decision',
        title: noticeTitle(notice.title, row.title),
        body: message ?? notice.body,
        link: submissionLink(row.id),
        submissionId: row.id,
      });
      return { notice: created, withdrawnAssignments };
    });
  } catch (error) {
    if (await repeatedMeanwhile(db, id, scope, action, editor, message)) return null;
    throw error;
  }
}
