import type { ChatMessage, SendChatMessageBody } from '@quire/contracts';
import type { ListenerMiddlewareInstance } from '@reduxjs/toolkit';
import {
  type AdminInboxState,
  inboxMessageReceived,
  inboxSendFailed,
  inboxSendRequested,
  inboxSendRetried,
  inboxSendSucceeded,
} from './admin-inbox-slice';
import { refusalNotice } from './chat-listeners';

/** The REST call the inbox listeners make (structurally `QuireApi['adminChat']`). */
export interface InboxEndpoints {
  send(userId: number, body: SendChatMessageBody): Promise<ChatMessage>;
}

/** What the inbox listeners need. */
export interface InboxListenerDeps {
  api: InboxEndpoints;
}

/**
 * Sends the administrators' replies: a requested or retried reply goes out under its client id
 * (so a retry stores one message), lands in the thread, or stays as failed with Retry — with the
 * server's words in the composer when it refused the pace. Returns the teardown.
 */
export function addInboxListeners(
  startListening: ListenerMiddlewareInstance['startListening'],
  deps: InboxListenerDeps,
): () => void {
  const listen = startListening.withTypes<{ adminInbox: AdminInboxState }>();
  const unsubscribe = listen({
    predicate: (action) => inboxSendRequested.match(action) || inboxSendRetried.match(action),
    effect: async (action, listenerApi) => {
      const clientId = inboxSendRequested.match(action)
        ? action.payload.client_id
        : (action.payload as string);
      const entry = listenerApi
        .getState()
        .adminInbox.outgoing.find((candidate) => candidate.client_id === clientId);
      if (!entry) return;
      try {
        const message = await deps.api.send(entry.user_id, {
          body: entry.body,
          client_id: entry.client_id,
        });
        listenerApi.dispatch(inboxMessageReceived(message));
        listenerApi.dispatch(inboxSendSucceeded());
      } catch (error) {
        listenerApi.dispatch(inboxSendFailed({ clientId, notice: refusalNotice(error) }));
      }
    },
  });
  return () => unsubscribe({ cancelActive: true });
}
