import { discussionTypingSignalSchema } from '@quire/contracts';
import type { AppContext } from '../context';
import { isHolder, type SeatHolder, threadSeat } from './discussion-seat';
import {
  type DiscussionSocket,
  REVIEW_LINK_NAMESPACE,
  reviewLinkRoom,
  userRoom,
} from './realtime-types';

/** How long a socket's right to a thread is remembered (typing signals come in bursts). */
const SEAT_MEMORY_MS = 30_000;

interface TypingSeat {
  role: 'editor' | 'author' | 'reviewer';
  /** The rooms of the thread's other readers' accounts. */
  rooms: string[];
  /** The review-link rooms of the thread's other readers (its reviewer, when not the holder). */
  linkRooms: string[];
}

/**
 * Who the socket's holder is in a thread, and who else reads it, or null when they may not
 * read it (`threadSeat`): a signal from outside a thread is dropped and one from inside reaches
 * nobody outside it.
 */
async function seatOf(
  context: AppContext,
  holder: SeatHolder,
  submissionId: number,
  key: string,
): Promise<TypingSeat | null> {
  const seat = await threadSeat(context, holder, submissionId, key);
  if (!seat) return null;
  const others = seat.listeners.filter((listener) => !isHolder(holder, listener));
  return {
    role: seat.own.reader.viewer.kind,
    rooms: others.flatMap((listener) =>
      listener.userId === null ? [] : [userRoom(listener.userId)],
    ),
    linkRooms: others.flatMap((listener) =>
      listener.reader.viewer.kind === 'reviewer'
        ? [reviewLinkRoom(listener.reader.viewer.assignmentId)]
        : [],
    ),
  };
}

/**
 * Relays a socket's typing signals in a submission's discussion to the thread's other readers
 * (their accounts' sockets and a reviewer's review-link sockets), as a role only ("an editor is
 * typing"), never a name. A malformed signal, or one for a thread the holder may not read, is
 * dropped: typing is a hint, never worth an error.
 */
export function relayDiscussionTyping(
  socket: DiscussionSocket,
  context: AppContext,
  holder: SeatHolder,
): void {
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
        : seatOf(context, holder, submissionId, thread).then((found) => {
            seats.set(cacheKey, { seat: found, until: Date.now() + SEAT_MEMORY_MS });
            return found;
          });
    seat
      .then((found) => {
        if (!found) return;
        const event = { submissionId, thread, typing, role: found.role };
        const { server } = socket.nsp;
        if (found.rooms.length > 0) server.of('/').to(found.rooms).emit('discussion_typing', event);
        if (found.linkRooms.length > 0) {
          server.of(REVIEW_LINK_NAMESPACE).to(found.linkRooms).emit('discussion_typing', event);
        }
      })
      .catch(() => {
        // A failed lookup drops the hint, as a malformed one would be.
      });
  });
}
