import type { ClientToServerEvents, ServerToClientEvents } from '@quire/contracts';
import type { Namespace, Server, Socket } from 'socket.io';
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
export interface SocketData extends DiscussionSocketData {
  user: SocketUser;
}

/**
 * What a socket of the review-link namespace carries: the assignment its mailed link opens (whose
 * status is re-checked while it stays connected), never the link itself.
 */
export interface ReviewLinkSocketData extends DiscussionSocketData {
  reviewLink: { assignmentId: number; submissionId: number };
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

/** What a socket in a discussion thread carries, whichever way it came (account or link). */
export interface DiscussionSocketData {
  /** The discussion threads it has open, by room (see `discussion-presence.ts`). */
  discussions?: Record<string, PresentReader>;
}

/** A socket that may sit in discussion threads: an account's, or a review link's. */
export type DiscussionSocket = Socket<
  ClientToServerEvents,
  ServerToClientEvents,
  InterServerEvents,
  DiscussionSocketData
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

/**
 * The namespace of reviewers who come by their mailed review link (no account, no session):
 * apart from the default one, so nothing emitted to accounts (chat, notifications, presence of
 * administrators) can reach such a socket; it hears only its assignment's discussion.
 */
export const REVIEW_LINK_NAMESPACE = '/review-link';

/** The typed review-link namespace. */
export type ReviewLinkNamespace = Namespace<
  ClientToServerEvents,
  ServerToClientEvents,
  InterServerEvents,
  ReviewLinkSocketData
>;

/** A socket authenticated by a review link. */
export type ReviewLinkSocket = Socket<
  ClientToServerEvents,
  ServerToClientEvents,
  InterServerEvents,
  ReviewLinkSocketData
>;

/** The room (in the review-link namespace) of every socket opened with one assignment's links. */
export function reviewLinkRoom(assignmentId: number): string {
  return `review-link:${assignmentId}`;
}
