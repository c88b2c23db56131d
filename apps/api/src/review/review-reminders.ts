import { eq } from 'drizzle-orm';
import { generateToken, hashToken } from '../auth/tokens';
import type { AppContext } from '../context';
import type { Database } from '../db/client';
import {
  journals,
  reviewAssignments,
  reviewLinkTokens,
  reviewReminders,
  submissions,
  users,
} from '../db/schema';
import { jobsOf } from '../jobs/app-jobs';
import { cancelJobs, enqueueJob } from '../jobs/job-store';
import { mailReviewLetter } from './review-mail';
import { readReviewSettings } from './review-settings';

/** The job kind of a scheduled reminder (see `scheduleReminders`). */
export const REVIEW_REMINDER_JOB = 'review-reminder';

/** A scheduled reminder: which assignment, which due date, how many days from it. */
interface ReminderPayload {
  assignmentId: number;
  kind: 'response' | 'review';
  offsetDays: number;
}

const DAY = 86_400_000;

/** The key of an assignment's reminders: `cancelJobs` frees them all when its dates change. */
const keyPrefix = (assignmentId: number) => `review-reminder:${assignmentId}:`;

type Queryable = Parameters<typeof enqueueJob>[0];

/**
 * Schedules an assignment's reminders on the durable job scheduler, from the journal's schedule:
 * each offset (days before, negative, or after, positive) of the answer's and of the review's
 * due date becomes one job with its own key. Pass the caller's transaction to schedule them with
 * the assignment. A reminder whose moment has already passed is not sent (it would only repeat
 * the invitation just mailed).
 */
export async function scheduleReminders(
  db: Queryable,
  assignment: { id: number; responseDueAt: Date; reviewDueAt: Date },
  schedule: { responseReminderDays: readonly number[]; reviewReminderDays: readonly number[] },
  now = Date.now(),
): Promise<void> {
  const plans: Array<{ kind: ReminderPayload['kind']; due: Date; offsets: readonly number[] }> = [
    { kind: 'response', due: assignment.responseDueAt, offsets: schedule.responseReminderDays },
    { kind: 'review', due: assignment.reviewDueAt, offsets: schedule.reviewReminderDays },
  ];
  for (const plan of plans) {
    for (const offsetDays of plan.offsets) {
      const runAt = new Date(plan.due.getTime() + offsetDays * DAY);
      if (runAt.getTime() < now) continue;
      await enqueueJob<ReminderPayload>(db, {
        kind: REVIEW_REMINDER_JOB,
        payload: { assignmentId: assignment.id, kind: plan.kind, offsetDays },
        runAt,
        key: `${keyPrefix(assignment.id)}${plan.kind}:${offsetDays}`,
      });
    }
  }
}

/** New due dates: the pending reminders are cancelled and scheduled again from them. */
export async function rescheduleReminders(
  db: Database,
  assignment: { id: number; responseDueAt: Date; reviewDueAt: Date },
  schedule: { responseReminderDays: readonly number[]; reviewReminderDays: readonly number[] },
): Promise<void> {
  await cancelJobs(db, { keyPrefix: keyPrefix(assignment.id) });
  await scheduleReminders(db, assignment, schedule);
}

/**
 * Sends one scheduled reminder, if it still applies: an answer reminder while the invitation is
 * open, a review reminder while the review is in progress. `review_reminders`' unique index
 * records it once, and its mail is queued in the same transaction, so it is mailed once even if
 * the job runs twice; the mail carries a link of its own (the invitation's keeps working).
 */
async function sendScheduledReminder(context: AppContext, payload: ReminderPayload): Promise<void> {
  const { db } = context;
  const [assignment] = await db
    .select()
    .from(reviewAssignments)
    .where(eq(reviewAssignments.id, payload.assignmentId));
  if (!assignment) return;
  const waitsFor = payload.kind === 'response' ? 'invited' : 'accepted';
  if (assignment.status !== waitsFor) return;
  const settings = await readReviewSettings(db, assignment.journalId);
  const [facts] = await db
    .select({
      title: submissions.title,
      journalTitle: journals.title,
      timeZone: journals.timeZone,
      editorName: users.name,
    })
    .from(submissions)
    .innerJoin(journals, eq(journals.id, submissions.journalId))
    .leftJoin(users, eq(users.id, assignment.invitedBy ?? 0))
    .where(eq(submissions.id, assignment.submissionId));
  const token = generateToken();
  // The reminder's record, its link and its mail commit together: a node that dies before the
  // commit leaves nothing (the job runs again on another node), one that dies after it leaves
  // the record that stops a second mail, and the mail queued durably.
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(reviewReminders)
      .values({ assignmentId: assignment.id, kind: payload.kind, offsetDays: payload.offsetDays })
      .onConflictDoNothing()
      .returning({ id: reviewReminders.id });
    if (!row) return;
    await tx
      .insert(reviewLinkTokens)
      .values({ tokenHash: hashToken(token), assignmentId: assignment.id });
    await mailReviewLetter(
      context,
      'reminder',
      settings.reminderTemplate,
      {
        reviewerName: assignment.reviewerName,
        reviewerEmail: assignment.reviewerEmail,
        title: facts?.title ?? null,
        journalTitle: facts?.journalTitle ?? '',
        timeZone: facts?.timeZone ?? 'UTC',
        editorName: facts?.editorName ?? facts?.journalTitle ?? '',
        responseDueAt: assignment.responseDueAt,
        reviewDueAt: assignment.reviewDueAt,
      },
      token,
      tx,
    );
  });
}

/** Registers the reminders' handler on the app's job runner (once per app). */
export function registerReviewReminders(context: AppContext): void {
  jobsOf(context).register<ReminderPayload>(REVIEW_REMINDER_JOB, (payload) =>
    sendScheduledReminder(context, payload),
  );
}
