import type { EditorDecision, Notification, Submission } from '@quire/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { type OptionalMail, wantsMail } from '../account/mail-preferences';
import type { AppContext } from '../context';
import { journals, users } from '../db/schema';
import { mailQueueOf } from '../mail/app-mail-queue';
import {
  arrivalLetter,
  assignmentLetter,
  decisionLetter,
  type LetterSubmission,
  proofAnswerLetter,
  proofLetter,
  publicationLetter,
} from '../mail/editorial-letters';
import { composeLetter, type Letter } from '../mail/letter';
import { emailChangedLetters, passwordChangedLetter } from '../mail/security-letters';
import { editorSubmissionLink, submissionLink } from '../submissions/submission-workflow';

/** Where a failure to prepare a mail is reported (a request's logger). */
export interface NoticeLog {
  error(details: object, message: string): void;
}

/**
 * Queues the letters `prepare` writes. Called once the action has succeeded: a failure while
 * writing them (a lookup) is logged and never fails the action; delivery is the queue's.
 */
async function queueLetters(
  context: AppContext,
  log: NoticeLog,
  prepare: () => Promise<Letter[]>,
): Promise<void> {
  try {
    const queue = mailQueueOf(context);
    for (const letter of await prepare()) await queue.enqueue(composeLetter(letter));
  } catch (error) {
    log.error({ err: error }, 'could not prepare a notice mail');
  }
}

/** The submission as letters name it, and the journal's contact address for replies. */
async function aboutSubmission(
  { db, config }: AppContext,
  submission: Submission,
): Promise<{ subject: LetterSubmission; replyTo: string }> {
  const journalId = submission.journal?.id;
  const [journal] = journalId
    ? await db
        .select({ contactEmail: journals.contactEmail })
        .from(journals)
        .where(eq(journals.id, journalId))
        .limit(1)
    : [];
  return {
    subject: {
      title: submission.title,
      journalTitle: submission.journal?.title ?? 'Quire',
      authorName: submission.submitter.name,
      authorEmail: submission.submitter.email,
      panelUrl: new URL(submissionLink(submission.id), config.webOrigin).toString(),
    },
    replyTo: journal?.contactEmail ?? config.contactEmail,
  };
}

/** Whether the submitter keeps this kind of mail switched on (their account page). */
function authorWants(
  { db }: AppContext,
  submission: Submission,
  kind: OptionalMail,
): Promise<boolean> {
  return wantsMail(db, submission.submitter.id, kind);
}

/**
 * Mails the author an editor's decision (with the editor's letter), beside the notification,
 * unless they switched decision mail off.
 */
export function mailDecision(
  context: AppContext,
  log: NoticeLog,
  decided: {
    submission: Submission;
    decision: EditorDecision;
    message: string | null;
    editorName: string;
  },
): Promise<void> {
  return queueLetters(context, log, async () => {
    if (!(await authorWants(context, decided.submission, 'decisions'))) return [];
    const { subject, replyTo } = await aboutSubmission(context, decided.submission);
    const letter = decisionLetter(subject, decided.decision, decided.message, decided.editorName);
    return [{ ...letter, replyTo }];
  });
}

/**
 * Mails the author that their submission is published — the article's link when the notification
 * links the article (its issue is public), else the scheduling note the notification carries —
 * unless they switched publication mail off.
 */
export function mailPublication(
  context: AppContext,
  log: NoticeLog,
  published: { submission: Submission; notification: Notification; editorName: string },
): Promise<void> {
  return queueLetters(context, log, async () => {
    const { submission, notification } = published;
    if (!(await authorWants(context, submission, 'publication'))) return [];
    const { subject, replyTo } = await aboutSubmission(context, submission);
    const articlePath = submission.article?.path;
    const place =
      articlePath && notification.link === articlePath
        ? {
            readable: true as const,
            articleUrl: new URL(articlePath, context.config.webOrigin).toString(),
          }
        : { readable: false as const, scheduledNote: notification.body };
    return [{ ...publicationLetter(subject, place, published.editorName), replyTo }];
  });
}

/** The submission's page in the back office (absolute URL), where editors' mail leads. */
function backOfficeUrl({ config }: AppContext, submission: Submission): string {
  return new URL(editorSubmissionLink(submission.id), config.webOrigin).toString();
}

/** The editors among `ids` who keep editorial work mail on (one query). */
async function editorsWantingMail(
  { db }: AppContext,
  ids: number[],
): Promise<{ name: string; email: string }[]> {
  if (ids.length === 0) return [];
  return db
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(and(inArray(users.id, ids), eq(users.mailEditorial, true)))
    .orderBy(users.id);
}

/** Mails an editor that they were assigned to a submission, unless they switched that mail off. */
export function mailAssignment(
  context: AppContext,
  log: NoticeLog,
  assigned: { submission: Submission; assigneeId: number; assignedBy: string },
): Promise<void> {
  return queueLetters(context, log, async () => {
    const [editor] = await editorsWantingMail(context, [assigned.assigneeId]);
    if (!editor) return [];
    const { subject } = await aboutSubmission(context, assigned.submission);
    const url = backOfficeUrl(context, assigned.submission);
    return [assignmentLetter(subject, editor, assigned.assignedBy, url)];
  });
}

/**
 * Mails the editors who were notified that a submission arrived or came back revised (each
 * unless they switched editorial work mail off); replies go to the author.
 */
export function mailArrival(
  context: AppContext,
  log: NoticeLog,
  arrival: {
    submission: Submission;
    editorIds: number[];
    resubmitted: boolean;
    message: string | null;
  },
): Promise<void> {
  return queueLetters(context, log, async () => {
    const editors = await editorsWantingMail(context, arrival.editorIds);
    if (editors.length === 0) return [];
    const { subject } = await aboutSubmission(context, arrival.submission);
    const url = backOfficeUrl(context, arrival.submission);
    const about = {
      resubmitted: arrival.resubmitted,
      round: arrival.submission.round,
      message: arrival.message,
    };
    return editors.map((editor) => ({
      ...arrivalLetter(subject, editor, about, url),
      replyTo: arrival.submission.submitter.email,
    }));
  });
}

/**
 * The security notice of a password change — changed while signed in (the account is known) or
 * reset through a mailed link (looked up by id); always sent.
 */
export function mailPasswordChanged(
  context: AppContext,
  log: NoticeLog,
  account: { name: string; email: string } | { userId: number },
): Promise<void> {
  return queueLetters(context, log, async () => {
    const at = new Date();
    if (!('userId' in account)) return [passwordChangedLetter(account, at, context.config)];
    const [owner] = await context.db
      .select({ name: users.name, email: users.email })
      .from(users)
      .where(eq(users.id, account.userId))
      .limit(1);
    return owner ? [passwordChangedLetter(owner, at, context.config)] : [];
  });
}

/** The notices of an email change, to the old address and the new; always sent. */
export function mailEmailChanged(
  context: AppContext,
  log: NoticeLog,
  change: { name: string; oldEmail: string; newEmail: string },
): Promise<void> {
  return queueLetters(context, log, async () => {
    const letters = emailChangedLetters(change, new Date(), context.config);
    return [letters.toOldAddress, letters.toNewAddress];
  });
}

/**
 * Mails the author that a proof waits for them (always: a proof holds up publication, so it is
 * not one of the mails an author can switch off).
 */
export function mailProof(
  context: AppContext,
  log: NoticeLog,
  sent: { submission: Submission; round: number; editorName: string },
): Promise<void> {
  return queueLetters(context, log, async () => {
    const { subject, replyTo } = await aboutSubmission(context, sent.submission);
    return [{ ...proofLetter(subject, sent.round, sent.editorName), replyTo }];
  });
}

/** Mails the editors told of the author's answer to a proof (those who keep such mail on). */
export function mailProofAnswer(
  context: AppContext,
  log: NoticeLog,
  answer: {
    submission: Submission;
    editorIds: number[];
    round: number;
    corrections: string | null;
  },
): Promise<void> {
  return queueLetters(context, log, async () => {
    const editors = await editorsWantingMail(context, answer.editorIds);
    if (editors.length === 0) return [];
    const { subject } = await aboutSubmission(context, answer.submission);
    const url = backOfficeUrl(context, answer.submission);
    const about = { round: answer.round, corrections: answer.corrections };
    return editors.map((editor) => ({
      ...proofAnswerLetter(subject, editor, about, url),
      replyTo: answer.submission.submitter.email,
    }));
  });
}
