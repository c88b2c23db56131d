import { createAction, type Dispatch, type ListenerMiddlewareInstance } from '@reduxjs/toolkit';
import { userTypingChanged } from './admin-inbox-slice';
import { adminTypingChanged } from './chat-slice';
import type { ChatSocket } from './chat-socket';
import { parsePayload } from './parse-payload';
import type { ServerEventHandlers } from './socket-session';

/** After this long without a key press, the writer is announced as having stopped. */
export const TYPING_IDLE_MS = 4000;
/** A "typing" heard without news for this long is cleared (the other side may have vanished). */
export const TYPING_EXPIRY_MS = 30_000;
/** While typing goes on, "typing" is repeated this often, well inside the expiry. */
export const TYPING_REPEAT_MS = 10_000;

/**
 * The reader typed in a composer. `userId` names the conversation for administrators; a
 * user's own conversation needs none.
 */
export const composerTyped = createAction<number | undefined>('chat/composerTyped');
/** The composer was sent or emptied: typing stops at once. */
export const composerCleared = createAction<number | undefined>('chat/composerCleared');

/**
 * The `typing` event, the same for both roles: the signal says whose typing it is, so an
 * administrator's typing goes to the author's chat and an author's to the inbox.
 */
export function typingEvents(dispatch: Dispatch): ServerEventHandlers {
  return {
    typing(payload) {
      const signal = parsePayload('typing', payload);
      if (!signal) return;
      if (signal.sender === 'admin') dispatch(adminTypingChanged(signal.typing));
      else dispatch(userTypingChanged({ userId: signal.userId, typing: signal.typing }));
    },
  };
}

/** What the typing listeners need. */
export interface TypingListenerDeps {
  /** The chat socket; signals go out only while it is connected (never queued). */
  socket: Pick<ChatSocket, 'connected' | 'emit'>;
}

/**
 * Announces the reader's typing (throttled: one "typing" per `TYPING_REPEAT_MS`, "stopped"
 * after `TYPING_IDLE_MS` of silence or a send) and clears the other side's typing state when
 * no news came for `TYPING_EXPIRY_MS`. Returns the teardown.
 */
export function addTypingListeners(
  startListening: ListenerMiddlewareInstance['startListening'],
  deps: TypingListenerDeps,
): () => void {
  const { socket } = deps;
  let announcedAt = 0;
  let announcedFor: number | undefined;

  function signal(typing: boolean, userId: number | undefined) {
    if (!socket.connected) return;
    socket.emit('typing', userId === undefined ? { typing } : { typing, userId });
  }
  function stop(userId: number | undefined) {
    if (announcedAt === 0) return;
    signal(false, userId);
    announcedAt = 0;
  }

  const unsubscribers = [
    startListening({
      actionCreator: composerTyped,
      effect: async (action, listenerApi) => {
        // Each key press restarts the idle wait; the previous wait is cancelled.
        listenerApi.cancelActiveListeners();
        const userId = action.payload;
        if (announcedAt !== 0 && announcedFor !== userId) stop(announcedFor);
        const now = Date.now();
        if (announcedAt === 0 || now - announcedAt >= TYPING_REPEAT_MS) {
          signal(true, userId);
          announcedAt = now;
          announcedFor = userId;
        }
        await listenerApi.delay(TYPING_IDLE_MS);
        stop(userId);
      },
    }),
    startListening({
      actionCreator: composerCleared,
      effect: (action) => stop(action.payload),
    }),
    startListening({
      actionCreator: adminTypingChanged,
      effect: async (action, listenerApi) => {
        listenerApi.cancelActiveListeners();
        if (!action.payload) return;
        await listenerApi.delay(TYPING_EXPIRY_MS);
        listenerApi.dispatch(adminTypingChanged(false));
      },
    }),
    startListening({
      actionCreator: userTypingChanged,
      effect: async (action, listenerApi) => {
        const { userId, typing } = action.payload;
        if (!typing) return;
        // One expiry per user: a newer signal from the same user takes over.
        const renewed = await listenerApi.condition(
          (next) => userTypingChanged.match(next) && next.payload.userId === userId,
          TYPING_EXPIRY_MS,
        );
        if (!renewed) listenerApi.dispatch(userTypingChanged({ userId, typing: false }));
      },
    }),
  ];

  return () => {
    for (const unsubscribe of unsubscribers) unsubscribe({ cancelActive: true });
  };
}
