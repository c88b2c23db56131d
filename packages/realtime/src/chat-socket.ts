import type { ClientToServerEvents, ServerToClientEvents } from '@quire/contracts';
import { io, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';

/** The one typed chat socket. */
export type ChatSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** Transports in order of preference; WebTransport only where the browser has it. */
export function chatTransports(): ('polling' | 'websocket' | 'webtransport')[] {
  return typeof WebTransport !== 'undefined'
    ? ['polling', 'websocket', 'webtransport']
    : ['polling', 'websocket'];
}

/** The socket.io-client options of the chat connection. */
export function chatSocketOptions(ticket?: string): Partial<ManagerOptions & SocketOptions> {
  return {
    // Back off from 1 s up to 5 s, ±50 %, and never give up: the chat must survive real networks.
    reconnectionDelay: 1000,
    reconnectionDelayMax: 5000,
    randomizationFactor: 0.5,
    reconnectionAttempts: Number.POSITIVE_INFINITY,
    timeout: 20000,
    // Polling first so proxies that block upgrades still get a working connection.
    transports: chatTransports(),
    path: '/socket.io',
    // The session cookie authenticates the socket on the same host.
    withCredentials: true,
    // The listener middleware connects once its handlers are in place.
    autoConnect: false,
    ...(ticket ? { auth: { ticket } } : {}),
  };
}

/**
 * Creates the chat socket, not yet connected.
 * @example const socket = createChatSocket({ url: 'http://localhost:4000' });
 */
export function createChatSocket({ url, ticket }: { url: string; ticket?: string }): ChatSocket {
  return io(url, chatSocketOptions(ticket));
}
