import type { ChatAttachment, ChatMessage, ChatSender } from '@quire/contracts';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  emptyMessageList,
  listedMessages,
  type MessageList,
  markListedRead,
  markListedReadBy,
  messageListAdapter,
  newestListedFrom,
} from './message-list';

/** Where the history stands: nothing asked yet, a page on its way, loaded, or the last ask failed. */
export type ChatHistoryStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

/** Delivery state of a message the user sent that the server has not confirmed yet. */
export type OutgoingStatus = 'pending' | 'failed';

/** A message being sent (optimistic): shown at once, replaced by the server's copy when it lands. */
export interface OutgoingMessage {
  /** The client-generated id; a retried send reuses it so the server stores one message. */
  client_id: string;
  body: string;
  created_at: string;
  status: OutgoingStatus;
  /** Files uploaded before the send (`chat` files), sent by id and shown while pending. */
  attachments: ChatAttachment[];
}

/** Chat state: the product's `data`, `adminOnlineStatus`, `unReadCount`, plus what the screen needs. */
export interface ChatState {
  /** Messages by id, newest first: new ones go to the front, older pages at the end. */
  data: MessageList;
  adminOnlineStatus: boolean;
  unReadCount: number;
  /** Whether older messages exist beyond the last page loaded. */
  hasOlder: boolean;
  historyStatus: ChatHistoryStatus;
  /** Sends not yet confirmed, oldest first. */
  outgoing: OutgoingMessage[];
  /** Whether the chat screen is showing (new messages are then read, not counted). */
  onChatScreen: boolean;
  /** Whether an administrator deleted the chat (cleared when the screen opens again). */
  deleted: boolean;
  /** Whether an administrator is typing a reply (cleared by their message or a timeout). */
  adminTyping: boolean;
  /** Why the server refused the last send ("too fast"), shown in the composer; null when fine. */
  sendNotice: string | null;
}

/** The state before anything has been received. */
export const initialChatState: ChatState = {
  data: emptyMessageList(),
  adminOnlineStatus: false,
  unReadCount: 0,
  hasOlder: false,
  historyStatus: 'idle',
  outgoing: [],
  onChatScreen: false,
  deleted: false,
  adminTyping: false,
  sendNotice: null,
};

// A stored message replaces its pending send (same client id) and joins the list in id order.
function insertMessage(state: ChatState, message: ChatMessage): void {
  state.outgoing = state.outgoing.filter((entry) => entry.client_id !== message.client_id);
  messageListAdapter.addOne(state.data, message);
}

/** A fresh client id for a send (8–64 of `A-Za-z0-9_-`, as the API requires). */
export function newClientId(): string {
  // randomUUID needs a secure context; plain-http hosts other than localhost fall back.
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') {
    return crypto.randomUUID();
  }
  return `c${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12)}`;
}

/** The chat slice: reducers are named after the events that cause them. */
export const chatSlice = createSlice({
  name: 'chat',
  initialState: initialChatState,
  reducers: {
    adminPresenceChanged(state, action: PayloadAction<boolean>) {
      state.adminOnlineStatus = action.payload;
    },
    messageReceived(state, action: PayloadAction<ChatMessage>) {
      insertMessage(state, action.payload);
      state.deleted = false;
      // The reply they were typing has arrived.
      if (action.payload.sender === 'admin') state.adminTyping = false;
    },
    adminTypingChanged(state, action: PayloadAction<boolean>) {
      state.adminTyping = action.payload;
    },
    /** Newer messages fetched after a (re)connect (`after` cursor). */
    messagesCaughtUp(
      state,
      action: PayloadAction<{ messages: ChatMessage[]; unreadCount: number }>,
    ) {
      for (const message of action.payload.messages) insertMessage(state, message);
      state.unReadCount = Math.max(0, action.payload.unreadCount);
      state.historyStatus = 'succeeded';
    },
    /** The newest page, when nothing was held yet. */
    firstPageLoaded(
      state,
      action: PayloadAction<{ messages: ChatMessage[]; hasMore: boolean; unreadCount: number }>,
    ) {
      for (const message of action.payload.messages) insertMessage(state, message);
      state.hasOlder = action.payload.hasMore;
      state.unReadCount = Math.max(0, action.payload.unreadCount);
      state.historyStatus = 'succeeded';
    },
    olderPageRequested(state) {
      state.historyStatus = 'loading';
    },
    olderPageLoaded(state, action: PayloadAction<{ messages: ChatMessage[]; hasMore: boolean }>) {
      messageListAdapter.addMany(state.data, action.payload.messages);
      state.hasOlder = action.payload.hasMore;
      state.historyStatus = 'succeeded';
    },
    historyFailed(state) {
      state.historyStatus = 'failed';
    },
    messageRead(state, action: PayloadAction<{ id: number; readAt: string }>) {
      markListedRead(state.data, action.payload.id, action.payload.readAt);
    },
    /**
     * `reader` read every message from the other side: the user (in another tab) read the
     * administrators', or an administrator read the user's.
     */
    allMessagesRead(state, action: PayloadAction<{ reader: ChatSender; readAt: string }>) {
      markListedReadBy(state.data, action.payload.reader, action.payload.readAt);
      // The counter is the user's unread administrators' messages: none are left.
      if (action.payload.reader === 'user') state.unReadCount = 0;
    },
    messageDeleted(state, action: PayloadAction<number>) {
      messageListAdapter.removeOne(state.data, action.payload);
    },
    chatDeleted(state) {
      messageListAdapter.removeAll(state.data);
      state.unReadCount = 0;
      state.hasOlder = false;
      state.outgoing = [];
      state.deleted = true;
    },
    unreadCountSet(state, action: PayloadAction<number>) {
      state.unReadCount = Math.max(0, action.payload);
    },
    unreadCountIncremented(state) {
      state.unReadCount += 1;
    },
    /**
     * The user sent `body` (and files uploaded before): shown at once as pending under a fresh
     * client id.
     */
    messageSendRequested: {
      reducer(state, action: PayloadAction<Omit<OutgoingMessage, 'status'>>) {
        state.outgoing.push({ ...action.payload, status: 'pending' });
      },
      prepare: (
        body: string,
        clientId: string = newClientId(),
        attachments: ChatAttachment[] = [],
      ) => ({
        payload: { client_id: clientId, body, created_at: new Date().toISOString(), attachments },
      }),
    },
    messageSent(state, action: PayloadAction<ChatMessage>) {
      insertMessage(state, action.payload);
      state.sendNotice = null;
    },
    /** The server refused a send for a reason the reader can act on (a 429: wait, then retry). */
    messageSendRefused(state, action: PayloadAction<{ clientId: string; notice: string }>) {
      const entry = state.outgoing.find(
        (candidate) => candidate.client_id === action.payload.clientId,
      );
      if (entry) entry.status = 'failed';
      state.sendNotice = action.payload.notice;
    },
    messageSendFailed(state, action: PayloadAction<string>) {
      const entry = state.outgoing.find((candidate) => candidate.client_id === action.payload);
      if (entry) entry.status = 'failed';
    },
    messageSendRetried(state, action: PayloadAction<string>) {
      const entry = state.outgoing.find((candidate) => candidate.client_id === action.payload);
      if (entry) entry.status = 'pending';
    },
    chatScreenOpened(state) {
      state.onChatScreen = true;
      state.deleted = false;
    },
    chatScreenClosed(state) {
      state.onChatScreen = false;
    },
  },
  selectors: {
    /** The held messages, newest first. */
    selectMessages: (state) => listedMessages(state.data),
    selectAdminOnline: (state) => state.adminOnlineStatus,
    selectUnreadCount: (state) => state.unReadCount,
    selectHasOlder: (state) => state.hasOlder,
    selectHistoryStatus: (state) => state.historyStatus,
    selectOutgoing: (state) => state.outgoing,
    selectOnChatScreen: (state) => state.onChatScreen,
    selectChatDeleted: (state) => state.deleted,
    selectAdminTyping: (state) => state.adminTyping,
    selectSendNotice: (state) => state.sendNotice,
    /** The newest message id held (the `after` cursor of a catch-up), or null. */
    selectNewestId: (state) => state.data.ids[0] ?? null,
    /** The oldest message id held (the `before` cursor of the next older page), or null. */
    selectOldestId: (state) => state.data.ids.at(-1) ?? null,
    /** The id of the newest message from an administrator, or null (a hidden tab counts these). */
    selectNewestAdminMessageId: (state) => newestListedFrom(state.data, 'admin')?.id ?? null,
  },
});

export const {
  adminPresenceChanged,
  adminTypingChanged,
  allMessagesRead,
  chatDeleted,
  chatScreenClosed,
  chatScreenOpened,
  firstPageLoaded,
  historyFailed,
  messageDeleted,
  messageRead,
  messageReceived,
  messageSendFailed,
  messageSendRefused,
  messageSendRequested,
  messageSendRetried,
  messageSent,
  messagesCaughtUp,
  olderPageLoaded,
  olderPageRequested,
  unreadCountIncremented,
  unreadCountSet,
} = chatSlice.actions;

export const {
  selectAdminOnline,
  selectAdminTyping,
  selectChatDeleted,
  selectHasOlder,
  selectHistoryStatus,
  selectMessages,
  selectNewestAdminMessageId,
  selectNewestId,
  selectOldestId,
  selectOnChatScreen,
  selectOutgoing,
  selectSendNotice,
  selectUnreadCount,
} = chatSlice.selectors;
