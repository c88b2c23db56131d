// The `@quire/realtime/review-link` entry: the live discussion of a reviewer who came by their
// mailed review link, without an account. It loads socket.io-client and the payload schemas,
// never Redux: the review page has no signed-in store.
import type { ClientToServerEvents } from '@quire/contracts';
import { io } from 'socket.io-client';
import { type ChatSocket, chatSocketOptions } from './chat-socket';
import {
  type DiscussionRelayTargets,
  type DiscussionSignal,
  relayDiscussionEvents,
} from './discussion-relay';

export type { DiscussionRelayTargets, DiscussionSignal } from './discussion-relay';

/** The server's namespace of review-link sockets (apart from the accounts' one). */
export const REVIEW_LINK_NAMESPACE = '/review-link';

/** Why the server refused a review-link socket (`connect_error`'s `data.reason`). */
export type ReviewLinkRefusal = 'review_link_missing' | 'review_link_invalid';

/**
 * Creates the socket of a review link, not yet connected: the chat's connection options, the
 * link's token in the handshake's `auth` (never in the address, which logs and proxies keep),
 * and no cookies (the link is the only credential).
 * @example const socket = createReviewLinkSocket({ url: 'http://localhost:4000', token });
 */
export function createReviewLinkSocket({ url, token }: { url: string; token: string }): ChatSocket {
  return io(`${url.replace(/\/+$/, '')}${REVIEW_LINK_NAMESPACE}`, {
    ...chatSocketOptions(),
    withCredentials: false,
    auth: { reviewToken: token },
  });
}

/** A review link's live discussion, connected (see `connectReviewLinkDiscussion`). */
export interface ReviewLinkDiscussion {
  /** Sends a page's signal (typing, the thread it has open) while connected. */
  signal<S extends DiscussionSignal>(
    signal: S,
    payload: Parameters<ClientToServerEvents[S]>[0],
  ): void;
  /** Disconnects and stops relaying. */
  stop(): void;
}

/**
 * Connects a review link's socket and relays its discussion events (each checked against its
 * schema) to `targets`. When the server refuses the link — it was never valid, or the review was
 * submitted, declined or withdrawn since — `onRefused` hears why and the socket stops trying (a
 * link that stopped working does not start again); a network failure keeps it reconnecting.
 */
export function connectReviewLinkDiscussion({
  url,
  token,
  targets,
  onRefused,
}: {
  url: string;
  token: string;
  targets: DiscussionRelayTargets;
  onRefused?: (reason: ReviewLinkRefusal, message: string) => void;
}): ReviewLinkDiscussion {
  const socket = createReviewLinkSocket({ url, token });
  const relay = relayDiscussionEvents(socket, targets);
  socket.on('connect_error', (error: Error & { data?: { reason?: unknown } }) => {
    const reason = error.data?.reason;
    if (reason !== 'review_link_missing' && reason !== 'review_link_invalid') return;
    socket.disconnect();
    onRefused?.(reason, error.message);
  });
  socket.on('disconnect', (why) => {
    // The server ended it (the link stopped working): socket.io does not reconnect by itself
    // after "io server disconnect", and a link that stopped working would be refused anyway.
    if (why === 'io server disconnect') onRefused?.('review_link_invalid', '');
  });
  socket.connect();
  return {
    signal: (signal, payload) => relay.signal(signal, payload),
    stop: () => {
      relay.stop();
      socket.disconnect();
    },
  };
}
