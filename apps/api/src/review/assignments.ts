import type { AssignReviewerBody, ReviewerCandidate, UpdateAssignmentBody } from '@quire/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { editorialScope } from '../access/access';
import type { SessionUser } from '../auth/session';
import { generateToken, hashToken } from '../auth/tokens';
import { emailMatches } from '../auth/user-view';
import type { AppContext } from '../context';
import type { Database } from '../db/client';
import { isUniqueViolation } from '../db/pg-errors';
import {
  journalRoles,
  journals,
  reviewAssignments,
  reviewerInterests,
  reviewLinkTokens,
  reviewReminders,
  users,
} from '../db/schema';
import { conflict, HttpError, notFound } from '../http/errors';
import { emitNotification, insertNotification } from '../notifications/notification-store';
import { noopRealtime } from '../realtime/realtime-emitter';
import { findSubmission, type SubmissionRow } from '../submissions/submission-view';
import { noticeTitle } from '../submissions/submission-workflow';
import { mailReviewLetter } from './review-mail';
import { rescheduleReminders, scheduleReminders } from './review-reminders';
import { openRound } from './review-rounds';
import { defaultDueDates, readReviewSettings, settingsRow } from './review-settings';

/** The reviewer's panel page of an assignment, where their notifications lead. */
export function reviewTaskLink(assignmentId: number): string {
  return `/panel/reviews/${assignmentId}`;
}

/** A submission this editor handles (not a draft); 404 outside their journals and sections. */
export async function editorSubmission(
  db: Database,
  editor: SessionUser,
  id: number,
): Promise<SubmissionRow> {
  const row = await findSubmission(db, id, { editor: editorialScope(editor) });
  if (!row) throw notFound('The submission');
  return row;
}

/** An assignment of a submission this editor handles, with its submission; 404 otherwise. */
export async function editorAssignment(db: Database, editor: SessionUser, assignmentId: number) {
  const [assignment] = await db
    .select()
    .from(reviewAssignments)
    .where(eq(reviewAssignments.id, assignmentId));
  if (!assignment) throw notFound('The review assignment');
  const submission = await findSubmission(db, assignment.submissionId, {
    editor: editorialScope(editor),
  });
  if (!submission) throw notFound('The review assignment');
  return { assignment, submission };
}

/**
 * The journal's reviewers, for the editor choosing some: their open assignments, completed
 * reviews, average days from invitation to review, declared interests, and whether they are on
 * this round already (two grouped queries).
 */
export async function reviewerCandidates(
  db: Database,
  submission: SubmissionRow,
): Promise<ReviewerCandidate[]> {
  if (submission.journalId === null) return [];
  const journalId = submission.journalId;
  const people = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      affiliation: users.affiliation,
      interests: sql<string[]>`coalesce(${reviewerInterests.interests}, '{}'::text[])`,
    })
    .from(journalRoles)
    .innerJoin(users, eq(users.id, journalRoles.userId))
    .leftJoin(
      reviewerInterests,
      and(eq(reviewerInterests.userId, users.id), eq(reviewerInterests.journalId, journalId)),
    )
    .where(
      and(
        eq(journalRoles.journalId, journalId),
        eq(journalRoles.role, 'reviewer'),
        sql`${users.disabledAt} is null`,
      ),
    )
    .orderBy(asc(users.name), asc(users.id));
  if (people.length === 0) return [];
  const stats = await db
    .select({
      reviewerId: reviewAssignments.reviewerId,
      open: sql<number>`count(*) filter (where ${reviewAssignments.status} in ('invited', 'accepted'))`.mapWith(
        Number,
      ),
      completed:
        sql<number>`count(*) filter (where ${reviewAssignments.status} = 'submitted')`.mapWith(
          Number,
        ),
      averageDays: sql<
        number | null
      >`avg(extract(epoch from ${reviewAssignments.submittedAt} - ${reviewAssignments.invitedAt}) / 86400) filter (where ${reviewAssignments.status} = 'submitted')`,
      here: sql<boolean>`bool_or(${reviewAssignments.submissionId} = ${submission.id} and ${reviewAssignments.round} = ${submission.round} and ${reviewAssignments.status} in ('invited', 'accepted', 'submitted'))`,
    })
    .from(reviewAssignments)
    .where(
      inArray(
        reviewAssignments.reviewerId,
        people.map((person) => person.id),
      ),
    )
    .groupBy(reviewAssignments.reviewerId);
  const byId = new Map(stats.map((row) => [row.reviewerId, row]));
  return people.map((person) => {
    const row = byId.get(person.id);
    const average =
      row?.averageDays === null || row?.averageDays === undefined ? null : Number(row.averageDays);
    return {
      ...person,
      openAssignments: row?.open ?? 0,
      completedReviews: row?.completed ?? 0,
      averageDays: average === null ? null : Math.round(average * 10) / 10,
      assignedHere: Boolean(row?.here),
    };
  });
}

/** A due date read from a form: a calendar day means the end of that day (UTC). */
function dueDate(value: string | undefined, fallback: Date): Date {
  if (!value) return fallback;
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T23:59:59.000Z`) : new Date(value);
}

function checkDueDates(responseDueAt: Date, reviewDueAt: Date): void {
  const errors: Record<string, string[]> = {};
  const now = Date.now();
  if (responseDueAt.getTime() <= now) {
    errors.responseDueAt = ['The answer’s due date must be in the future.'];
  }
  if (reviewDueAt.getTime() <= now) {
    errors.reviewDueAt = ['The review’s due date must be in the future.'];
  } else if (reviewDueAt.getTime() < responseDueAt.getTime()) {
    errors.reviewDueAt = ['The review cannot be due before the answer to the invitation.'];
  }
  if (Object.keys(errors).length > 0) {
    throw new HttpError(422, 'Check the due dates marked below.', errors);
  }
}

/** The person's place among the submission's reviewers: theirs from an earlier round, or the next. */
async function positionFor(db: Database, submissionId: number, email: string): Promise<number> {
  const [row] = await db
    .select({
      same: sql<
        number | null
      >`max(${reviewAssignments.position}) filter (where lower(${reviewAssignments.reviewerEmail}) = ${email.toLowerCase()})`,
      highest: sql<number | null>`max(${reviewAssignments.position})`,
    })
    .from(reviewAssignments)
    .where(eq(reviewAssignments.submissionId, submissionId));
  if (row?.same !== null && row?.same !== undefined) return Number(row.same);
  return Number(row?.highest ?? 0) + 1;
}

/** Whether `email` or `userId` is one of the submission's authors (who cannot review it). */
function isAuthorOf(
  submission: SubmissionRow,
  person: { id: number | null; email: string },
): boolean {
  return (
    submission.ownerId === person.id ||
    submission.authors.some((author) => author.email.toLowerCase() === person.email.toLowerCase())
  );
}

/**
 * `POST admin/submissions/:id/reviewers`: invites a reviewer to the open round — one of the
 * journal's reviewers, or anyone by name and address — and mails them the link. Returns the new
 * assignment's id.
 */
export async function inviteReviewer(
  context: AppContext,
  editor: SessionUser,
  submissionId: number,
  body: AssignReviewerBody,
): Promise<number> {
  const { db } = context;
  const submission = await editorSubmission(db, editor, submissionId);
  const round = await openRound(db, submission);
  if (!round || submission.journalId === null) {
    throw conflict('Send the submission to review before inviting reviewers.');
  }
  let person: { id: number | null; name: string; email: string };
  if (body.reviewerId !== undefined) {
    const [reviewer] = await db
      .select({ id: users.id, name: users.name, email: users.email })
      .from(journalRoles)
      .innerJoin(users, eq(users.id, journalRoles.userId))
      .where(
        and(
          eq(journalRoles.userId, body.reviewerId),
          eq(journalRoles.journalId, submission.journalId),
          eq(journalRoles.role, 'reviewer'),
        ),
      );
    if (!reviewer) {
      throw new HttpError(400, 'Choose one of the journal’s reviewers.', {
        reviewerId: ['This person is not a reviewer of the journal; invite them by address.'],
      });
    }
    person = reviewer;
  } else {
    const email = body.email ?? '';
    const [account] = await db
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(emailMatches(email));
    person = { id: account?.id ?? null, name: body.name ?? account?.name ?? email, email };
  }
  if (isAuthorOf(submission, person)) {
    throw new HttpError(422, 'An author of the submission cannot review it.', {
      [body.reviewerId !== undefined ? 'reviewerId' : 'email']: [
        'This person is an author of the submission.',
      ],
    });
  }
  const settings = await settingsRow(db, submission.journalId);
  const defaults = defaultDueDates(settings);
  const responseDueAt = dueDate(body.responseDueAt, defaults.responseDueAt);
  const reviewDueAt = dueDate(body.reviewDueAt, defaults.reviewDueAt);
  checkDueDates(responseDueAt, reviewDueAt);
  const token = generateToken();
  const position = await positionFor(db, submission.id, person.email);
  let created: { id: number; notification: Awaited<ReturnType<typeof insertNotification>> | null };
  try {
    created = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(reviewAssignments)
        .values({
          submissionId: submission.id,
          roundId: round.id,
          round: round.round,
          journalId: submission.journalId as number,
          reviewerId: person.id,
          reviewerName: person.name,
          reviewerEmail: person.email,
          position,
          tokenHash: hashToken(token),
          invitedBy: editor.id,
          responseDueAt,
          reviewDueAt,
        })
        .returning({ id: reviewAssignments.id });
      if (!row) throw new Error('the assignment was not recorded');
      await scheduleReminders(tx, { id: row.id, responseDueAt, reviewDueAt }, settings);
      const notification =
        person.id === null
          ? null
          : await insertNotification(tx, {
              userId: person.id,
              kind: 'system',
              title: noticeTitle('Invitation to review', submission.title),
              body: 'An editor invites you to review a submission. Accept or decline from the link.',
              link: reviewTaskLink(row.id),
              submissionId: null,
            });
      return { id: row.id, notification };
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw conflict(`${person.name} is already invited to review this round.`);
    }
    throw error;
  }
  if (created.notification)
    emitNotification(context.realtime ?? noopRealtime, created.notification);
  const full = await readReviewSettings(db, submission.journalId);
  const [journal] = await db
    .select({ title: journals.title, timeZone: journals.timeZone })
    .from(journals)
    .where(eq(journals.id, submission.journalId));
  await mailReviewLetter(
    context,
    'invitation',
    full.invitationTemplate,
    {
      reviewerName: person.name,
      reviewerEmail: person.email,
      title: submission.title,
      journalTitle: journal?.title ?? '',
      timeZone: journal?.timeZone ?? 'UTC',
      editorName: editor.name,
      responseDueAt,
      reviewDueAt,
    },
    token,
  );
  return created.id;
}

/** `PATCH admin/review-assignments/:id`: new due dates for an open assignment. */
export async function updateDueDates(
  db: Database,
  editor: SessionUser,
  assignmentId: number,
  body: UpdateAssignmentBody,
): Promise<number> {
  const { assignment } = await editorAssignment(db, editor, assignmentId);
  if (assignment.status !== 'invited' && assignment.status !== 'accepted') {
    throw conflict('Only an open invitation or review has due dates to change.');
  }
  const responseDueAt = dueDate(body.responseDueAt, assignment.responseDueAt);
  const reviewDueAt = dueDate(body.reviewDueAt, assignment.reviewDueAt);
  checkDueDates(
    assignment.status === 'invited' ? responseDueAt : new Date(Date.now() + 1000),
    reviewDueAt,
  );
  await db
    .update(reviewAssignments)
    .set({ responseDueAt, reviewDueAt, updatedAt: new Date() })
    .where(eq(reviewAssignments.id, assignmentId));
  await rescheduleReminders(
    db,
    { id: assignmentId, responseDueAt, reviewDueAt },
    await settingsRow(db, assignment.journalId),
  );
  return assignment.submissionId;
}

/**
 * `POST admin/review-assignments/:id/withdraw`: the reviewer is released; their link stops
 * working. Withdrawing a withdrawn assignment changes nothing; a submitted review stays.
 */
export async function withdrawAssignment(
  db: Database,
  editor: SessionUser,
  assignmentId: number,
): Promise<number> {
  const { assignment } = await editorAssignment(db, editor, assignmentId);
  if (assignment.status === 'withdrawn') return assignment.submissionId;
  const [done] = await db
    .update(reviewAssignments)
    .set({ status: 'withdrawn', withdrawnAt: new Date(), updatedAt: new Date() })
    .where(
      and(
        eq(reviewAssignments.id, assignmentId),
        inArray(reviewAssignments.status, ['invited', 'accepted']),
      ),
    )
    .returning({ id: reviewAssignments.id });
  if (!done) throw conflict('A submitted or declined review cannot be withdrawn.');
  return assignment.submissionId;
}

/**
 * `POST admin/review-assignments/:id/remind`: mails the reviewer a reminder now, from the
 * journal's template (or the editor's own words), with a link of its own (the invitation's
 * keeps working: see `review_link_tokens`).
 */
export async function remindReviewer(
  context: AppContext,
  editor: SessionUser,
  assignmentId: number,
  message: string | undefined,
): Promise<number> {
  const { db } = context;
  const { assignment, submission } = await editorAssignment(db, editor, assignmentId);
  if (assignment.status !== 'invited' && assignment.status !== 'accepted') {
    throw conflict('Only a reviewer who has not submitted yet can be reminded.');
  }
  const settings = await readReviewSettings(db, assignment.journalId);
  const [journal] = await db
    .select({ title: journals.title, timeZone: journals.timeZone })
    .from(journals)
    .where(eq(journals.id, assignment.journalId));
  const token = generateToken();
  // The reminder's record, its link and its mail commit together (see `sendScheduledReminder`).
  await db.transaction(async (tx) => {
    await tx.insert(reviewLinkTokens).values({ tokenHash: hashToken(token), assignmentId });
    await tx.insert(reviewReminders).values({ assignmentId, kind: 'manual', sentBy: editor.id });
    await mailReviewLetter(
      context,
      'reminder',
      message?.trim() ? message : settings.reminderTemplate,
      {
        reviewerName: assignment.reviewerName,
        reviewerEmail: assignment.reviewerEmail,
        title: submission.title,
        journalTitle: journal?.title ?? '',
        timeZone: journal?.timeZone ?? 'UTC',
        editorName: editor.name,
        responseDueAt: assignment.responseDueAt,
        reviewDueAt: assignment.reviewDueAt,
      },
      token,
      tx,
    );
  });
  return assignment.submissionId;
}
