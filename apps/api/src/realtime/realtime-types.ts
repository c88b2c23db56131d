import type { ClientToServerEvents, ServerToClientEvents } from '@quire/contracts';
import type { Server, Socket } from 'socket.io';
import type { EndedSessions } from '../auth/session-revocation';
import type { PresentReader } from './discussion-presence';
import type { SocketUser } from './socket-auth';

/** Messages the API nodes send one another through the adapter. */
export interface InterServerEvents {
  /** An administrator connected or left somewhere: recompute the admin presence. */
  admin_presence_changed: () => void;
  /** Sessions ended on the sending node: forget their remembered lookups here too. */
  sessions_ended: (ended: EndedSessions) => void;
}

/** What a socket carries after authentication. */
export interface SocketData {
  user: SocketUser;
  /** The discussion threads it has open, by room (see `discussion-presence.ts`). */
  discussions?: Record<string, PresentReader>;
}

/** The typed socket.io server of the API. */
export type RealtimeServer = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  InterServerEvents,
  SocketData
>;

/** A typed, authenticated socket. */
export type RealtimeSocket = Socket<
  ClientToServerEvents,
  ServerToClientEvents,
  InterServerEvents,
  SocketData
>;

/** The room of every socket of one user. */
export function userRoom(userId: number): string {
  return `user:${userId}`;
}

/** The room of every socket opened with one session (revoking the session empties it). */
export function sessionRoom(sessionId: number): string {
  return `session:${sessionId}`;
}

/** The room of every administrator's socket. */
export const ADMINS_ROOM = 'admins';
