import type { DiscussionKey } from '@quire/contracts';
import { discussionKey } from '@quire/contracts';
import { eq } from 'drizzle-orm';
import { declinedMail } from '../account/mail-preferences';
import { generateToken, hashToken } from '../auth/tokens';
import type { AppContext } from '../context';
import { type discussionMessages, journals, reviewLinkTokens, users } from '../db/schema';
import { mailQueueOf } from '../mail/app-mail-queue';
import { composeLetter } from '../mail/letter';
import {
  noopRealtime,
  type RealtimeEmitter,
  type ServerEvent,
  type ServerEventArgs,
} from '../realtime/realtime-emitter';
import { reviewLink } from '../review/review-mail';
import type { DiscussionThreadRef } from '../review/visibility';
import { editorSubmissionLink } from '../submissions/submission-workflow';
import { attachmentUrl, type DiscussionFileRow, listenerBase } from './discussion-attachments';
import {
  type DiscussionAssignment,
  type DiscussionReader,
  type DiscussionSubmission,
  editorsToMail,
  editorUserIds,
  reviewerReader,
} from './discussion-readers';
import { messageFor } from './discussion-store';

/** A thread with the assignment of its reviewer, if it has one. */
export type ThreadOf = DiscussionThreadRef & { assignment: DiscussionAssignment | null };

/**
 * Someone who may read the thread live, and how they read it: an account (`userId`), or the
 * reviewer of an assignment, who may also — or only, without an account — be there by link.
 */
export interface Listener {
  userId: number | null;
  reader: DiscussionReader;
}

/**
 * Sends a live event to one listener's sockets: their account's, and a reviewer's opened with
 * their assignment's review link. The payload is already made for that listener's reader.
 */
export function emitToListener<E extends ServerEvent>(
  realtime: RealtimeEmitter,
  listener: Listener,
  event: E,
  ...args: ServerEventArgs<E>
): void {
  if (listener.userId !== null) realtime.emitToUser(listener.userId, event, ...args);
  const { viewer } = listener.reader;
  if (viewer.kind === 'reviewer') realtime.emitToReviewLink(viewer.assignmentId, event, ...args);
}

/**
 * Everyone allowed in a thread (the visibility rule's readers): its editors, the author of the
 * `editor_author` thread, the reviewer of an `editor_reviewer` thread (with or without an
 * account). Live events go to these readers' sockets only, each payload made for its reader.
 */
export async function threadListeners(
  context: AppContext,
  submission: DiscussionSubmission,
  thread: ThreadOf,
): Promise<Listener[]> {
  const editors = await editorUserIds(context.db, submission);
  const listeners: Listener[] = editors.map((userId) => ({
    userId,
    reader: { viewer: { kind: 'editor' }, userId, name: '' },
  }));
  if (thread.kind === 'editor_author') {
    listeners.push({
      userId: submission.ownerId,
      reader: {
        viewer: { kind: 'author', userId: submission.ownerId },
        userId: submission.ownerId,
        name: '',
      },
    });
  }
  if (thread.kind === 'editor_reviewer' && thread.assignment) {
    listeners.push({
      userId: thread.assignment.reviewerId,
      reader: reviewerReader(thread.assignment),
    });
  }
  return listeners;
}

/** Where a reader opens the thread in the web app (absolute). */
async function threadAddress(
  context: AppContext,
  submission: DiscussionSubmission,
  key: DiscussionKey,
  reader: DiscussionReader,
): Promise<string> {
  const origin = context.config.webOrigin;
  if (reader.viewer.kind === 'editor') {
    return new URL(
      `${editorSubmissionLink(submission.id)}?discussion=${key}#discussion`,
      origin,
    ).toString();
  }
  if (reader.viewer.kind === 'author') {
    // The submission's own page (the list's `?id=` address would drop the thread on redirect).
    return new URL(
      `/panel/submission/${submission.id}?discussion=${key}#discussion`,
      origin,
    ).toString();
  }
  const assignment = (reader as Extract<DiscussionReader, { assignment: unknown }>).assignment;
  if (assignment.status === 'invited' || assignment.status === 'accepted') {
    // A link of its own, like a reminder's: the reviewer may have no password.
    const token = generateToken();
    await context.db
      .insert(reviewLinkTokens)
      .values({ tokenHash: hashToken(token), assignmentId: assignment.id });
    return `${reviewLink(origin, token)}#discussion`;
  }
  // A submitted review's link no longer opens it: the reviewer signs in (they have an account).
  return new URL(`/panel/reviews/${assignment.id}#discussion`, origin).toString();
}

/** Who is mailed about a message in a thread, before leaving out the sender and those online. */
async function threadMailReaders(
  context: AppContext,
  submission: DiscussionSubmission,
  thread: ThreadOf,
): Promise<Array<{ reader: DiscussionReader; email: string }>> {
  const editors = await editorsToMail(context.db, submission);
  const recipients: Array<{ reader: DiscussionReader; email: string }> = editors.map((editor) => ({
    reader: { viewer: { kind: 'editor' }, userId: editor.id, name: editor.name },
    email: editor.email,
  }));
  if (thread.kind === 'editor_reviewer' && thread.assignment) {
    recipients.push({
      reader: reviewerReader(thread.assignment),
      email: thread.assignment.reviewerEmail,
    });
  }
  if (thread.kind === 'editor_author') {
    const author = await authorReader(context, submission);
    if (author) recipients.push(author);
  }
  return recipients;
}

/** The author's name and address (the mail of the `editor_author` thread). */
async function authorReader(
  context: AppContext,
  submission: DiscussionSubmission,
): Promise<{ reader: DiscussionReader; email: string } | null> {
  const [owner] = await context.db
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, submission.ownerId));
  if (!owner) return null;
  return {
    reader: {
      viewer: { kind: 'author', userId: submission.ownerId },
      userId: submission.ownerId,
      name: owner.name,
    },
    email: owner.email,
  };
}

function sameReader(a: DiscussionReader, b: DiscussionReader): boolean {
  if (a.viewer.kind === 'reviewer' || b.viewer.kind === 'reviewer') {
    return (
      a.viewer.kind === 'reviewer' &&
      b.viewer.kind === 'reviewer' &&
      a.viewer.assignmentId === b.viewer.assignmentId
    );
  }
  return a.userId === b.userId;
}

/**
 * Sends a new message on: to every allowed reader's sockets (each their own view of it), and by
 * mail, queued on the job scheduler, to the readers with no socket connected (a reviewer's review
 * link's socket counts) who have not switched discussion mail off — the message, and a link that
 * opens the thread (a fresh review link for a reviewer without a password).
 */
export async function deliverMessage(
  context: AppContext,
  submission: DiscussionSubmission,
  thread: ThreadOf,
  sender: DiscussionReader,
  row: typeof discussionMessages.$inferSelect,
  files: readonly DiscussionFileRow[] = [],
): Promise<void> {
  const realtime = context.realtime ?? noopRealtime;
  const key = discussionKey(thread.kind, thread.assignmentId);
  const listeners = await threadListeners(context, submission, thread);
  for (const listener of listeners) {
    const base = listenerBase(listener.reader, submission.id);
    emitToListener(realtime, listener, 'discussion_message', {
      submissionId: submission.id,
      thread: key,
      message: messageFor(listener.reader, submission, row, thread, [], {
        rows: files,
        url: (fileId) => attachmentUrl(context.config.backendUrl, base, key, fileId),
      }),
    });
  }
  const candidates = await threadMailReaders(context, submission, thread);
  const recipients = candidates.filter((candidate) => !sameReader(candidate.reader, sender));
  const online = await realtime.onlineUserIds(
    recipients.flatMap((recipient) => recipient.reader.userId ?? []),
  );
  // A reviewer with their review link's page open is here too, account or not.
  const onlineLinks = await realtime.onlineReviewLinks(
    recipients.flatMap(({ reader }) =>
      reader.viewer.kind === 'reviewer' ? [reader.viewer.assignmentId] : [],
    ),
  );
  const isOnline = (reader: DiscussionReader) =>
    (reader.userId !== null && online.has(reader.userId)) ||
    (reader.viewer.kind === 'reviewer' && onlineLinks.has(reader.viewer.assignmentId));
  const away = recipients.flatMap(({ reader }) =>
    reader.userId !== null && !isOnline(reader) ? [reader.userId] : [],
  );
  const declined = await declinedMail(context.db, away, 'discussions');
  // A reviewer without an account has no preferences to honour: the mail is their way back.
  const offline = recipients.filter(
    ({ reader }) => !isOnline(reader) && (reader.userId === null || !declined.has(reader.userId)),
  );
  if (offline.length === 0) return;
  const journalTitle = await journalTitleOf(context, submission);
  const title = `“${submission.title?.trim() || 'Untitled submission'}”`;
  const queue = mailQueueOf(context);
  for (const recipient of offline) {
    const view = messageFor(recipient.reader, submission, row, thread, []);
    const link = await threadAddress(context, submission, key, recipient.reader);
    await queue.enqueue(
      composeLetter({
        to: recipient.email,
        subject: `[${journalTitle}] New message about ${title}`,
        greeting: `Dear ${recipient.reader.name},`,
        blocks: [
          `${view.sender.name} wrote in the discussion on ${title}:`,
          { quote: row.body },
          ...(files.length > 0
            ? [`${files.length === 1 ? 'One file is' : `${files.length} files are`} attached.`]
            : []),
          'Read it and answer in the discussion (replies to this mail are not part of it):',
          { link },
        ],
        signature: [journalTitle],
      }),
    );
  }
}

async function journalTitleOf(
  context: AppContext,
  submission: Pick<DiscussionSubmission, 'journalId'>,
): Promise<string> {
  if (submission.journalId === null) return 'Quire';
  const [journal] = await context.db
    .select({ title: journals.title })
    .from(journals)
    .where(eq(journals.id, submission.journalId));
  return journal?.title ?? 'Quire';
}

/** Tells the thread's readers that `reader` read it up to a message (read receipts, badges). */
export async function deliverRead(
  context: AppContext,
  submission: DiscussionSubmission,
  thread: ThreadOf,
  reader: DiscussionReader,
  upTo: number,
): Promise<void> {
  const realtime = context.realtime ?? noopRealtime;
  const key = discussionKey(thread.kind, thread.assignmentId);
  for (const listener of await threadListeners(context, submission, thread)) {
    emitToListener(realtime, listener, 'discussion_read', {
      submissionId: submission.id,
      thread: key,
      upTo,
      role: reader.viewer.kind,
    });
  }
}
