import type {
  declineReviewBodySchema,
  MyReview,
  ReviewContent,
  ReviewDraftBody,
  ReviewQuestion,
  ReviewTask,
  reviewDraftBodySchema,
} from '@quire/contracts';
import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { hashToken } from '../auth/tokens';
import { emailMatches } from '../auth/user-view';
import { toIso } from '../content/published';
import type { AppContext } from '../context';
import type { Database } from '../db/client';
import {
  journalRoles,
  journals,
  reviewAssignments,
  reviewLinkTokens,
  reviewRounds,
  reviews,
  sections,
  submissions,
  users,
} from '../db/schema';
import { conflict, HttpError, notFound } from '../http/errors';
import { emitNotification, insertNotification } from '../notifications/notification-store';
import { noopRealtime } from '../realtime/realtime-emitter';
import { noticeTitle } from '../submissions/submission-workflow';
import { annotatedFiles, fileRefs, filesForReviewer, roundFiles } from './review-files';
import { currentForm, formById } from './review-forms';
import { mailEditorAboutReview } from './review-mail';
import { modeOf, settingsRow } from './review-settings';
import {
  mayKnowReviewer,
  mayReadConfidential,
  type ReviewViewer,
  reviewerLabel,
  visibleAuthors,
} from './visibility';

/** The one answer to an unknown, answered, withdrawn or finished link (which is nobody's business). */
export const REVIEW_LINK_INVALID =
  'This review link no longer works: the review was submitted, declined or withdrawn. Ask the journal if you need it again.';

export type AssignmentRow = typeof reviewAssignments.$inferSelect;

/** How a reviewer reached their assignment: by the mailed link, or signed in. */
export type ReviewerAccess = { token: string } | { userId: number; assignmentId: number };

/** The statuses in which an assignment's mailed links open it. */
export const LINK_OPEN_STATUSES = ['invited', 'accepted'] as const;

/**
 * The open assignment (invited or accepted) whose invitation or reminder link hashes to
 * `tokenHash`, or null: what a link opens, for as long as it works.
 */
export async function assignmentOfLink(
  db: Database,
  tokenHash: string,
): Promise<AssignmentRow | null> {
  const [row] = await db
    .select()
    .from(reviewAssignments)
    .where(
      and(
        inArray(reviewAssignments.status, [...LINK_OPEN_STATUSES]),
        or(
          eq(reviewAssignments.tokenHash, tokenHash),
          inArray(
            reviewAssignments.id,
            db
              .select({ id: reviewLinkTokens.assignmentId })
              .from(reviewLinkTokens)
              .where(eq(reviewLinkTokens.tokenHash, tokenHash)),
          ),
        ),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * The assignment a reviewer may act on: by link, an open assignment (invited or accepted) whose
 * invitation or reminder token it is; signed in, one of their own assignments in any status.
 * Anything else is a 404 with one message.
 */
export async function reviewerAssignment(
  db: Database,
  access: ReviewerAccess,
): Promise<AssignmentRow> {
  if ('token' in access) {
    const row = await assignmentOfLink(db, hashToken(access.token));
    if (!row) throw new HttpError(404, REVIEW_LINK_INVALID);
    return row;
  }
  const [row] = await db
    .select()
    .from(reviewAssignments)
    .where(
      and(
        eq(reviewAssignments.id, access.assignmentId),
        eq(reviewAssignments.reviewerId, access.userId),
      ),
    );
  if (!row) throw notFound('The review');
  return row;
}

/** Whether the assignment's due date has passed without the step it waits for. */
export function isOverdue(
  row: Pick<AssignmentRow, 'status' | 'responseDueAt' | 'reviewDueAt'>,
): boolean {
  const now = Date.now();
  if (row.status === 'invited') return row.responseDueAt.getTime() < now;
  if (row.status === 'accepted') return row.reviewDueAt.getTime() < now;
  return false;
}

/** The questions a review is answered on: its own form version, else the journal's current. */
async function questionsFor(
  db: Database,
  journalId: number,
  formId: number | null,
): Promise<{ version: number | null; id: number; questions: ReviewQuestion[] }> {
  const form = formId !== null ? await formById(db, formId) : null;
  const chosen = form ?? (await currentForm(db, journalId));
  return { version: chosen.version, id: chosen.id, questions: chosen.questions };
}

/** A review's content as `viewer` may read it (confidential comments only to editors and its writer). */
export async function reviewContent(
  db: Database,
  viewer: ReviewViewer,
  assignment: Pick<AssignmentRow, 'id' | 'journalId'>,
  annotated: ReviewContent['files'],
): Promise<ReviewContent | null> {
  const [row] = await db.select().from(reviews).where(eq(reviews.assignmentId, assignment.id));
  if (!row) return null;
  const form = await questionsFor(db, assignment.journalId, row.formId);
  return {
    formVersion: form.version,
    questions: form.questions,
    answers: row.answers,
    recommendation: row.recommendation,
    commentsForAuthor: row.commentsForAuthor,
    commentsForEditor: mayReadConfidential(viewer, { assignmentId: assignment.id })
      ? row.commentsForEditor
      : null,
    files: annotated,
    updatedAt: toIso(row.updatedAt),
    submittedAt: row.submittedAt ? toIso(row.submittedAt) : null,
  };
}

/**
 * One review task as its reviewer sees it — everything passes through `visibility.ts`: the
 * authors only where the mode allows, file names neutral in double anonymous review, flagged
 * manuscripts held back until cleaned, no other reviewer at all.
 */
export async function reviewTask(
  context: AppContext,
  assignment: AssignmentRow,
): Promise<ReviewTask> {
  const { db } = context;
  const viewer: ReviewViewer = { kind: 'reviewer', assignmentId: assignment.id };
  const [submission] = await db
    .select({
      id: submissions.id,
      title: submissions.title,
      abstract: submissions.abstract,
      keywords: submissions.keywords,
      authors: submissions.authors,
      journalId: submissions.journalId,
      sectionId: submissions.sectionId,
      section: sections.title,
      journalSlug: journals.slug,
      journalTitle: journals.title,
    })
    .from(submissions)
    .innerJoin(journals, eq(journals.id, submissions.journalId))
    .leftJoin(sections, eq(sections.id, submissions.sectionId))
    .where(eq(submissions.id, assignment.submissionId));
  if (!submission) throw notFound('The review');
  const mode = await modeOf(db, submission);
  const offered =
    assignment.status === 'accepted' || assignment.status === 'submitted'
      ? filesForReviewer(
          viewer,
          mode,
          assignment.round,
          await roundFiles(context, submission, assignment.round),
        )
      : [];
  const annotated = fileRefs(await annotatedFiles(db, [assignment.id]));
  const review = await reviewContent(db, viewer, assignment, annotated);
  const form = review
    ? { version: review.formVersion, questions: review.questions }
    : await currentForm(db, assignment.journalId);
  const settings = await settingsRow(db, assignment.journalId);
  const [round] = await db
    .select({ outcome: reviewRounds.outcome })
    .from(reviewRounds)
    .where(eq(reviewRounds.id, assignment.roundId));
  const [account] =
    assignment.reviewerId === null
      ? []
      : await db
          .select({ passwordHash: users.passwordHash })
          .from(users)
          .where(eq(users.id, assignment.reviewerId));
  return {
    id: assignment.id,
    status: assignment.status,
    round: assignment.round,
    alias: reviewerLabel(viewer, mode, {
      assignmentId: assignment.id,
      name: assignment.reviewerName,
      position: assignment.position,
    }),
    mode,
    journal: { slug: submission.journalSlug, title: submission.journalTitle },
    submission: {
      title: submission.title,
      abstract: submission.abstract,
      keywords: submission.keywords,
      section: submission.section,
      authors: visibleAuthors(viewer, mode, submission.authors),
    },
    invitedAt: toIso(assignment.invitedAt),
    responseDueAt: toIso(assignment.responseDueAt),
    reviewDueAt: toIso(assignment.reviewDueAt),
    files: fileRefs(offered),
    form: { version: 'version' in form ? form.version : null, questions: form.questions },
    review,
    outcome:
      settings.tellReviewersOutcome && assignment.status === 'submitted'
        ? (round?.outcome ?? null)
        : null,
    hasPassword: account?.passwordHash.startsWith('$') ?? false,
  };
}

/** `GET reviews`: the signed-in reviewer's assignments: open ones first, then the past. */
export async function myReviews(db: Database, userId: number): Promise<MyReview[]> {
  const rows = await db
    .select({
      assignment: reviewAssignments,
      title: submissions.title,
      journalSlug: journals.slug,
      journalTitle: journals.title,
    })
    .from(reviewAssignments)
    .innerJoin(submissions, eq(submissions.id, reviewAssignments.submissionId))
    .innerJoin(journals, eq(journals.id, reviewAssignments.journalId))
    .where(eq(reviewAssignments.reviewerId, userId))
    .orderBy(
      sql`${reviewAssignments.status} in ('invited', 'accepted') desc`,
      desc(reviewAssignments.invitedAt),
      desc(reviewAssignments.id),
    )
    .limit(200);
  return rows.map(({ assignment, title, journalSlug, journalTitle }) => ({
    id: assignment.id,
    status: assignment.status,
    round: assignment.round,
    title,
    journal: { slug: journalSlug, title: journalTitle },
    invitedAt: toIso(assignment.invitedAt),
    responseDueAt: toIso(assignment.responseDueAt),
    reviewDueAt: toIso(assignment.reviewDueAt),
    submittedAt: assignment.submittedAt ? toIso(assignment.submittedAt) : null,
    overdue: isOverdue(assignment),
  }));
}

/** A password hash no password matches: the account exists, and signs in once a password is set. */
const NO_PASSWORD = '!no-password';

/**
 * Accepts the invitation. A person invited by address who has no account gets one now (without
 * a password: the link is their way in until they set one), and the reviewer role in the
 * journal. Accepting an accepted assignment changes nothing.
 */
export async function acceptAssignment(
  context: AppContext,
  assignment: AssignmentRow,
): Promise<AssignmentRow> {
  const { db } = context;
  if (assignment.status === 'accepted') return assignment;
  if (assignment.status !== 'invited') throw conflict('This invitation was already answered.');
  const updated = await db.transaction(async (tx) => {
    let reviewerId = assignment.reviewerId;
    if (reviewerId === null) {
      await tx
        .insert(users)
        .values({
          name: assignment.reviewerName,
          email: assignment.reviewerEmail,
          passwordHash: NO_PASSWORD,
        })
        .onConflictDoNothing();
      const [account] = await tx
        .select({ id: users.id })
        .from(users)
        .where(emailMatches(assignment.reviewerEmail));
      reviewerId = account?.id ?? null;
    }
    if (reviewerId === null) throw new Error('the reviewer account was not created');
    await tx
      .insert(journalRoles)
      .values({ userId: reviewerId, journalId: assignment.journalId, role: 'reviewer' })
      .onConflictDoNothing();
    const [row] = await tx
      .update(reviewAssignments)
      .set({ status: 'accepted', respondedAt: new Date(), reviewerId, updatedAt: new Date() })
      .where(and(eq(reviewAssignments.id, assignment.id), eq(reviewAssignments.status, 'invited')))
      .returning();
    if (!row) throw conflict('This invitation was already answered.');
    return row;
  });
  await tellEditor(context, updated, 'accepted to review');
  return updated;
}

/** Declines the invitation with a reason and perhaps someone to ask instead. */
export async function declineAssignment(
  context: AppContext,
  assignment: AssignmentRow,
  body: z.output<typeof declineReviewBodySchema>,
): Promise<AssignmentRow> {
  if (assignment.status !== 'invited') {
    throw conflict(
      assignment.status === 'accepted'
        ? 'You accepted this review; ask the editor to withdraw it instead.'
        : 'This invitation was already answered.',
    );
  }
  const [row] = await context.db
    .update(reviewAssignments)
    .set({
      status: 'declined',
      respondedAt: new Date(),
      declineReason: body.reason,
      suggestedName: body.suggestedName ?? null,
      suggestedEmail: body.suggestedEmail ?? null,
      updatedAt: new Date(),
    })
    .where(and(eq(reviewAssignments.id, assignment.id), eq(reviewAssignments.status, 'invited')))
    .returning();
  if (!row) throw conflict('This invitation was already answered.');
  // The link stopped working: its live discussion goes with it.
  (context.realtime ?? noopRealtime).endReviewLinks([row.id]);
  await tellEditor(context, row, 'declined to review');
  return row;
}

/** Refusals of answers that do not fit the form's questions, keyed `answers.<id>`. */
function checkAnswers(
  questions: readonly ReviewQuestion[],
  answers: Record<string, string | number>,
  final: boolean,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const byId = new Map(questions.map((question) => [question.id, question]));
  for (const [id, answer] of Object.entries(answers)) {
    const question = byId.get(id);
    if (!question) {
      errors[`answers.${id}`] = ['This question is not on the review form.'];
    } else if (question.kind === 'scale') {
      const max = question.scaleMax ?? 5;
      if (typeof answer !== 'number' || answer < 1 || answer > max) {
        errors[`answers.${id}`] = [`Choose a number from 1 to ${max}.`];
      }
    } else if (typeof answer !== 'string') {
      errors[`answers.${id}`] = ['Write the answer as text.'];
    } else if (question.kind === 'choice' && answer !== '' && !question.options.includes(answer)) {
      errors[`answers.${id}`] = ['Choose one of the answers offered.'];
    }
  }
  if (final) {
    for (const question of questions) {
      const answer = answers[question.id];
      if (question.required && (answer === undefined || answer === '')) {
        errors[`answers.${question.id}`] = ['Answer this question before submitting.'];
      }
    }
  }
  return errors;
}

/**
 * Saves the review's draft (answers, recommendation, both comments). The first save fixes the
 * form version the review is written on. An accepted assignment only: a submitted review is
 * read-only (409).
 */
export async function saveDraft(
  db: Database,
  assignment: AssignmentRow,
  body: z.output<typeof reviewDraftBodySchema>,
): Promise<void> {
  if (assignment.status === 'invited')
    throw conflict('Accept the invitation before writing the review.');
  if (assignment.status !== 'accepted')
    throw conflict('This review is submitted and can no longer change.');
  const [existing] = await db
    .select({ formId: reviews.formId })
    .from(reviews)
    .where(eq(reviews.assignmentId, assignment.id));
  const form = await questionsFor(db, assignment.journalId, existing?.formId ?? null);
  const errors = checkAnswers(form.questions, body.answers, false);
  if (Object.keys(errors).length > 0) {
    throw new HttpError(400, 'Some answers do not fit the review form.', errors);
  }
  await db
    .insert(reviews)
    .values({
      assignmentId: assignment.id,
      formId: form.id,
      answers: body.answers,
      recommendation: body.recommendation,
      commentsForAuthor: body.commentsForAuthor,
      commentsForEditor: body.commentsForEditor,
    })
    .onConflictDoUpdate({
      target: reviews.assignmentId,
      set: {
        answers: body.answers,
        recommendation: body.recommendation,
        commentsForAuthor: body.commentsForAuthor,
        commentsForEditor: body.commentsForEditor,
        updatedAt: new Date(),
      },
      setWhere: sql`${reviews.submittedAt} is null`,
    });
}

/**
 * Submits the review: saves the body as the final text, checks it is complete (a
 * recommendation, comments for the author, every required answer: 422 naming what is missing),
 * and makes it read-only. The link stops working; the editor is told.
 */
export async function submitReview(
  context: AppContext,
  assignment: AssignmentRow,
  body: z.output<typeof reviewDraftBodySchema>,
): Promise<AssignmentRow> {
  const { db } = context;
  await saveDraft(db, assignment, body);
  const [saved] = await db.select().from(reviews).where(eq(reviews.assignmentId, assignment.id));
  const form = await questionsFor(db, assignment.journalId, saved?.formId ?? null);
  const errors = checkAnswers(form.questions, body.answers, true);
  if (!body.recommendation) errors.recommendation = ['Choose a recommendation.'];
  if (!body.commentsForAuthor.trim()) {
    errors.commentsForAuthor = ['Write your comments for the author.'];
  }
  if (Object.keys(errors).length > 0) {
    throw new HttpError(
      422,
      'The review is not complete yet: see the fields marked below.',
      errors,
    );
  }
  const row = await db.transaction(async (tx) => {
    await tx
      .update(reviews)
      .set({ submittedAt: new Date() })
      .where(eq(reviews.assignmentId, assignment.id));
    const [done] = await tx
      .update(reviewAssignments)
      .set({ status: 'submitted', submittedAt: new Date(), updatedAt: new Date() })
      .where(and(eq(reviewAssignments.id, assignment.id), eq(reviewAssignments.status, 'accepted')))
      .returning();
    if (!done) throw conflict('This review is submitted and can no longer change.');
    return done;
  });
  // The link stopped working (the reviewer signs in to follow the discussion from here on).
  (context.realtime ?? noopRealtime).endReviewLinks([row.id]);
  await tellEditor(context, row, 'submitted a review');
  return row;
}

/**
 * Tells the editor who invited the reviewer what they did (a notification, live, and a mail).
 * Editors know who their reviewers are, so the name is theirs to read (`mayKnowReviewer`).
 */
async function tellEditor(
  context: AppContext,
  assignment: AssignmentRow,
  what: string,
): Promise<void> {
  const { db } = context;
  if (assignment.invitedBy === null) return;
  const [editor] = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, assignment.invitedBy));
  const [submission] = await db
    .select({ title: submissions.title, journalTitle: journals.title })
    .from(submissions)
    .innerJoin(journals, eq(journals.id, submissions.journalId))
    .where(eq(submissions.id, assignment.submissionId));
  if (!editor || !submission) return;
  const viewer: ReviewViewer = { kind: 'editor' };
  const name = mayKnowReviewer(viewer, 'double_anonymous', { assignmentId: assignment.id })
    ? assignment.reviewerName
    : 'A reviewer';
  const link = `/admin/submissions/${assignment.submissionId}/review`;
  const created = await insertNotification(db, {
    userId: editor.id,
    kind: 'system',
    title: noticeTitle(`${name} ${what}`, submission.title),
    body: `${name} ${what} (round ${assignment.round}).`,
    link,
    submissionId: assignment.submissionId,
  });
  emitNotification(context.realtime ?? noopRealtime, created);
  mailEditorAboutReview(
    context,
    editor,
    { title: submission.title, journalTitle: submission.journalTitle, reviewerName: name, what },
    new URL(link, context.config.webOrigin).toString(),
  );
}

export type { ReviewDraftBody };
