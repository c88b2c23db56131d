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

/** What the inbox list shows: words to find in a name or email, and whether only unread ones. */
export interface InboxQuery {
  words: string;
  unreadOnly: boolean;
}

/** A page of the conversation list as the API answered it. */
export interface ConversationsPage {
  conversations: ChatConversation[];
  /** Which page (1 replaces the list, later pages add to it). */
  page: number;
  /** Whether a later page exists. */
  hasMore: boolean;
}

/** Where the open thread's newest page stands. */
export type ThreadStatus = 'loading' | 'loaded' | 'failed';

/** The administrators' inbox: conversations by last activity, the open thread, users' presence. */
export interface AdminInboxState {
  /** Whether the inbox screen is showing (the list loads, and reloads after a reconnect). */
  inboxOpen: boolean;
  query: InboxQuery;
  conversations: ChatConversation[];
  status: InboxStatus;
  /** The last page of the list loaded, and whether more exist. */
  listPage: number;
  listHasMore: boolean;
  listLoadingMore: boolean;
  /** The conversation open in the thread view, or null. */
  openUserId: number | null;
  /** The open conversation's messages by id, newest first. */
  thread: MessageList;
  threadHasOlder: boolean;
  threadLoadingOlder: boolean;
  /** The open thread's newest page: on its way, shown, or refused. */
  threadStatus: ThreadStatus;
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
  inboxOpen: false,
  query: { words: '', unreadOnly: false },
  conversations: [],
  status: 'idle',
  listPage: 0,
  listHasMore: false,
  listLoadingMore: false,
  openUserId: null,
  thread: emptyMessageList(),
  threadHasOlder: false,
  threadLoadingOlder: false,
  threadStatus: 'loading',
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
    /** The inbox screen showed: its list loads (and reloads after every reconnect while open). */
    inboxOpened(state) {
      state.inboxOpen = true;
    },
    inboxClosed(state) {
      state.inboxOpen = false;
    },
    /** The search words or the unread filter changed: the list loads again from its first page. */
    inboxQueryChanged(state, action: PayloadAction<InboxQuery>) {
      state.query = action.payload;
    },
    conversationsRequested(state) {
      state.status = 'loading';
    },
    /** The reader reached the end of the list: the next page loads. */
    moreConversationsRequested(state) {
      if (state.listHasMore) state.listLoadingMore = true;
    },
    conversationsLoaded(state, action: PayloadAction<ConversationsPage>) {
      const { conversations, page, hasMore } = action.payload;
      if (page === 1) state.conversations = [...conversations];
      else {
        // Offsets shift while authors write, so a later page may repeat a row: keep one.
        const listed = new Set(state.conversations.map((entry) => entry.user.id));
        state.conversations.push(...conversations.filter((entry) => !listed.has(entry.user.id)));
      }
      sortByActivity(state.conversations);
      for (const conversation of conversations) {
        state.presence[conversation.user.id] = conversation.online;
      }
      state.status = 'succeeded';
      state.listPage = page;
      state.listHasMore = hasMore;
      state.listLoadingMore = false;
    },
    conversationsFailed(state) {
      state.status = 'failed';
      state.listLoadingMore = false;
    },
    threadOpened(state, action: PayloadAction<number>) {
      state.openUserId = action.payload;
      messageListAdapter.removeAll(state.thread);
      state.threadHasOlder = false;
      state.threadLoadingOlder = false;
      state.threadStatus = 'loading';
      const conversation = state.conversations.find((entry) => entry.user.id === action.payload);
      if (conversation) conversation.unreadCount = 0;
    },
    threadClosed(state) {
      state.openUserId = null;
      messageListAdapter.removeAll(state.thread);
    },
    /** The reader scrolled to the thread's oldest message (or pressed "Load older"). */
    olderThreadPageRequested(state) {
      if (state.threadHasOlder && state.openUserId !== null) state.threadLoadingOlder = true;
    },
    /**
     * A page of the open thread: the newest (`hasMore` then says whether older ones exist) or an
     * older one (`older: true`).
     */
    threadPageLoaded(
      state,
      action: PayloadAction<{ messages: ChatMessage[]; hasMore: boolean; older?: boolean }>,
    ) {
      messageListAdapter.addMany(state.thread, action.payload.messages);
      state.threadHasOlder = action.payload.hasMore;
      if (action.payload.older) state.threadLoadingOlder = false;
      else state.threadStatus = 'loaded';
    },
    /** The thread's newest page could not be read. */
    threadLoadFailed(state) {
      state.threadStatus = 'failed';
    },
    /** Newer messages read after a reconnect: added, the older pages kept. */
    threadCaughtUp(state, action: PayloadAction<ChatMessage[]>) {
      messageListAdapter.addMany(state.thread, action.payload);
    },
    threadPageFailed(state) {
      state.threadLoadingOlder = false;
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
    selectInboxQuery: (state) => state.query,
    /** Whether more conversations exist beyond the loaded pages. */
    selectHasMoreConversations: (state) => state.listHasMore,
    selectLoadingMoreConversations: (state) => state.listLoadingMore,
    selectThreadLoadingOlder: (state) => state.threadLoadingOlder,
    /** The open conversation's messages, newest first. */
    selectThread: (state) => listedMessages(state.thread),
    selectThreadHasOlder: (state) => state.threadHasOlder,
    /** Whether the open thread's newest page is loading, loaded or failed. */
    selectThreadStatus: (state) => state.threadStatus,
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
  inboxClosed,
  inboxOpened,
  inboxQueryChanged,
  moreConversationsRequested,
  olderThreadPageRequested,
  threadCaughtUp,
  threadPageFailed,
  threadLoadFailed,
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
  selectHasMoreConversations,
  selectInboxQuery,
  selectLoadingMoreConversations,
  selectThreadLoadingOlder,
  selectInboxOutgoing,
  selectInboxSendNotice,
  selectInboxStatus,
  selectOpenUserId,
  selectPresence,
  selectThread,
  selectThreadHasOlder,
  selectThreadStatus,
  selectTypingUsers,
  selectUnlistedArrivals,
} = adminInboxSlice.selectors;
