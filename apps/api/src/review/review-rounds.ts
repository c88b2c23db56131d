import type { ReviewRoundOutcome, SubmissionStatus } from '@quire/contracts';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { reviewAssignments, reviewRounds, submissions } from '../db/schema';

type Queryable = Pick<Database, 'select' | 'insert' | 'update'>;

/** The round outcome a status reached from review records. */
const OUTCOMES: Partial<Record<SubmissionStatus, ReviewRoundOutcome>> = {
  revisions_requested: 'revisions_requested',
  accepted: 'accepted',
  declined: 'declined',
};

/**
 * Keeps review rounds in step with a status change, inside the change's transaction (called by
 * `recordTransition`): entering `under_review` (sent to review, or resubmitted: the submission's
 * round was raised) opens the round; leaving it by a decision closes the round with its outcome,
 * and the links of reviewers who had not submitted stop working. Returns the assignments it
 * withdrew, whose open link pages the caller ends once the change has committed.
 */
export async function syncReviewRound(
  tx: Queryable,
  submissionId: number,
  change: { from: SubmissionStatus; to: SubmissionStatus; byId: number },
): Promise<number[]> {
  const [row] = await tx
    .select({ round: submissions.round })
    .from(submissions)
    .where(eq(submissions.id, submissionId));
  if (!row) return [];
  if (change.to === 'under_review') {
    await tx.insert(reviewRounds).values({ submissionId, round: row.round }).onConflictDoNothing();
    return [];
  }
  const outcome = OUTCOMES[change.to];
  if (change.from !== 'under_review' || !outcome) return [];
  await tx
    .update(reviewRounds)
    .set({ outcome, decidedAt: sql`now()`, decidedBy: change.byId })
    .where(
      and(
        eq(reviewRounds.submissionId, submissionId),
        eq(reviewRounds.round, row.round),
        isNull(reviewRounds.outcome),
      ),
    );
  const withdrawn = await tx
    .update(reviewAssignments)
    .set({ status: 'withdrawn', withdrawnAt: sql`now()`, updatedAt: sql`now()` })
    .where(
      and(
        eq(reviewAssignments.submissionId, submissionId),
        eq(reviewAssignments.round, row.round),
        inArray(reviewAssignments.status, ['invited', 'accepted']),
      ),
    )
    .returning({ id: reviewAssignments.id });
  return withdrawn.map(({ id }) => id);
}

/**
 * The open round of a submission under review (created if an older submission has none yet),
 * or null when the submission is not under review.
 */
export async function openRound(
  db: Database,
  submission: { id: number; status: SubmissionStatus; round: number },
): Promise<{ id: number; round: number } | null> {
  if (submission.status !== 'under_review') return null;
  await db
    .insert(reviewRounds)
    .values({ submissionId: submission.id, round: submission.round })
    .onConflictDoNothing();
  const [round] = await db
    .select({ id: reviewRounds.id, round: reviewRounds.round })
    .from(reviewRounds)
    .where(
      and(eq(reviewRounds.submissionId, submission.id), eq(reviewRounds.round, submission.round)),
    );
  return round ?? null;
}
