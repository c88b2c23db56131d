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

/** A socket user's place in a thread: the thread, themselves as its reader, and all its readers. */
export interface ThreadSeat {
  submission: DiscussionSubmission;
  thread: ThreadOf;
  own: Listener;
  listeners: Listener[];
}

/**
 * Who the user is in a thread and who else reads it live, or null when the user may not read
 * it: the same readers the thread's messages go to (`threadListeners`) and the same rule
 * (`mayReadDiscussion`), so socket signals follow what the routes allow. `key` is already valid.
 */
export async function threadSeat(
  context: AppContext,
  userId: number,
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
  const own = listeners.find((listener) => listener.userId === userId);
  if (!own || !mayReadDiscussion(own.reader.viewer, thread)) return null;
  const visible = threadsFor(own.reader, submission, assignment ? [assignment] : []).some(
    (candidate) => candidate.kind === ref.kind && candidate.assignmentId === ref.assignmentId,
  );
  return visible ? { submission, thread, own, listeners } : null;
}
