import type { ChatAttachment, ChatConversation, ChatMessage, ChatSender } from '@quire/contracts';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { newClientId, type OutgoingMessage } from './chat-slice';
import {
  emptyMessageList,
  listedMessages,
  type MessageList,
  markListedRead,
  markListedReadBy,
  messageListAdapter,
} from './message-list';

/** An administrator's reply on its way: shown at once, replaced by the stored copy. */
export interface InboxOutgoingMessage extends OutgoingMessage {
  /** The conversation it goes to. */
  user_id: number;
}

/** Where the conversation list stands. */
export type InboxStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

/** The administrators' inbox: conversations by last activity, the open thread, users' presence. */
export interface AdminInboxState {
  conversations: ChatConversation[];
  status: InboxStatus;
  /** The conversation open in the thread view, or null. */
  openUserId: number | null;
  /** The open conversation's messages by id, newest first. */
  thread: MessageList;
  threadHasOlder: boolean;
  /** Online state by user id, from `user_presence` (and the list's `online`). */
  presence: Record<number, boolean>;
  /** Users typing right now, by user id (cleared by their message or a timeout). */
  typing: Record<number, boolean>;
  /** Replies not confirmed yet, oldest first. */
  outgoing: InboxOutgoingMessage[];
  /** Why the server refused the last reply ("too fast"), for the composer; null when fine. */
  sendNotice: string | null;
  /**
   * Messages heard live from users the loaded list does not have: the list reloads on each, so
   * a new conversation arrives with its author's name, email and counts from the server.
   */
  unlistedArrivals: number;
}

/** The inbox before anything is loaded. */
export const initialAdminInboxState: AdminInboxState = {
  conversations: [],
  status: 'idle',
  openUserId: null,
  thread: emptyMessageList(),
  threadHasOlder: false,
  presence: {},
  typing: {},
  outgoing: [],
  sendNotice: null,
  unlistedArrivals: 0,
};

const lastActivity = (conversation: ChatConversation) => conversation.lastMessage?.id ?? 0;

function sortByActivity(conversations: ChatConversation[]): void {
  conversations.sort((a, b) => lastActivity(b) - lastActivity(a));
}

/** The admin inbox slice; reducers are named after the events that cause them. */
export const adminInboxSlice = createSlice({
  name: 'adminInbox',
  initialState: initialAdminInboxState,
  reducers: {
    conversationsRequested(state) {
      state.status = 'loading';
    },
    conversationsLoaded(state, action: PayloadAction<ChatConversation[]>) {
      state.conversations = [...action.payload];
      sortByActivity(state.conversations);
      for (const conversation of action.payload) {
        state.presence[conversation.user.id] = conversation.online;
      }
      state.status = 'succeeded';
    },
    conversationsFailed(state) {
      state.status = 'failed';
    },
    threadOpened(state, action: PayloadAction<number>) {
      state.openUserId = action.payload;
      messageListAdapter.removeAll(state.thread);
      state.threadHasOlder = false;
      const conversation = state.conversations.find((entry) => entry.user.id === action.payload);
      if (conversation) conversation.unreadCount = 0;
    },
    threadClosed(state) {
      state.openUserId = null;
      messageListAdapter.removeAll(state.thread);
    },
    threadPageLoaded(state, action: PayloadAction<{ messages: ChatMessage[]; hasMore: boolean }>) {
      messageListAdapter.addMany(state.thread, action.payload.messages);
      state.threadHasOlder = action.payload.hasMore;
    },
    inboxMessageReceived(state, action: PayloadAction<ChatMessage>) {
      const message = action.payload;
      if (message.sender === 'admin') {
        state.outgoing = state.outgoing.filter((entry) => entry.client_id !== message.client_id);
      }
      if (message.sender === 'user') delete state.typing[message.user_id];
      const open = state.openUserId === message.user_id;
      if (open) messageListAdapter.addOne(state.thread, message);
      const conversation = state.conversations.find((entry) => entry.user.id === message.user_id);
      // A message alone cannot make a row (it names its sender, not always the user, and never
      // their email): the list is asked again.
      if (!conversation) state.unlistedArrivals += 1;
      else if (lastActivity(conversation) < message.id) {
        conversation.lastMessage = message;
        if (message.sender === 'user' && !open) conversation.unreadCount += 1;
      }
      sortByActivity(state.conversations);
    },
    inboxMessageRead(state, action: PayloadAction<{ id: number; readAt: string }>) {
      markListedRead(state.thread, action.payload.id, action.payload.readAt);
    },
    /**
     * `reader` read every message of `userId`'s conversation from the other side: an
     * administrator read the user's (no unread badge left), or the user read the administrators'.
     */
    inboxConversationRead(
      state,
      action: PayloadAction<{ userId: number; reader: ChatSender; readAt: string }>,
    ) {
      const { userId, reader, readAt } = action.payload;
      const conversation = state.conversations.find((entry) => entry.user.id === userId);
      if (conversation) {
        if (reader === 'admin') conversation.unreadCount = 0;
        const last = conversation.lastMessage;
        if (last && last.sender !== reader) last.read_at ??= readAt;
      }
      if (state.openUserId === userId) markListedReadBy(state.thread, reader, readAt);
    },
    inboxMessageDeleted(state, action: PayloadAction<number>) {
      messageListAdapter.removeOne(state.thread, action.payload);
    },
    inboxConversationDeleted(state, action: PayloadAction<number>) {
      state.conversations = state.conversations.filter((entry) => entry.user.id !== action.payload);
      if (state.openUserId === action.payload) messageListAdapter.removeAll(state.thread);
    },
    userPresenceChanged(state, action: PayloadAction<{ userId: number; online: boolean }>) {
      state.presence[action.payload.userId] = action.payload.online;
      if (!action.payload.online) delete state.typing[action.payload.userId];
    },
    /** An administrator replied `body` (and files uploaded before) to `user_id`: shown at once as pending. */
    inboxSendRequested: {
      reducer(state, action: PayloadAction<Omit<InboxOutgoingMessage, 'status'>>) {
        state.outgoing.push({ ...action.payload, status: 'pending' });
      },
      prepare: (
        userId: number,
        body: string,
        clientId: string = newClientId(),
        attachments: ChatAttachment[] = [],
      ) => ({
        payload: {
          user_id: userId,
          client_id: clientId,
          body,
          created_at: new Date().toISOString(),
          attachments,
        },
      }),
    },
    inboxSendFailed(state, action: PayloadAction<{ clientId: string; notice: string | null }>) {
      const entry = state.outgoing.find((item) => item.client_id === action.payload.clientId);
      if (entry) entry.status = 'failed';
      state.sendNotice = action.payload.notice;
    },
    inboxSendRetried(state, action: PayloadAction<string>) {
      const entry = state.outgoing.find((item) => item.client_id === action.payload);
      if (entry) entry.status = 'pending';
    },
    inboxSendSucceeded(state) {
      state.sendNotice = null;
    },
    userTypingChanged(state, action: PayloadAction<{ userId: number; typing: boolean }>) {
      if (action.payload.typing) state.typing[action.payload.userId] = true;
      else delete state.typing[action.payload.userId];
    },
  },
  selectors: {
    selectConversations: (state) => state.conversations,
    selectInboxStatus: (state) => state.status,
    /** The open conversation's messages, newest first. */
    selectThread: (state) => listedMessages(state.thread),
    selectThreadHasOlder: (state) => state.threadHasOlder,
    selectOpenUserId: (state) => state.openUserId,
    selectPresence: (state) => state.presence,
    selectTypingUsers: (state) => state.typing,
    selectInboxOutgoing: (state) => state.outgoing,
    selectInboxSendNotice: (state) => state.sendNotice,
    /** Grows with each message from a conversation the list lacks (a reload trigger). */
    selectUnlistedArrivals: (state) => state.unlistedArrivals,
  },
});

export const {
  conversationsFailed,
  conversationsLoaded,
  conversationsRequested,
  inboxConversationDeleted,
  inboxConversationRead,
  inboxMessageDeleted,
  inboxMessageRead,
  inboxMessageReceived,
  inboxSendFailed,
  inboxSendRequested,
  inboxSendRetried,
  inboxSendSucceeded,
  threadClosed,
  threadOpened,
  threadPageLoaded,
  userPresenceChanged,
  userTypingChanged,
} = adminInboxSlice.actions;

export const {
  selectConversations,
  selectInboxOutgoing,
  selectInboxSendNotice,
  selectInboxStatus,
  selectOpenUserId,
  selectPresence,
  selectThread,
  selectThreadHasOlder,
  selectTypingUsers,
  selectUnlistedArrivals,
} = adminInboxSlice.selectors;
