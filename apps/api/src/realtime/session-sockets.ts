import { and, gt, inArray, isNull } from 'drizzle-orm';
import { type EndedSessions, onSessionsEnded } from '../auth/session-revocation';
import type { Database } from '../db/client';
import { sessions } from '../db/schema';
import { type RealtimeServer, type RealtimeSocket, sessionRoom, userRoom } from './realtime-types';

/** How often each node re-validates the sessions of its own sockets. */
export const SESSION_CHECK_INTERVAL_MS = 60_000;

/** The longest delay `setTimeout` honours (about 24.8 days); longer waits are re-armed. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** Session ids per re-validation query (keeps the statement well under parameter limits). */
const CHECK_BATCH = 1_000;

/**
 * Keeps every socket from outliving the session it authenticated with. Each mechanism covers a
 * gap the others leave:
 * - Ending a session (sign-out, password change or reset, account deletion) is announced by the
 *   session store; this disconnects the `session:<id>` rooms (or `user:<id>` for a deleted
 *   account) through the adapter, so on every node, at once.
 * - A new socket re-checks its session once it has joined its rooms: a revocation committed
 *   between the handshake's check and the join was broadcast before the socket was in the room.
 * - A timer disconnects a socket when its session expires (expiry is fixed at sign-in).
 * - Every `SESSION_CHECK_INTERVAL_MS` each node re-validates its own sockets' sessions in one
 *   query: an announcement lost to a Redis outage, or to a node that died between committing a
 *   revocation and announcing it, leaves a socket connected for at most that long.
 */
export class SessionSockets {
  private readonly interval: NodeJS.Timeout;
  private readonly stopListening: () => void;

  constructor(
    private readonly io: RealtimeServer,
    private readonly db: Database,
    private readonly onError: (error: unknown) => void,
  ) {
    this.stopListening = onSessionsEnded(db, (ended) => this.disconnectEnded(ended));
    this.interval = setInterval(
      () => void this.checkAll().catch(this.onError),
      SESSION_CHECK_INTERVAL_MS,
    );
    this.interval.unref();
  }

  /** Watches a socket that has just joined its rooms (see the class comment). */
  async watch(socket: RealtimeSocket): Promise<void> {
    const { sessionId, sessionExpiresAt } = socket.data.user;
    let timer: NodeJS.Timeout | undefined;
    const arm = () => {
      const remaining = sessionExpiresAt - Date.now();
      if (remaining <= 0) {
        socket.disconnect(true);
        return;
      }
      timer = setTimeout(arm, Math.min(remaining, MAX_TIMER_MS));
      timer.unref();
    };
    socket.once('disconnect', () => clearTimeout(timer));
    arm();
    const live = await this.liveSessionIds([sessionId]);
    if (!live.has(sessionId)) socket.disconnect(true);
  }

  /** Re-validates the session of every socket on this node; disconnects those that ended. */
  async checkAll(): Promise<void> {
    const sockets = [...this.io.of('/').sockets.values()];
    const live = await this.liveSessionIds([
      ...new Set(sockets.map((socket) => socket.data.user.sessionId)),
    ]);
    for (const socket of sockets) {
      if (!live.has(socket.data.user.sessionId)) socket.disconnect(true);
    }
  }

  /** Stops listening and re-validating (the node is shutting down). */
  stop(): void {
    this.stopListening();
    clearInterval(this.interval);
  }

  private disconnectEnded(ended: EndedSessions): void {
    const rooms = 'userId' in ended ? [userRoom(ended.userId)] : ended.sessionIds.map(sessionRoom);
    try {
      this.io.in(rooms).disconnectSockets(true);
    } catch (error) {
      // This node's sockets are already gone; the periodic check covers the other nodes.
      this.onError(error);
    }
  }

  private async liveSessionIds(sessionIds: number[]): Promise<Set<number>> {
    const live = new Set<number>();
    for (let start = 0; start < sessionIds.length; start += CHECK_BATCH) {
      const rows = await this.db
        .select({ id: sessions.id })
        .from(sessions)
        .where(
          and(
            inArray(sessions.id, sessionIds.slice(start, start + CHECK_BATCH)),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, new Date()),
          ),
        );
      for (const row of rows) live.add(row.id);
    }
    return live;
  }
}
