import type { EditorDecision } from '@quire/contracts';
import type { Letter, LetterBlock } from './letter';

/** The submission a letter is about, and its author (the account that submitted it). */
export interface LetterSubmission {
  title: string | null;
  journalTitle: string;
  authorName: string;
  authorEmail: string;
  /** The submission's page in the author's panel (absolute URL). */
  panelUrl: string;
}

function quoted(title: string | null): string {
  return `“${title?.trim() || 'Untitled submission'}”`;
}

function signedBy(editorName: string, journalTitle: string): string[] {
  return ['Kind regards,', editorName, journalTitle];
}

/** The letter's own words for each decision, around the editor's message. */
function decisionWording(
  decision: EditorDecision,
  submission: LetterSubmission,
): { subject: string; opening: string[]; messageIntro: string; closing: LetterBlock[] } {
  const { journalTitle, panelUrl } = submission;
  const title = quoted(submission.title);
  switch (decision) {
    case 'send_to_review':
      return {
        subject: `[${journalTitle}] Your submission has been sent for review`,
        opening: [
          `I am pleased to inform you that an editor has read your submission, ${title}, and has decided to send it for peer review. The editors will ask qualified reviewers for their assessment, and we will write to you again once we have reached a decision.`,
        ],
        messageIntro: 'The editor adds:',
        closing: [
          'You can follow the progress of your submission in your panel:',
          { link: panelUrl },
        ],
      };
    case 'request_revisions':
      return {
        subject: `[${journalTitle}] Revisions requested for your submission`,
        opening: [
          `Your submission ${title} has been reviewed, and we would like to encourage you to submit a revised version that addresses the comments below. An editor will read the revision, and if it addresses the concerns adequately, your submission may be accepted for publication.`,
        ],
        messageIntro: 'The editor’s letter:',
        closing: [
          'Please upload your revised files and resubmit, with a note on what you changed, from your panel:',
          { link: panelUrl },
        ],
      };
    case 'accept':
      return {
        subject: `[${journalTitle}] Your submission has been accepted`,
        opening: [
          `I am pleased to inform you that we have decided to accept your submission, ${title}, for publication in ${journalTitle}. Thank you for choosing our journal as a venue for your work.`,
          'The editors will now prepare your article for an issue; we will write to you again when it is published.',
        ],
        messageIntro: 'The editor adds:',
        closing: ['Your submission in your panel:', { link: panelUrl }],
      };
    case 'decline':
      return {
        subject: `[${journalTitle}] Decision on your submission`,
        opening: [
          `Thank you for submitting ${title} to ${journalTitle}. While we appreciate the opportunity to consider your work, we regret that we are unable to accept it for publication.`,
        ],
        messageIntro: 'The editor’s letter:',
        closing: [
          'We wish you every success in finding another venue for your work. The decision is also recorded in your panel:',
          { link: panelUrl },
        ],
      };
  }
}

/**
 * The mail to the author about an editor's decision, in the words journals use (after OJS's
 * decision templates), with the editor's letter quoted as written when there is one.
 */
export function decisionLetter(
  submission: LetterSubmission,
  decision: EditorDecision,
  editorMessage: string | null,
  editorName: string,
): Letter {
  const wording = decisionWording(decision, submission);
  const letter: LetterBlock[] = editorMessage?.trim()
    ? [wording.messageIntro, { quote: editorMessage }]
    : [];
  return {
    to: submission.authorEmail,
    subject: wording.subject,
    greeting: `Dear ${submission.authorName},`,
    blocks: [...wording.opening, ...letter, ...wording.closing],
    signature: signedBy(editorName, submission.journalTitle),
  };
}

/** Where a published article is, or why it cannot be read yet. */
export type PublishedPlace =
  | { readable: true; articleUrl: string }
  | { readable: false; scheduledNote: string };

/**
 * The mail to the author on publication: the article's link when its issue is public, else when
 * it will be readable (an article in an unpublished issue would be a 404 to follow).
 */
export function publicationLetter(
  submission: LetterSubmission,
  place: PublishedPlace,
  editorName: string,
): Letter {
  const title = quoted(submission.title);
  const blocks: LetterBlock[] = place.readable
    ? [
        `We are pleased to let you know that your article ${title} has been published in ${submission.journalTitle}. It can now be read, cited and shared at:`,
        { link: place.articleUrl },
        'Thank you for publishing your work with us. Your published articles, with their views and downloads, are listed in your panel.',
      ]
    : [
        `Your article ${title} has been placed in an issue of ${submission.journalTitle}. ${place.scheduledNote}`,
        'You can follow it in your panel:',
        { link: submission.panelUrl },
      ];
  return {
    to: submission.authorEmail,
    subject: place.readable
      ? `[${submission.journalTitle}] Your article has been published`
      : `[${submission.journalTitle}] Your article is scheduled for publication`,
    greeting: `Dear ${submission.authorName},`,
    blocks,
    signature: signedBy(editorName, submission.journalTitle),
  };
}
