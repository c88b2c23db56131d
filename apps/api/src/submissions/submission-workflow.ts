import {
  type EditorDecision,
  type Notification,
  SUBMISSION_STATUS_LABELS,
  type SubmissionStatus,
} from '@quire/contracts';
import { and, count, eq, sql } from 'drizzle-orm';
import type { SessionUser } from '../auth/session';
import type { Database } from '../db/client';
import { submissionEvents, submissionFiles, submissions } from '../db/schema';
import { conflict, HttpError, notFound } from '../http/errors';
import { insertNotification } from '../notifications/notification-store';
import { missingForSubmit } from './completeness';
import { unprocessable } from './placement';
import {
  DECISIONS_NEEDING_A_MESSAGE,
  nextStatus,
  refusalMessage,
  type SubmissionAction,
} from './status-transitions';
import { findSubmission, type SubmissionRow } from './submission-view';

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

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Moves a submission from the status it was read in to `to` and records the event — in the
 * caller's transaction. A concurrent change (the status is no longer `from`) is a 409.
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
): Promise<void> {
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
}

/**
 * Submits a complete draft (422 lists what is missing). Submitting a submitted submission again
 * changes nothing (a double-click makes one submission); other statuses are a 409.
 */
export async function submitDraft(
  db: Database,
  user: SessionUser,
  id: number,
  message: string | null,
  wordLimit: number,
): Promise<void> {
  const row = await findSubmission(db, id, { ownerId: user.id });
  if (!row) throw notFound('The submission');
  if (row.status === 'submitted') return;
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
  try {
    await db.transaction((tx) =>
      recordTransition(tx, row, {
        from: 'draft',
        to: 'submitted',
        actor: 'author',
        by: user,
        message,
        set: { submittedAt: new Date() },
      }),
    );
  } catch (error) {
    // The other click of a double-click got there first: same outcome, nothing to report.
    const now = await findSubmission(db, id, { ownerId: user.id });
    if (now?.status === 'submitted') return;
    throw error;
  }
}

/** Sends revised files back to the editors: the next review round starts. */
export async function resubmit(
  db: Database,
  user: SessionUser,
  id: number,
  message: string,
): Promise<void> {
  const row = await findSubmission(db, id, { ownerId: user.id });
  if (!row) throw notFound('The submission');
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
  await db.transaction((tx) =>
    recordTransition(tx, row, {
      from: row.status,
      to: 'under_review',
      actor: 'author',
      by: user,
      message,
      set: { round: row.round + 1 },
    }),
  );
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

/**
 * Records an editor's decision and notifies the author (one transaction). Returns the
 * notification to push live.
 */
export async function decide(
  db: Database,
  editor: SessionUser,
  id: number,
  decision: EditorDecision,
  message: string | null,
): Promise<CreatedNotification> {
  const row = await findSubmission(db, id, { editor: true });
  if (!row) throw notFound('The submission');
  const action: SubmissionAction = decision;
  const to = nextStatus(action, row.status);
  if (to === null) throw conflict(refusalMessage(action, row.status));
  if (DECISIONS_NEEDING_A_MESSAGE.has(decision) && !message) {
    throw unprocessable(
      'message',
      `Write the message to the author: it explains why the submission is ${SUBMISSION_STATUS_LABELS[to].toLowerCase()}.`,
    );
  }
  const notice = DECISION_NOTICES[decision];
  return db.transaction(async (tx) => {
    await recordTransition(tx, row, {
      from: row.status,
      to,
      actor: 'editor',
      by: editor,
      message,
    });
    return insertNotification(tx, {
      userId: row.ownerId,
      kind: 'decision',
      title: noticeTitle(notice.title, row.title),
      body: message ?? notice.body,
      link: submissionLink(row.id),
      submissionId: row.id,
    });
  });
}
