import type { ServerToClientEvents } from '@quire/contracts';

/** An event name the server emits, and its arguments. */
export type ServerEvent = keyof ServerToClientEvents;
export type ServerEventArgs<E extends ServerEvent> = Parameters<ServerToClientEvents[E]>;

/** What routes use to reach connected clients; a no-op when no socket server is attached. */
export interface RealtimeEmitter {
  /** Emits to every socket of one user (all tabs, all nodes). */
  emitToUser<E extends ServerEvent>(userId: number, event: E, ...args: ServerEventArgs<E>): void;
  /** Emits to every administrator's socket (all nodes). */
  emitToAdmins<E extends ServerEvent>(event: E, ...args: ServerEventArgs<E>): void;
  /** Emits once to every socket of one user and of every administrator (deduplicated). */
  emitToConversation<E extends ServerEvent>(
    userId: number,
    event: E,
    ...args: ServerEventArgs<E>
  ): void;
  /**
   * Emits to every socket opened with one assignment's review links (a reviewer who came by their
   * mailed link, all nodes): they are in that assignment's discussion thread and nowhere else.
   */
  emitToReviewLink<E extends ServerEvent>(
    assignmentId: number,
    event: E,
    ...args: ServerEventArgs<E>
  ): void;
  /**
   * Disconnects the sockets of these assignments' review links (all nodes): their links stopped
   * working (the review was submitted, declined or withdrawn), as a signed-out session's sockets.
   */
  endReviewLinks(assignmentIds: readonly number[]): void;
  /** Which of these users have at least one connected socket (on any node). */
  onlineUserIds(userIds: number[]): Promise<Set<number>>;
  /** Which of these assignments have a review-link socket connected (on any node). */
  onlineReviewLinks(assignmentIds: number[]): Promise<Set<number>>;
  /**
   * Resolves once what this node has emitted so far has reached the other nodes' channel (Redis),
   * or at once on a single node or while Redis is away. A route that acknowledges a chat message
   * awaits it: a node that dies after the acknowledgement has then already announced it.
   */
  announced(): Promise<void>;
}

/** The emitter used while no socket server is attached (e.g. `app.inject` tests). */
export const noopRealtime: RealtimeEmitter = {
  emitToUser: () => {},
  emitToAdmins: () => {},
  emitToConversation: () => {},
  emitToReviewLink: () => {},
  endReviewLinks: () => {},
  onlineUserIds: async () => new Set(),
  onlineReviewLinks: async () => new Set(),
  announced: async () => {},
};
