import { discussionTypingSignalSchema, parseDiscussionKey } from '@quire/contracts';
import type { AppContext } from '../context';
import { threadListeners } from '../discussions/discussion-delivery';
import {
  loadDiscussionSubmission,
  submissionAssignment,
  threadsFor,
} from '../discussions/discussion-readers';
import { mayReadDiscussion } from '../review/visibility';
import { type RealtimeSocket, userRoom } from './realtime-types';

/** How long a socket's right to a thread is remembered (typing signals come in bursts). */
const SEAT_MEMORY_MS = 30_000;

interface TypingSeat {
  role: 'editor' | 'author' | 'reviewer';
  /** The rooms of the thread's other readers. */
  rooms: string[];
}

/**
 * Who the socket's user is in a thread, and who else reads it, or null when the user may not
 * read it: the same readers the thread's messages go to (`threadListeners`), so a signal from
 * outside a thread is dropped and one from inside reaches nobody outside it.
 */
async function seatOf(
  context: AppContext,
  userId: number,
  submissionId: number,
  key: string,
): Promise<TypingSeat | null> {
  const submission = await loadDiscussionSubmission(context.db, submissionId);
  if (!submission) return null;
  const ref = parseDiscussionKey(key as Parameters<typeof parseDiscussionKey>[0]);
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
  if (!visible) return null;
  return {
    role: own.reader.viewer.kind,
    rooms: listeners
      .filter((listener) => listener.userId !== userId)
      .map((l) => userRoom(l.userId)),
  };
}

/**
 * Relays a socket's typing signals in a submission's discussion to the thread's other readers,
 * as a role only ("an editor is typing"), never a name. A malformed signal, or one for a thread
 * the user may not read, is dropped: typing is a hint, never worth an error.
 */
export function relayDiscussionTyping(socket: RealtimeSocket, context: AppContext): void {
  const { user } = socket.data;
  const seats = new Map<string, { seat: TypingSeat | null; until: number }>();
  socket.on('discussion_typing', (signal) => {
    const parsed = discussionTypingSignalSchema.safeParse(signal);
    if (!parsed.success) return;
    const { submissionId, thread, typing } = parsed.data;
    const cacheKey = `${submissionId}:${thread}`;
    const remembered = seats.get(cacheKey);
    const seat =
      remembered && remembered.until > Date.now()
        ? Promise.resolve(remembered.seat)
        : seatOf(context, user.id, submissionId, thread).then((found) => {
            seats.set(cacheKey, { seat: found, until: Date.now() + SEAT_MEMORY_MS });
            return found;
          });
    seat
      .then((found) => {
        if (!found || found.rooms.length === 0) return;
        socket
          .to(found.rooms)
          .emit('discussion_typing', { submissionId, thread, typing, role: found.role });
      })
      .catch(() => {
        // A failed lookup drops the hint, as a malformed one would be.
      });
  });
}
