import type {
  DiscussionMessageEvent,
  DiscussionReadEvent,
  DiscussionTypingEvent,
  DiscussionTypingSignal,
} from '@quire/contracts';
import type { ChatSocket } from './chat-socket';
import { parsePayload } from './socket-session';

/** Where the relay hands each checked discussion event (a page bridge, such as `@quire/site`'s). */
export interface DiscussionRelayTargets {
  message(event: DiscussionMessageEvent): void;
  read(event: DiscussionReadEvent): void;
  typing(event: DiscussionTypingEvent): void;
}

/**
 * Passes the socket's discussion events, each checked against its schema (an invalid one is
 * dropped), to the pages that follow them, and gives them a way to signal typing back while
 * connected. Returns the way to stop (handlers off).
 */
export function relayDiscussionEvents(
  socket: Pick<ChatSocket, 'on' | 'off' | 'emit' | 'connected'>,
  targets: DiscussionRelayTargets,
): { stop(): void; signalTyping(signal: DiscussionTypingSignal): void } {
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
  socket.on('discussion_message', onMessage);
  socket.on('discussion_read', onRead);
  socket.on('discussion_typing', onTyping);
  return {
    stop: () => {
      socket.off('discussion_message', onMessage);
      socket.off('discussion_read', onRead);
      socket.off('discussion_typing', onTyping);
    },
    signalTyping: (signal) => {
      if (socket.connected) socket.emit('discussion_typing', signal);
    },
  };
}
