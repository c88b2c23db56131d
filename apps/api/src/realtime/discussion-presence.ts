import {
  type DiscussionKey,
  type DiscussionPresenceEvent,
  type DiscussionRole,
  discussionPresenceSignalSchema,
} from '@quire/contracts';
import type { AppContext } from '../context';
import { readerKey } from '../discussions/discussion-readers';
import { type DiscussionSender, discussionSenderName } from '../review/visibility';
import { type ThreadSeat, threadSeat } from './discussion-seat';
import { type RealtimeSocket, userRoom } from './realtime-types';

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

function presentReader(seat: ThreadSeat, accountName: string): PresentReader {
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
 * Tells every reader of the thread who has it open now, each in their own words of the
 * visibility rule ("Reviewer 1", "Editor" where they may not know more). Computed from the
 * sockets in the thread's room on every node (`fetchSockets`), never from a counter a crashed
 * node could leave behind.
 */
async function announce(socket: RealtimeSocket, seat: ThreadSeat, key: string): Promise<void> {
  const room = discussionRoom(seat.submission.id, key);
  const sockets = await socket.nsp.in(room).fetchSockets();
  const present = new Map<string, PresentReader>();
  for (const other of sockets) {
    const entry = other.data.discussions?.[room];
    if (entry && !present.has(entry.reader)) present.set(entry.reader, entry);
  }
  for (const listener of seat.listeners) {
    const own = readerKey(listener.reader);
    const event: DiscussionPresenceEvent = {
      submissionId: seat.submission.id,
      thread: key as DiscussionKey,
      present: [...present.values()].map((entry) => ({
        role: entry.role,
        name: discussionSenderName(listener.reader.viewer, seat.submission.mode, asSender(entry)),
        mine: entry.reader === own,
      })),
    };
    socket.nsp.to(userRoom(listener.userId)).emit('discussion_presence', event);
  }
}

/**
 * Presence in a submission's discussions: a socket says it has a thread open (`here: true`) or
 * left it; the thread's readers — and only they — are told who is here, in names the visibility
 * rule allows. A socket that goes away leaves its threads. A signal for a thread the user may
 * not read is dropped, like a malformed one.
 */
export function relayDiscussionPresence(
  socket: RealtimeSocket,
  context: AppContext,
  onError: (error: unknown) => void,
): void {
  const { user } = socket.data;
  const seats = new Map<string, ThreadSeat>();
  socket.on('discussion_presence', (signal) => {
    const parsed = discussionPresenceSignalSchema.safeParse(signal);
    if (!parsed.success) return;
    const { submissionId, thread, here } = parsed.data;
    const room = discussionRoom(submissionId, thread);
    const change = async () => {
      const seat = seats.get(room) ?? (await threadSeat(context, user.id, submissionId, thread));
      if (!seat) return;
      const entries = { ...socket.data.discussions };
      if (here) {
        seats.set(room, seat);
        entries[room] = presentReader(seat, user.name);
        socket.data.discussions = entries;
        await socket.join(room);
      } else {
        seats.delete(room);
        delete entries[room];
        socket.data.discussions = entries;
        await socket.leave(room);
      }
      await announce(socket, seat, thread);
    };
    change().catch(onError);
  });
  socket.on('disconnect', () => {
    // The socket has left its rooms: the others see it gone.
    for (const [room, seat] of seats) {
      const key = room.split(':').slice(2).join(':');
      announce(socket, seat, key).catch(onError);
    }
    seats.clear();
  });
}
