import type { ChatMessage, SendChatMessageBody } from '@quire/contracts';
import type { ListenerMiddlewareInstance, PayloadAction, UnknownAction } from '@reduxjs/toolkit';
import type { OutgoingMessage } from './chat-slice';

/**
 * How long a send may go unanswered before it shows as failed, with Retry (ms). A hung server or
 * a network that swallows packets would otherwise leave it "Sending…" for good; an answer that
 * still comes later is taken (the retry of the same client id stores nothing twice).
 */
export const SEND_TIMEOUT_MS = 15_000;

/** The error a send that got no answer in time fails with. */
class SendTimeout extends Error {
  constructor() {
    super(`No answer within ${SEND_TIMEOUT_MS / 1000} s`);
  }
}

/** The send's answer, or a {@link SendTimeout} when none came in time. */
function answerInTime<T>(sending: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new SendTimeout()), SEND_TIMEOUT_MS);
  });
  return Promise.race([sending, late]).finally(() => clearTimeout(timer));
}

/** Said in the composer when the server refuses a send as too fast and gives no message. */
export const SEND_TOO_FAST_TEXT = 'You are sending messages too fast. Please wait a moment.';

/**
 * The composer's notice for a send the server refused for a reason the reader can act on: a 429
 * (wait) or a 400 (a file that cannot be sent), in the server's own words when it gave some.
 */
export function refusalNotice(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null;
  const { status, message } = error as { status?: unknown; message?: unknown };
  const words = typeof message === 'string' && message.trim() !== '' ? message : null;
  if (status === 400) return words;
  if (status !== 429) return null;
  return words ?? SEND_TOO_FAST_TEXT;
}

/** The REST body of a pending send: its text, client id and the ids of its files, if any. */
export function sendBody(entry: OutgoingMessage): SendChatMessageBody {
  const body: SendChatMessageBody = { body: entry.body, client_id: entry.client_id };
  if (entry.attachments.length > 0) {
    body.attachment_ids = entry.attachments.map((attachment) => attachment.id);
  }
  return body;
}

/** One side's optimistic sends, described for {@link addSendListener}. */
export interface SendFlow<State, Entry extends OutgoingMessage> {
  /** The composer's send (its payload carries the new entry's client id). */
  requested: { match(action: unknown): action is PayloadAction<{ client_id: string }> };
  /** Retry of a failed send, by client id. */
  retried: { match(action: unknown): action is PayloadAction<string> };
  /** The pending entry of that client id in the state. */
  entry(state: State, clientId: string): Entry | undefined;
  /** Sends it to the API. */
  send(entry: Entry): Promise<ChatMessage>;
  /** What the stored message dispatches. */
  sent(message: ChatMessage): UnknownAction[];
  /** What a failure dispatches, with the composer's notice when the reader can act on it. */
  failed(clientId: string, notice: string | null): UnknownAction;
}

/**
 * Sends a requested or retried message under its client id (so a retry stores one message); a
 * failure, or no answer within {@link SEND_TIMEOUT_MS}, leaves it in the list as failed, with
 * Retry. Returns the teardown.
 */
export function addSendListener<State, Entry extends OutgoingMessage>(
  startListening: ListenerMiddlewareInstance['startListening'],
  flow: SendFlow<State, Entry>,
): () => void {
  const listen = startListening.withTypes<State>();
  const unsubscribe = listen({
    predicate: (action) => flow.requested.match(action) || flow.retried.match(action),
    effect: async (action, listenerApi) => {
      const clientId = flow.requested.match(action) ? action.payload.client_id : action.payload;
      const entry = flow.entry(listenerApi.getState(), clientId);
      if (!entry) return;
      const sending = flow.send(entry);
      const delivered = (message: ChatMessage) => {
        for (const next of flow.sent(message)) listenerApi.dispatch(next);
      };
      try {
        delivered(await answerInTime(sending));
      } catch (error) {
        listenerApi.dispatch(flow.failed(clientId, refusalNotice(error)));
        // A late answer still tells the truth: the message was stored after all.
        if (error instanceof SendTimeout) sending.then(delivered, () => {});
      }
    },
  });
  return () => unsubscribe({ cancelActive: true });
}
