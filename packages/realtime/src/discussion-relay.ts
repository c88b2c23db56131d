import type {
  ClientToServerEvents,
  DiscussionMessageEvent,
  DiscussionPresenceEvent,
  DiscussionPresenceSignal,
  DiscussionReadEvent,
  DiscussionTypingEvent,
  DiscussionTypingSignal,
} from '@quire/contracts';
import type { ChatSocket } from './chat-socket';
import { parsePayload } from './parse-payload';

/** Where the relay hands each checked discussion event (a page bridge, such as `@quire/site`'s). */
export interface DiscussionRelayTargets {
  message(event: DiscussionMessageEvent): void;
  read(event: DiscussionReadEvent): void;
  typing(event: DiscussionTypingEvent): void;
  presence(event: DiscussionPresenceEvent): void;
}

/** The discussion signals a page sends back. */
export type DiscussionSignal = 'discussion_typing' | 'discussion_presence';

/**
 * Passes the socket's discussion events, each checked against its schema (an invalid one is
 * dropped), to the pages that follow them, and gives them a way to signal back while
 * connected: typing (a hint), and the threads open on the page (`discussion_presence`), told
 * again after every reconnection since a new socket is in no thread. Returns the way to stop.
 */
export function relayDiscussionEvents(
  socket: Pick<ChatSocket, 'on' | 'off' | 'emit' | 'connected'>,
  targets: DiscussionRelayTargets,
): {
  stop(): void;
  signalTyping(signal: DiscussionTypingSignal): void;
  signal<S extends DiscussionSignal>(
    signal: S,
    payload: Parameters<ClientToServerEvents[S]>[0],
  ): void;
} {
  const open = new Map<string, DiscussionPresenceSignal>();
  const onMessage = (payload: unknown) => {
    const event = parsePayload('discussion_message', payload);
    if (event) targets.message(event);
  };
  const onRead = (payload: unknown) => {
    const event = parsePayload('discussion_read', payload);
    if (event) targets.read(event);
  };
  const onTyping = (payload: unknown) => {
    const event = parsePayload('discussion_typing', payload);
    if (event) targets.typing(event);
  };
  const onPresence = (payload: unknown) => {
    const event = parsePayload('discussion_presence', payload);
    if (event) targets.presence(event);
  };
  const onConnect = () => {
    for (const signal of open.values()) socket.emit('discussion_presence', signal);
  };
  socket.on('discussion_message', onMessage);
  socket.on('discussion_read', onRead);
  socket.on('discussion_typing', onTyping);
  socket.on('discussion_presence', onPresence);
  socket.on('connect', onConnect);
  const signalTyping = (signal: DiscussionTypingSignal) => {
    if (socket.connected) socket.emit('discussion_typing', signal);
  };
  return {
    stop: () => {
      socket.off('discussion_message', onMessage);
      socket.off('discussion_read', onRead);
      socket.off('discussion_typing', onTyping);
      socket.off('discussion_presence', onPresence);
      socket.off('connect', onConnect);
    },
    signalTyping,
    signal: (signal, payload) => {
      if (signal === 'discussion_typing') {
        signalTyping(payload as DiscussionTypingSignal);
        return;
      }
      const state = payload as DiscussionPresenceSignal;
      const key = `${state.submissionId}:${state.thread}`;
      if (state.here) open.set(key, state);
      else open.delete(key);
      if (socket.connected) socket.emit('discussion_presence', state);
    },
  };
}
