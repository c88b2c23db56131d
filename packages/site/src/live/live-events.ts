import type { ClientToServerEvents, ServerToClientEvents } from '@quire/contracts';
import { useEffect, useRef } from 'react';

/**
 * The page's side of the realtime connection, for feature packages that do not own it: the
 * signed-in bundle (`@quire/chat`) holds the socket and publishes the server events pages follow
 * here, and registers how a page sends a signal back; a page (`@quire/panel`'s discussions)
 * subscribes with {@link useLiveEvent} and signals with {@link sendLive}. Without a socket
 * (signed out, before the bundle loads, no JavaScript) nothing is published and signals are
 * dropped: pages work from their loaders alone. **Why here:** feature packages never import
 * each other; what two of them share belongs in `@quire/site`.
 */

/** The server events pages may follow through the bridge. */
export type LiveEvent =
  | 'discussion_message'
  | 'discussion_read'
  | 'discussion_typing'
  | 'discussion_presence';
type LivePayload<E extends LiveEvent> = Parameters<ServerToClientEvents[E]>[0];
/** The signals pages may send through the bridge. */
export type LiveSignal = 'discussion_typing' | 'discussion_presence';
type SignalPayload<S extends LiveSignal> = Parameters<ClientToServerEvents[S]>[0];

type Handler = (payload: unknown) => void;
const handlers = new Map<LiveEvent, Set<Handler>>();
let sender: (<S extends LiveSignal>(signal: S, payload: SignalPayload<S>) => void) | null = null;
/**
 * The threads the page has open (`discussion_presence` with `here: true`), by thread: a state
 * rather than a hint, so a sender registered later (the signed-in bundle loads after the page)
 * is told them at once.
 */
const presence = new Map<string, SignalPayload<'discussion_presence'>>();

/** Hands a server event (already checked against its schema) to the pages that follow it. */
export function publishLive<E extends LiveEvent>(event: E, payload: LivePayload<E>): void {
  for (const handler of handlers.get(event) ?? []) handler(payload);
}

/** Follows a server event; returns the way to stop. */
export function subscribeLive<E extends LiveEvent>(
  event: E,
  handler: (payload: LivePayload<E>) => void,
): () => void {
  const set = handlers.get(event) ?? new Set<Handler>();
  handlers.set(event, set);
  const entry = handler as Handler;
  set.add(entry);
  return () => set.delete(entry);
}

/** Registers how signals reach the server (the socket's owner); null when it goes. */
export function setLiveSender(
  send: (<S extends LiveSignal>(signal: S, payload: SignalPayload<S>) => void) | null,
): void {
  sender = send;
  for (const payload of presence.values()) send?.('discussion_presence', payload);
}

/**
 * Sends a signal to the server when a connection is there. Typing is a hint, dropped without
 * one; the threads a page has open are kept and told to the next sender.
 */
export function sendLive<S extends LiveSignal>(signal: S, payload: SignalPayload<S>): void {
  if (signal === 'discussion_presence') {
    const state = payload as SignalPayload<'discussion_presence'>;
    const key = `${state.submissionId}:${state.thread}`;
    if (state.here) presence.set(key, state);
    else presence.delete(key);
  }
  sender?.(signal, payload);
}

/** Follows a server event while the component is mounted (the latest handler is called). */
export function useLiveEvent<E extends LiveEvent>(
  event: E,
  handler: (payload: LivePayload<E>) => void,
): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => subscribeLive(event, (payload) => latest.current(payload)), [event]);
}
