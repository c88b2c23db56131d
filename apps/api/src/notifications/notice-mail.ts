import type { EditorDecision, Notification, Submission } from '@quire/contracts';
import { eq } from 'drizzle-orm';
import { type OptionalMail, wantsMail } from '../account/mail-preferences';
import type { AppContext } from '../context';
import { journals, users } from '../db/schema';
import { mailQueueOf } from '../mail/app-mail-queue';
import {
  decisionLetter,
  type LetterSubmission,
  publicationLetter,
} from '../mail/editorial-letters';
import { composeLetter, type Letter } from '../mail/letter';
import { emailChangedLetters, passwordChangedLetter } from '../mail/security-letters';
import { submissionLink } from '../submissions/submission-workflow';

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
    for (const letter of await prepare()) queue.enqueue(composeLetter(letter));
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
