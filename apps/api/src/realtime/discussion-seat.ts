import { type DiscussionKey, parseDiscussionKey } from '@quire/contracts';
import type { AppContext } from '../context';
import { type Listener, type ThreadOf, threadListeners } from '../discussions/discussion-delivery';
import {
  type DiscussionSubmission,
  loadDiscussionSubmission,
  submissionAssignment,
  threadsFor,
} from '../discussions/discussion-readers';
import { mayReadDiscussion } from '../review/visibility';

/**
 * Who holds a socket: an account (signed in), or the reviewer of one assignment who came by
 * their mailed review link (no account needed), who may sit in that assignment's thread only.
 */
export type SeatHolder = { userId: number } | { assignmentId: number };

/** Whether a thread's listener is the socket's holder. */
export function isHolder(holder: SeatHolder, listener: Listener): boolean {
  if ('userId' in holder) return listener.userId === holder.userId;
  const { viewer } = listener.reader;
  return viewer.kind === 'reviewer' && viewer.assignmentId === holder.assignmentId;
}

/** A holder's place in a thread: the thread, themselves as its reader, and all its readers. */
export interface ThreadSeat {
  submission: DiscussionSubmission;
  thread: ThreadOf;
  own: Listener;
  listeners: Listener[];
}

/**
 * Who the holder is in a thread and who else reads it live, or null when they may not read it
 * (a review link's holder reads its assignment's thread and no other): the same readers the
 * thread's messages go to (`threadListeners`) and the same rule (`mayReadDiscussion`), so socket
 * signals follow what the routes allow. `key` is already valid.
 */
export async function threadSeat(
  context: AppContext,
  holder: SeatHolder,
  submissionId: number,
  key: DiscussionKey | string,
): Promise<ThreadSeat | null> {
  const submission = await loadDiscussionSubmission(context.db, submissionId);
  if (!submission) return null;
  const ref = parseDiscussionKey(key as DiscussionKey);
  const assignment =
    ref.assignmentId === null
      ? null
      : await submissionAssignment(context.db, submissionId, ref.assignmentId);
  if (ref.kind === 'editor_reviewer' && !assignment) return null;
  const thread = { ...ref, assignment };
  const listeners = await threadListeners(context, submission, thread);
  const own = listeners.find((listener) => isHolder(holder, listener));
  if (!own || !mayReadDiscussion(own.reader.viewer, thread)) return null;
  const visible = threadsFor(own.reader, submission, assignment ? [assignment] : []).some(
    (candidate) => candidate.kind === ref.kind && candidate.assignmentId === ref.assignmentId,
  );
  return visible ? { submission, thread, own, listeners } : null;
}
