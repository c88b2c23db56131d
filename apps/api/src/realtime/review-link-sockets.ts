import { and, inArray } from 'drizzle-orm';
import { hashToken } from '../auth/tokens';
import type { AppContext } from '../context';
import { reviewAssignments } from '../db/schema';
import {
  assignmentOfLink,
  LINK_OPEN_STATUSES,
  REVIEW_LINK_INVALID,
} from '../review/reviewer-tasks';
import { relayDiscussionPresence } from './discussion-presence';
import { relayDiscussionTyping } from './discussion-typing';
import type { RealtimeEmitter } from './realtime-emitter';
import {
  REVIEW_LINK_NAMESPACE,
  type RealtimeServer,
  type ReviewLinkNamespace,
  type ReviewLinkSocket,
  reviewLinkRoom,
} from './realtime-types';
import { SESSION_CHECK_INTERVAL_MS } from './session-sockets';
import { limitInboundEvents } from './socket-rate-limit';

/** Said to a socket of the review-link namespace that brought no link. */
export const REVIEW_LINK_MISSING =
  'Open the review from the link in its mail to follow its discussion live.';

/** Longest link token looked up (they are 43 characters; anything far longer is not one). */
const MAX_TOKEN_LENGTH = 200;

/** A refusal the client receives as its `connect_error` (message and a stable reason). */
function refusal(message: string, reason: 'review_link_missing' | 'review_link_invalid'): Error {
  return Object.assign(new Error(message), { data: { reason } });
}

/**
 * The live discussion of reviewers who come by their mailed review link (`/review-link`
 * namespace, `auth: { reviewToken }` in the handshake — never the address, so never in a log):
 * the link must open an assignment (invited or accepted, as on the review page) and the socket
 * then joins that assignment's room and may open its `editor_reviewer` thread only
 * (`threadSeat` with the assignment as holder): presence and typing there, and the thread's
 * messages and read marks (`emitToReviewLink`). It never joins a user's, session's or the
 * administrators' room, so chat, notifications and other threads cannot reach it.
 *
 * A link stops working when the review is submitted, declined or withdrawn: those changes call
 * `end` (every node, through the adapter); a socket re-checks its link once it has joined (a
 * change committed between the handshake and the join), and every `SESSION_CHECK_INTERVAL_MS`
 * each node re-checks its own link sockets in one query (a closed round withdraws its open
 * assignments without a route of its own to call `end`).
 */
export class ReviewLinkSockets {
  private readonly namespace: ReviewLinkNamespace;
  private readonly interval: NodeJS.Timeout;

  constructor(
    io: RealtimeServer,
    private readonly context: AppContext,
    private readonly onError: (error: unknown, message: string) => void,
  ) {
    // The namespace shares the server's event maps; its sockets carry their own data.
    this.namespace = io.of(REVIEW_LINK_NAMESPACE) as unknown as ReviewLinkNamespace;
    this.namespace.use((socket, next) => {
      this.authenticate(socket).then(
        (refused) => next(refused ?? undefined),
        (error: unknown) => {
          this.onError(error, 'review link socket authentication failed');
          next(new Error('unavailable'));
        },
      );
    });
    this.namespace.on('connection', (socket) => this.onConnection(socket));
    this.interval = setInterval(
      () => void this.checkAll().catch((error) => this.onError(error, 'review link check failed')),
      SESSION_CHECK_INTERVAL_MS,
    );
    this.interval.unref();
  }

  /** Emits to the sockets of one assignment's links (every node). */
  readonly emit: RealtimeEmitter['emitToReviewLink'] = (assignmentId, event, ...args) => {
    this.namespace.to(reviewLinkRoom(assignmentId)).emit(event, ...args);
  };

  /** Disconnects the sockets of these assignments' links (every node): they stopped working. */
  end(assignmentIds: readonly number[]): void {
    if (assignmentIds.length === 0) return;
    try {
      this.namespace.in(assignmentIds.map(reviewLinkRoom)).disconnectSockets(true);
    } catch (error) {
      // This node's sockets are gone already; the periodic check covers the other nodes.
      this.onError(error, 'review link sockets could not be ended');
    }
  }

  /** Which of these assignments have a link socket connected (every node). */
  async online(assignmentIds: readonly number[]): Promise<Set<number>> {
    if (assignmentIds.length === 0) return new Set();
    const sockets = await this.namespace.in(assignmentIds.map(reviewLinkRoom)).fetchSockets();
    return new Set(sockets.map((socket) => socket.data.reviewLink.assignmentId));
  }

  /** Re-checks the links of every socket on this node; disconnects those that stopped working. */
  async checkAll(): Promise<void> {
    const sockets = [...this.namespace.sockets.values()];
    if (sockets.length === 0) return;
    const open = await this.openAssignmentIds(
      sockets.map((socket) => socket.data.reviewLink.assignmentId),
    );
    for (const socket of sockets) {
      if (!open.has(socket.data.reviewLink.assignmentId)) socket.disconnect(true);
    }
  }

  /** Stops re-checking (the node is shutting down). */
  stop(): void {
    clearInterval(this.interval);
  }

  /** Sets the socket's link when it works; answers the refusal otherwise. */
  private async authenticate(socket: ReviewLinkSocket): Promise<Error | null> {
    const token = socket.handshake.auth.reviewToken;
    if (typeof token !== 'string' || token === '') {
      return refusal(REVIEW_LINK_MISSING, 'review_link_missing');
    }
    if (token.length > MAX_TOKEN_LENGTH) return refusal(REVIEW_LINK_INVALID, 'review_link_invalid');
    const assignment = await assignmentOfLink(this.context.db, hashToken(token));
    if (!assignment) return refusal(REVIEW_LINK_INVALID, 'review_link_invalid');
    socket.data.reviewLink = { assignmentId: assignment.id, submissionId: assignment.submissionId };
    return null;
  }

  private onConnection(socket: ReviewLinkSocket): void {
    const { assignmentId } = socket.data.reviewLink;
    const holder = { assignmentId };
    limitInboundEvents(socket);
    relayDiscussionTyping(socket, this.context, holder);
    relayDiscussionPresence(socket, this.context, holder, '', (error) =>
      this.onError(error, 'discussion presence update failed'),
    );
    socket.join(reviewLinkRoom(assignmentId));
    // A withdrawal committed between the handshake's check and the join ended the room before
    // this socket was in it: look once more.
    this.openAssignmentIds([assignmentId])
      .then((open) => {
        if (!open.has(assignmentId)) socket.disconnect(true);
      })
      .catch((error: unknown) => this.onError(error, 'review link check failed'));
  }

  private async openAssignmentIds(ids: readonly number[]): Promise<Set<number>> {
    const rows = await this.context.db
      .select({ id: reviewAssignments.id })
      .from(reviewAssignments)
      .where(
        and(
          inArray(reviewAssignments.id, [...new Set(ids)]),
          inArray(reviewAssignments.status, [...LINK_OPEN_STATUSES]),
        ),
      );
    return new Set(rows.map((row) => row.id));
  }
}
