import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type {
  ClientToServerEvents,
  DiscussionMessageEvent,
  DiscussionTypingSignal,
  ServerToClientEvents,
} from '@quire/contracts';
import { Server } from 'socket.io';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  connectReviewLinkDiscussion,
  type DiscussionRelayTargets,
  REVIEW_LINK_NAMESPACE,
  type ReviewLinkDiscussion,
} from './review-link';

const TOKEN = 'a-working-review-link-token';

const MESSAGE: DiscussionMessageEvent = {
  submissionId: 7,
  thread: 'editor-reviewer-3',
  message: {
    id: 1,
    body: 'Please read the appendix too.',
    sender: { role: 'editor', name: 'Editor', mine: false },
    createdAt: '2026-01-01T00:00:00.000Z',
    read: false,
    attachments: [],
  },
};

/** Resolves once `check` holds (socket events arrive on later turns of the loop). */
async function until(check: () => boolean): Promise<void> {
  while (!check()) await new Promise((resolve) => setTimeout(resolve, 5));
}

/**
 * The review-link entry against a real socket.io server with a `/review-link` namespace that
 * accepts one token: the token travels in the handshake's `auth` (not the address), events are
 * relayed, and a refusal is told once, with its reason, and not retried.
 */
describe('connectReviewLinkDiscussion', () => {
  let http: HttpServer;
  let io: Server<ClientToServerEvents, ServerToClientEvents>;
  let url: string;
  let handshakes: Array<{ auth: Record<string, unknown>; url: string; cookie?: string }>;
  let signals: DiscussionTypingSignal[];
  let live: ReviewLinkDiscussion | undefined;

  const received: DiscussionMessageEvent[] = [];
  const targets: DiscussionRelayTargets = {
    message: (event) => received.push(event),
    read: () => {},
    typing: () => {},
    presence: () => {},
  };

  beforeEach(async () => {
    handshakes = [];
    signals = [];
    received.length = 0;
    http = createServer();
    io = new Server(http, { path: '/socket.io' });
    const links = io.of(REVIEW_LINK_NAMESPACE);
    links.use((socket, next) => {
      const { auth, url: address, headers } = socket.handshake;
      handshakes.push({
        auth,
        url: address,
        ...(headers.cookie ? { cookie: headers.cookie } : {}),
      });
      if (auth.reviewToken === TOKEN) return next();
      next(
        Object.assign(new Error('This review link no longer works.'), {
          data: { reason: 'review_link_invalid' },
        }),
      );
    });
    links.on('connection', (socket) => {
      socket.on('discussion_typing', (signal) => signals.push(signal));
      socket.emit('discussion_message', MESSAGE);
    });
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  });

  afterEach(async () => {
    live?.stop();
    live = undefined;
    await new Promise<void>((resolve) => io.close(() => resolve()));
  });

  it('sends the token in the handshake, never the address, and relays the thread’s events', async () => {
    live = connectReviewLinkDiscussion({ url, token: TOKEN, targets });
    await until(() => received.length === 1);
    expect(received[0]).toEqual(MESSAGE);
    expect(handshakes).toHaveLength(1);
    expect(handshakes[0]?.auth).toEqual({ reviewToken: TOKEN });
    expect(handshakes[0]?.url).not.toContain(TOKEN);
    expect(handshakes[0]?.cookie).toBeUndefined();
    const typing = { submissionId: 7, thread: 'editor-reviewer-3', typing: true };
    live.signal('discussion_typing', typing);
    await until(() => signals.length === 1);
    expect(signals).toEqual([typing]);
  });

  it('tells a refused link once, with the server’s reason, and stops trying', async () => {
    const refusals: Array<[string, string]> = [];
    live = connectReviewLinkDiscussion({
      url,
      token: 'a-link-that-stopped-working',
      targets,
      onRefused: (reason, message) => refusals.push([reason, message]),
    });
    await until(() => refusals.length === 1);
    expect(refusals).toEqual([['review_link_invalid', 'This review link no longer works.']]);
    // No second attempt: a later marker (a working link's handshake) comes right after the first.
    const working = connectReviewLinkDiscussion({ url, token: TOKEN, targets });
    await until(() => received.length === 1);
    working.stop();
    expect(handshakes.map((handshake) => handshake.auth.reviewToken)).toEqual([
      'a-link-that-stopped-working',
      TOKEN,
    ]);
  });
});
