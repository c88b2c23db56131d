import type {
  AuthorReviews,
  DecisionDraft,
  EditorAssignment,
  EditorReview,
  ReviewMode,
} from '@quire/contracts';
import { REVIEW_RECOMMENDATION_NAMES } from '@quire/contracts';
import { and, asc, count, eq, inArray, isNotNull } from 'drizzle-orm';
import { toIso } from '../content/published';
import type { AppContext } from '../context';
import type { Database } from '../db/client';
import { journals, reviewAssignments, reviewReminders, reviewRounds, users } from '../db/schema';
import { notFound } from '../http/errors';
import type { SubmissionRow } from '../submissions/submission-view';
import { annotatedFiles, fileRefs, manuscriptChecks, roundFiles } from './review-files';
import { openRound } from './review-rounds';
import {
  defaultDueDates,
  fillTemplate,
  modeOf,
  readReviewSettings,
  settingsRow,
} from './review-settings';
import { isOverdue, reviewContent } from './reviewer-tasks';
import { mayKnowReviewer, type ReviewViewer, reviewerLabel } from './visibility';

/**
 * `GET admin/submissions/:id/review`: every round with its assignments and reviews (in full:
 * editors may know everything, `visibility.ts`), the open round's manuscript checks and the
 * default due dates of a new invitation.
 */
export async function editorReview(
  context: AppContext,
  submission: SubmissionRow,
): Promise<EditorReview> {
  const { db } = context;
  const viewer: ReviewViewer = { kind: 'editor' };
  const mode = await modeOf(db, submission);
  const open = await openRound(db, submission);
  const rounds = await db
    .select()
    .from(reviewRounds)
    .where(eq(reviewRounds.submissionId, submission.id))
    .orderBy(asc(reviewRounds.round));
  const assignments = await db
    .select()
    .from(reviewAssignments)
    .where(eq(reviewAssignments.submissionId, submission.id))
    .orderBy(
      asc(reviewAssignments.round),
      asc(reviewAssignments.position),
      asc(reviewAssignments.id),
    );
  const ids = assignments.map((row) => row.id);
  const annotated = await annotatedFiles(db, ids);
  const reminders =
    ids.length === 0
      ? []
      : await db
          .select({ assignmentId: reviewReminders.assignmentId, sent: count() })
          .from(reviewReminders)
          .where(inArray(reviewReminders.assignmentId, ids))
          .groupBy(reviewReminders.assignmentId);
  const views: Array<EditorAssignment & { roundNumber: number }> = [];
  for (const row of assignments) {
    views.push({
      roundNumber: row.round,
      id: row.id,
      round: row.round,
      status: row.status,
      alias: reviewerLabel({ kind: 'author', userId: 0 }, 'double_anonymous', {
        assignmentId: row.id,
        name: row.reviewerName,
        position: row.position,
      }),
      reviewer: {
        id: row.reviewerId,
        name: reviewerLabel(viewer, mode, {
          assignmentId: row.id,
          name: row.reviewerName,
          position: row.position,
        }),
        email: row.reviewerEmail,
      },
      invitedAt: toIso(row.invitedAt),
      responseDueAt: toIso(row.responseDueAt),
      reviewDueAt: toIso(row.reviewDueAt),
      respondedAt: row.respondedAt ? toIso(row.respondedAt) : null,
      submittedAt: row.submittedAt ? toIso(row.submittedAt) : null,
      overdue: isOverdue(row),
      declineReason: row.declineReason,
      suggested: row.suggestedName ? { name: row.suggestedName, email: row.suggestedEmail } : null,
      sharedComments: row.sharedComments,
      remindersSent: reminders.find((entry) => entry.assignmentId === row.id)?.sent ?? 0,
      review: await reviewContent(
        db,
        viewer,
        row,
        fileRefs(annotated.filter((file) => file.assignmentId === row.id)),
      ),
    });
  }
  const checks = open ? await roundFiles(context, submission, open.round) : [];
  const settings =
    submission.journalId === null ? null : await settingsRow(db, submission.journalId);
  const defaults = defaultDueDates(settings ?? { responseDays: 7, reviewDays: 28 });
  return {
    submissionId: submission.id,
    mode,
    openRound: open?.round ?? null,
    rounds: rounds.map((round) => ({
      round: round.round,
      openedAt: toIso(round.openedAt),
      outcome: round.outcome,
      decidedAt: round.decidedAt ? toIso(round.decidedAt) : null,
      decisionLetter: round.decisionLetter,
      assignments: views
        .filter((view) => view.roundNumber === round.round)
        .map(({ roundNumber: _, ...view }) => view),
    })),
    manuscripts: manuscriptChecks(mode, checks),
    defaults: {
      responseDueAt: toIso(defaults.responseDueAt),
      reviewDueAt: toIso(defaults.reviewDueAt),
    },
  };
}

/** The `{reviews}` of a letter: each shared review under the name the author may read. */
export function sharedReviewsText(
  mode: ReviewMode,
  shared: ReadonlyArray<{ assignmentId: number; name: string; position: number; comments: string }>,
): string {
  const author: ReviewViewer = { kind: 'author', userId: 0 };
  return shared
    .map(
      (entry) =>
        `${reviewerLabel(author, mode, { assignmentId: entry.assignmentId, name: entry.name, position: entry.position })}:\n${entry.comments.trim()}`,
    )
    .join('\n\n');
}

/**
 * `GET admin/submissions/:id/decision-draft?decision=`: the letter filled from the journal's
 * template (the reviews to share still to be chosen: `{reviews}` stays in it), and the round's
 * submitted reviews side by side.
 */
export async function decisionDraft(
  context: AppContext,
  submission: SubmissionRow,
  decision: DecisionDraft['decision'],
  editorName: string,
): Promise<DecisionDraft> {
  const { db } = context;
  if (submission.journalId === null) throw notFound('The submission');
  const settings = await readReviewSettings(db, submission.journalId);
  const [journal] = await db
    .select({ title: journals.title })
    .from(journals)
    .where(eq(journals.id, submission.journalId));
  const [owner] = await db
    .select({ name: users.name })
    .from(users)
    .where(eq(users.id, submission.ownerId));
  const letter = fillTemplate(settings.decisionTemplates[decision], {
    title: submission.title?.trim() || 'Untitled submission',
    journalTitle: journal?.title ?? '',
    authorName: owner?.name ?? '',
    editorName,
    reviews: '{reviews}',
  });
  const viewer: ReviewViewer = { kind: 'editor' };
  const submitted = await db
    .select()
    .from(reviewAssignments)
    .where(
      and(
        eq(reviewAssignments.submissionId, submission.id),
        eq(reviewAssignments.round, submission.round),
        eq(reviewAssignments.status, 'submitted'),
      ),
    )
    .orderBy(asc(reviewAssignments.position));
  const reviews: DecisionDraft['reviews'] = [];
  for (const row of submitted) {
    const content = await reviewContent(db, viewer, row, []);
    reviews.push({
      assignmentId: row.id,
      alias: reviewerLabel({ kind: 'author', userId: 0 }, 'double_anonymous', {
        assignmentId: row.id,
        name: row.reviewerName,
        position: row.position,
      }),
      reviewerName: row.reviewerName,
      recommendation: content?.recommendation ?? null,
      commentsForAuthor: content?.commentsForAuthor ?? '',
      commentsForEditor: content?.commentsForEditor ?? '',
      answers: (content?.questions ?? []).map((question) => {
        const answer = content?.answers[question.id];
        return {
          prompt: question.prompt,
          answer:
            answer === undefined
              ? ''
              : question.kind === 'scale'
                ? `${answer} of ${question.scaleMax ?? 5}`
                : String(answer),
        };
      }),
    });
  }
  return { decision, letter, reviews };
}

/** The recommendation's name, for letters. */
export function recommendationName(value: keyof typeof REVIEW_RECOMMENDATION_NAMES | null): string {
  return value ? REVIEW_RECOMMENDATION_NAMES[value] : 'No recommendation';
}

/**
 * `GET submissions/:id/reviews` (the author): each decided round with its letter and the
 * comments the editor chose to share, every reviewer named as `visibility.ts` allows the author.
 */
export async function authorReviews(
  db: Database,
  submission: SubmissionRow,
  authorId: number,
): Promise<AuthorReviews> {
  const viewer: ReviewViewer = { kind: 'author', userId: authorId };
  const mode = await modeOf(db, submission);
  const rounds = await db
    .select()
    .from(reviewRounds)
    .where(and(eq(reviewRounds.submissionId, submission.id), isNotNull(reviewRounds.outcome)))
    .orderBy(asc(reviewRounds.round));
  const shared = await db
    .select({
      id: reviewAssignments.id,
      round: reviewAssignments.round,
      name: reviewAssignments.reviewerName,
      position: reviewAssignments.position,
      comments: reviewAssignments.sharedComments,
    })
    .from(reviewAssignments)
    .where(
      and(
        eq(reviewAssignments.submissionId, submission.id),
        isNotNull(reviewAssignments.sharedComments),
      ),
    )
    .orderBy(asc(reviewAssignments.position));
  return {
    rounds: rounds.map((round) => ({
      round: round.round,
      outcome: round.outcome,
      decidedAt: round.decidedAt ? toIso(round.decidedAt) : null,
      letter: round.decisionLetter,
      reviews: shared
        .filter((entry) => entry.round === round.round)
        .map((entry) => ({
          alias: mayKnowReviewer(viewer, mode, { assignmentId: entry.id })
            ? entry.name
            : reviewerLabel(viewer, mode, {
                assignmentId: entry.id,
                name: entry.name,
                position: entry.position,
              }),
          comments: entry.comments ?? '',
        })),
    })),
  };
}
