import {
  type DiscussionKey,
  type DiscussionPresenceEvent,
  type DiscussionRole,
  discussionPresenceSignalSchema,
} from '@quire/contracts';
import type { AppContext } from '../context';
import { emitToListener } from '../discussions/discussion-delivery';
import { readerKey } from '../discussions/discussion-readers';
import { type DiscussionSender, discussionSenderName } from '../review/visibility';
import { type SeatHolder, type ThreadSeat, threadSeat } from './discussion-seat';
import { noopRealtime } from './realtime-emitter';
import { type DiscussionSocket, REVIEW_LINK_NAMESPACE } from './realtime-types';

/** The server as a discussion socket sees it (`socket.nsp.server`). */
type DiscussionServer = DiscussionSocket['nsp']['server'];

/** A reader with a thread open, as their socket carries it (`socket.data.discussions`). */
export interface PresentReader {
  role: DiscussionRole;
  /** Their `readerKey`: one entry per person, however many tabs they have open. */
  reader: string;
  /** As stored, never sent: the visibility rule turns it into what each viewer may know. */
  name: string;
  assignmentId: number | null;
  position: number | null;
}

/** The room of the sockets that have one thread open. */
export function discussionRoom(submissionId: number, key: string): string {
  return `discussion:${submissionId}:${key}`;
}

/** The reader a seat's user is, as their socket carries it (`accountName`: their account's). */
export function presentReader(seat: ThreadSeat, accountName: string): PresentReader {
  const { reader } = seat.own;
  const assignment = 'assignment' in reader ? reader.assignment : null;
  return {
    role: reader.viewer.kind,
    reader: readerKey(reader),
    name: assignment ? assignment.reviewerName : accountName,
    assignmentId: assignment?.id ?? null,
    position: assignment?.position ?? null,
  };
}

function asSender(present: PresentReader): DiscussionSender {
  if (present.role === 'reviewer') {
    return {
      role: 'reviewer',
      assignmentId: present.assignmentId ?? 0,
      name: present.name,
      position: present.position ?? 0,
    };
  }
  return { role: present.role, name: present.name };
}

/**
 * Tells every reader of the thread — and nobody else — who has it open now, each in their own
 * words of the visibility rule ("Reviewer 1", "Editor" where they may not know more).
 */
export function announcePresence(
  context: AppContext,
  seat: Pick<ThreadSeat, 'submission' | 'listeners'>,
  key: string,
  present: readonly PresentReader[],
): void {
  const realtime = context.realtime ?? noopRealtime;
  for (const listener of seat.listeners) {
    const own = readerKey(listener.reader);
    const event: DiscussionPresenceEvent = {
      submissionId: seat.submission.id,
      thread: key as DiscussionKey,
      present: present.map((entry) => ({
        role: entry.role,
        name: discussionSenderName(listener.reader.viewer, seat.submission.mode, asSender(entry)),
        mine: entry.reader === own,
      })),
    };
    emitToListener(realtime, listener, 'discussion_presence', event);
  }
}

/**
 * The readers with the thread open, one per person: from the sockets in the thread's room on
 * every node (`fetchSockets`) — accounts' and review links' — never from a counter a crashed
 * node could leave behind.
 */
async function presentIn(server: DiscussionServer, room: string): Promise<PresentReader[]> {
  const [accounts, links] = await Promise.all([
    server.of('/').in(room).fetchSockets(),
    server.of(REVIEW_LINK_NAMESPACE).in(room).fetchSockets(),
  ]);
  const present = new Map<string, PresentReader>();
  for (const other of [...accounts, ...links]) {
    const entry = other.data.discussions?.[room];
    if (entry && !present.has(entry.reader)) present.set(entry.reader, entry);
  }
  return [...present.values()];
}

async function announce(
  socket: DiscussionSocket,
  context: AppContext,
  seat: ThreadSeat,
  key: string,
): Promise<void> {
  const present = await presentIn(socket.nsp.server, discussionRoom(seat.submission.id, key));
  announcePresence(context, seat, key, present);
}

/**
 * Presence in a submission's discussions: a socket says it has a thread open (`here: true`) or
 * left it; the thread's readers — and only they — are told who is here, in names the visibility
 * rule allows. A socket that goes away leaves its threads. A signal for a thread the holder may
 * not read is dropped, like a malformed one. `accountName`: the holder's account's name (a
 * reviewer is named from their assignment whichever way they came).
 */
export function relayDiscussionPresence(
  socket: DiscussionSocket,
  context: AppContext,
  holder: SeatHolder,
  accountName: string,
  onError: (error: unknown) => void,
): void {
  const seats = new Map<string, ThreadSeat>();
  socket.on('discussion_presence', (signal) => {
    const parsed = discussionPresenceSignalSchema.safeParse(signal);
    if (!parsed.success) return;
    const { submissionId, thread, here } = parsed.data;
    const room = discussionRoom(submissionId, thread);
    const change = async () => {
      const seat = seats.get(room) ?? (await threadSeat(context, holder, submissionId, thread));
      if (!seat) return;
      const entries = { ...socket.data.discussions };
      if (here) {
        seats.set(room, seat);
        entries[room] = presentReader(seat, accountName);
        socket.data.discussions = entries;
        await socket.join(room);
      } else {
        seats.delete(room);
        delete entries[room];
        socket.data.discussions = entries;
        await socket.leave(room);
      }
      await announce(socket, context, seat, thread);
    };
    change().catch(onError);
  });
  socket.on('disconnect', () => {
    // The socket has left its rooms: the others see it gone.
    for (const [room, seat] of seats) {
      const key = room.split(':').slice(2).join(':');
      announce(socket, context, seat, key).catch(onError);
    }
    seats.clear();
  });
}
