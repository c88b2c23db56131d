import { discussionTypingSignalSchema } from '@quire/contracts';
import type { AppContext } from '../context';
import { threadSeat } from './discussion-seat';
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
 * read it (`threadSeat`): a signal from outside a thread is dropped and one from inside reaches
 * nobody outside it.
 */
async function seatOf(
  context: AppContext,
  userId: number,
  submissionId: number,
  key: string,
): Promise<TypingSeat | null> {
  const seat = await threadSeat(context, userId, submissionId, key);
  if (!seat) return null;
  return {
    role: seat.own.reader.viewer.kind,
    rooms: seat.listeners
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
