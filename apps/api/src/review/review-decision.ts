import type { reviewDecisionBodySchema } from '@quire/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { SessionUser } from '../auth/session';
import type { AppContext } from '../context';
import { journals, reviewAssignments, reviewRounds } from '../db/schema';
import { conflict, HttpError } from '../http/errors';
import { type CreatedNotification, decide } from '../submissions/submission-workflow';
import { editorSubmission } from './assignments';
import { mailOutcome } from './review-mail';
import { modeOf, settingsRow } from './review-settings';
import { sharedReviewsText } from './review-views';

type DecisionBody = z.output<typeof reviewDecisionBodySchema>;

const OUTCOME = {
  request_revisions: 'revisions_requested',
  accept: 'accepted',
  decline: 'declined',
} as const;

/**
 * `POST admin/submissions/:id/review-decision`: decides the open round with a letter and the
 * reviewer comments the author receives (each as the editor edited it, named as `visibility.ts`
 * lets the author read it, at `{reviews}` in the letter or after it). The round keeps the
 * letter and what was shared; reviewers of the round hear the outcome when the journal says so.
 * Returns the author's notification (null for a repeated post) and the letter sent.
 */
export async function decideRound(
  context: AppContext,
  editor: SessionUser,
  submissionId: number,
  body: DecisionBody,
): Promise<{ created: CreatedNotification | null; letter: string }> {
  const { db } = context;
  const submission = await editorSubmission(db, editor, submissionId);
  if (submission.status !== 'under_review') {
    throw conflict('Only a submission under review is decided with its reviews.');
  }
  const submitted = await db
    .select()
    .from(reviewAssignments)
    .where(
      and(
        eq(reviewAssignments.submissionId, submission.id),
        eq(reviewAssignments.round, submission.round),
        eq(reviewAssignments.status, 'submitted'),
      ),
    );
  const errors: Record<string, string[]> = {};
  const shared = body.shared.map((entry, index) => {
    const row = submitted.find((candidate) => candidate.id === entry.assignmentId);
    if (!row) errors[`shared.${index}.assignmentId`] = ['Share a review submitted in this round.'];
    return {
      assignmentId: entry.assignmentId,
      name: row?.reviewerName ?? '',
      position: row?.position ?? 0,
      comments: entry.comments,
    };
  });
  if (Object.keys(errors).length > 0) {
    throw new HttpError(400, 'Choose reviews of this round to share.', errors);
  }
  const mode = await modeOf(db, submission);
  const reviewsText = sharedReviewsText(mode, shared);
  const letter = body.letter.includes('{reviews}')
    ? body.letter.replace('{reviews}', reviewsText).trim()
    : [body.letter.trim(), reviewsText].filter(Boolean).join('\n\n');
  const decided = await decide(db, editor, submission.id, body.decision, letter);
  if (!decided) return { created: null, letter };
  const created = decided.notice;
  // Reviewers still invited or reviewing lost their part with the round: pages open on their
  // links end now, not at the next minute's check.
  context.realtime?.endReviewLinks(decided.withdrawnAssignments);
  await db.transaction(async (tx) => {
    await tx
      .update(reviewRounds)
      .set({ decisionLetter: letter })
      .where(
        and(eq(reviewRounds.submissionId, submission.id), eq(reviewRounds.round, submission.round)),
      );
    for (const entry of shared) {
      await tx
        .update(reviewAssignments)
        .set({ sharedComments: entry.comments, updatedAt: sql`now()` })
        .where(eq(reviewAssignments.id, entry.assignmentId));
    }
  });
  if (submission.journalId !== null) {
    const settings = await settingsRow(db, submission.journalId);
    if (settings.tellReviewersOutcome) {
      const [journal] = await db
        .select({ title: journals.title, timeZone: journals.timeZone })
        .from(journals)
        .where(eq(journals.id, submission.journalId));
      for (const row of submitted) {
        mailOutcome(
          context,
          {
            reviewerName: row.reviewerName,
            reviewerEmail: row.reviewerEmail,
            title: submission.title,
            journalTitle: journal?.title ?? '',
            timeZone: journal?.timeZone ?? 'UTC',
            editorName: editor.name,
          },
          OUTCOME[body.decision],
        );
      }
    }
  }
  return { created, letter };
}
