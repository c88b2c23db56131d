import type { ServerToClientEvents } from '@quire/contracts';
import {
  createAction,
  type ListenerMiddlewareInstance,
  type ThunkDispatch,
  type UnknownAction,
} from '@reduxjs/toolkit';
import type { ChatSocket } from './chat-socket';
import {
  socketConnected,
  socketConnecting,
  socketDisconnected,
  socketStopped,
} from './connection-slice';

/** Answers the server's liveness probe: the acknowledgement is the answer. */
const answerProbe = (ack: () => void) => ack();

/** Starts the socket (dispatch once the session is known). */
export const realtimeStarted = createAction('realtime/started');
/** Stops the socket (sign-out). */
export const realtimeStopped = createAction('realtime/stopped');

/** What a role's socket handlers may use: the store, as the listener middleware gives it. */
export interface StoreAccess<State> {
  dispatch: ThunkDispatch<State, unknown, UnknownAction>;
  getState(): State;
}

/** Server events a role listens to, each to its handler (the payload still unchecked). */
export type ServerEventHandlers = Partial<
  Record<keyof ServerToClientEvents, (payload?: unknown) => void>
>;

/** One role's part of a connection: what to do on each (re)connect and on each server event. */
export interface RoleHandlers {
  /** After every (re)connect: catch up on what was missed. */
  onConnect?(): void;
  events: ServerEventHandlers;
}

/**
 * The connection's life, the same for every role: on `realtimeStarted` the role's handlers and
 * the connection-state handlers go on the socket and it connects; on `realtimeStopped` (or the
 * returned teardown) they come off and it disconnects. One connection at a time: a second start
 * replaces the first.
 */
export function addSocketSession<State>(
  startListening: ListenerMiddlewareInstance['startListening'],
  socket: ChatSocket,
  roleHandlers: (store: StoreAccess<State>) => RoleHandlers,
): () => void {
  const listen = startListening.withTypes<State>();
  const unsubscribe = listen({
    actionCreator: realtimeStarted,
    effect: async (_action, listenerApi) => {
      listenerApi.cancelActiveListeners();
      const { dispatch } = listenerApi;
      const role = roleHandlers(listenerApi);
      const dropped = () => dispatch(socketDisconnected({ willReconnect: socket.active }));
      const handlers: Record<string, (payload?: unknown) => void> = {
        ...role.events,
        connect: () => {
          dispatch(socketConnected());
          role.onConnect?.();
        },
        disconnect: dropped,
        connect_error: dropped,
      };
      // socket.io's typed `on` wants each event's own signature; the handlers check payloads.
      const untyped = socket as unknown as {
        on(event: string, handler: (payload?: unknown) => void): void;
        off(event: string, handler: (payload?: unknown) => void): void;
      };
      for (const [event, handler] of Object.entries(handlers)) untyped.on(event, handler);
      // The server asks administrators' sockets whether they are still there (presence).
      socket.on('liveness_probe', answerProbe);
      dispatch(socketConnecting());
      socket.connect();
      try {
        await listenerApi.condition(realtimeStopped.match);
      } finally {
        for (const [event, handler] of Object.entries(handlers)) untyped.off(event, handler);
        socket.off('liveness_probe', answerProbe);
        socket.disconnect();
        dispatch(socketStopped());
      }
    },
  });
  return () => unsubscribe({ cancelActive: true });
}
