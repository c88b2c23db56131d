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

/** An editor a letter is addressed to. */
export interface LetterEditor {
  name: string;
  email: string;
}

/** The mail to an editor assigned to a submission: what it is and where to handle it. */
export function assignmentLetter(
  submission: LetterSubmission,
  editor: LetterEditor,
  assignedBy: string,
  backOfficeUrl: string,
): Letter {
  return {
    to: editor.email,
    subject: `[${submission.journalTitle}] You are assigned to ${quoted(submission.title)}`,
    greeting: `Dear ${editor.name},`,
    blocks: [
      `${assignedBy} has assigned you as an editor of ${quoted(submission.title)} by ${submission.authorName}, submitted to ${submission.journalTitle}.`,
      'The submission, its files and its timeline are on its page in the back office; it is now listed under “Needs my action” when the next step is yours:',
      { link: backOfficeUrl },
    ],
    signature: [submission.journalTitle],
  };
}

/**
 * The mail to a journal's editor when a submission arrives or comes back revised, with the
 * author's note or response quoted.
 */
export function arrivalLetter(
  submission: LetterSubmission,
  editor: LetterEditor,
  arrival: { resubmitted: boolean; round: number; message: string | null },
  backOfficeUrl: string,
): Letter {
  const title = quoted(submission.title);
  const note: LetterBlock[] = arrival.message?.trim()
    ? [
        arrival.resubmitted ? 'The author’s response:' : 'The author’s note:',
        { quote: arrival.message },
      ]
    : [];
  return {
    to: editor.email,
    subject: arrival.resubmitted
      ? `[${submission.journalTitle}] Revised submission: ${title}`
      : `[${submission.journalTitle}] New submission: ${title}`,
    greeting: `Dear ${editor.name},`,
    blocks: [
      arrival.resubmitted
        ? `${submission.authorName} has sent revised files for ${title} (round ${arrival.round}).`
        : `${submission.authorName} has submitted ${title} to ${submission.journalTitle}.`,
      ...note,
      'Read it and decide on the next step in the back office:',
      { link: backOfficeUrl },
    ],
    signature: [submission.journalTitle],
  };
}

/** The mail to the author with a proof to check: what to do, and where (their panel). */
export function proofLetter(
  submission: LetterSubmission,
  round: number,
  editorName: string,
): Letter {
  const title = quoted(submission.title);
  return {
    to: submission.authorEmail,
    subject: `[${submission.journalTitle}] The proof of your article is ready`,
    greeting: `Dear ${submission.authorName},`,
    blocks: [
      `The proof of ${title} (round ${round}) is ready. Please check the galleys carefully: once you approve them, the article is published as they are.`,
      'Approve the proof, or send your corrections, in your panel:',
      { link: submission.panelUrl },
    ],
    signature: signedBy(editorName, submission.journalTitle),
  };
}

/** The mail to an editor when the author answers a proof: approved, or corrections to make. */
export function proofAnswerLetter(
  submission: LetterSubmission,
  editor: LetterEditor,
  answer: { round: number; corrections: string | null },
  backOfficeUrl: string,
): Letter {
  const title = quoted(submission.title);
  const corrected: LetterBlock[] = answer.corrections
    ? ['The author’s corrections:', { quote: answer.corrections }]
    : [];
  return {
    to: editor.email,
    subject: answer.corrections
      ? `[${submission.journalTitle}] Proof corrections: ${title}`
      : `[${submission.journalTitle}] Proof approved: ${title}`,
    greeting: `Dear ${editor.name},`,
    blocks: [
      answer.corrections
        ? `${submission.authorName} sent corrections to proof round ${answer.round} of ${title}.`
        : `${submission.authorName} approved proof round ${answer.round} of ${title}: it can be published.`,
      ...corrected,
      'Continue in the back office:',
      { link: backOfficeUrl },
    ],
    signature: [submission.journalTitle],
  };
}
