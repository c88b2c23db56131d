import type { REVIEW_ROUND_OUTCOMES } from '@quire/contracts';
import type { AppContext } from '../context';
import type { Database } from '../db/client';
import { mailQueueOf } from '../mail/app-mail-queue';
import { composeLetter } from '../mail/letter';
import { fillTemplate, letterDate } from './review-settings';

/** The page of the web app where a review link opens; built from configuration only. */
export function reviewLink(webOrigin: string, token: string): string {
  const url = new URL('/review', webOrigin);
  url.searchParams.set('token', token);
  return url.toString();
}

/** What every review letter needs about its assignment (nothing about the authors). */
export interface ReviewLetterFacts {
  reviewerName: string;
  reviewerEmail: string;
  title: string | null;
  journalTitle: string;
  timeZone: string;
  editorName: string;
  responseDueAt: Date;
  reviewDueAt: Date;
}

function values(facts: ReviewLetterFacts): Record<string, string> {
  return {
    reviewerName: facts.reviewerName,
    title: facts.title?.trim() || 'Untitled submission',
    journalTitle: facts.journalTitle,
    editorName: facts.editorName,
    responseDueDate: letterDate(facts.responseDueAt, facts.timeZone),
    reviewDueDate: letterDate(facts.reviewDueAt, facts.timeZone),
  };
}

/** Paragraphs of a filled template, each a block of the letter. */
function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

/**
 * Queues a letter about a review (the invitation, a reminder) with the link that opens it. The
 * letter names the submission by title only: who wrote it is for `visibility.ts` to reveal, on
 * the page, not for mail that may be forwarded. Pass the transaction that records what the letter
 * is about (a reminder) as `db`: the mail is then queued if and only if that record commits.
 */
export function mailReviewLetter(
  context: AppContext,
  kind: 'invitation' | 'reminder',
  template: string,
  facts: ReviewLetterFacts,
  token: string | null,
  db?: Database,
): Promise<void> {
  const subject =
    kind === 'invitation'
      ? `[${facts.journalTitle}] Invitation to review “${values(facts).title}”`
      : `[${facts.journalTitle}] Reminder: your review of “${values(facts).title}”`;
  return mailQueueOf(context).enqueue(
    composeLetter({
      to: facts.reviewerEmail,
      subject,
      greeting: `Dear ${facts.reviewerName},`,
      blocks: [
        ...paragraphs(fillTemplate(template, values(facts))),
        ...(token ? [{ link: reviewLink(context.config.webOrigin, token) }] : []),
      ],
      signature: ['Kind regards,', facts.editorName, facts.journalTitle],
    }),
    db,
  );
}

const OUTCOME_WORDS: Record<(typeof REVIEW_ROUND_OUTCOMES)[number], string> = {
  revisions_requested: 'the editors asked the authors for revisions',
  accepted: 'the submission was accepted',
  declined: 'the submission was declined',
};

/** Tells a reviewer the round's outcome (when the journal says so). */
export function mailOutcome(
  context: AppContext,
  facts: Omit<ReviewLetterFacts, 'responseDueAt' | 'reviewDueAt'>,
  outcome: (typeof REVIEW_ROUND_OUTCOMES)[number],
): void {
  const title = facts.title?.trim() || 'Untitled submission';
  mailQueueOf(context).enqueue(
    composeLetter({
      to: facts.reviewerEmail,
      subject: `[${facts.journalTitle}] The outcome of “${title}”`,
      greeting: `Dear ${facts.reviewerName},`,
      blocks: [
        `Thank you for reviewing “${title}”. After reading the reviews, ${OUTCOME_WORDS[outcome]}.`,
      ],
      signature: ['Kind regards,', facts.editorName, facts.journalTitle],
    }),
  );
}

/** Tells the editor who invited a reviewer that they answered or submitted. */
export function mailEditorAboutReview(
  context: AppContext,
  to: { name: string; email: string },
  facts: { title: string | null; journalTitle: string; reviewerName: string; what: string },
  link: string,
): void {
  const title = facts.title?.trim() || 'Untitled submission';
  mailQueueOf(context).enqueue(
    composeLetter({
      to: to.email,
      subject: `[${facts.journalTitle}] ${facts.reviewerName} ${facts.what}: “${title}”`,
      greeting: `Dear ${to.name},`,
      blocks: [`${facts.reviewerName} ${facts.what} on “${title}”.`, { link }],
      signature: [facts.journalTitle],
    }),
  );
}
