import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** A chat message as the client holds it (spec §3: id and read time; the rest from contracts later). */
export interface ChatMessage {
  id: number;
  read_at: string | null;
}

/** Chat state exactly as spec §3 names it. */
export interface ChatState {
  /** Messages, newest first: new ones go to the front, older pages are appended at the end. */
  data: ChatMessage[];
  adminOnlineStatus: boolean;
  unReadCount: number;
}

/** The state before anything has been received. */
export const initialChatState: ChatState = {
  data: [],
  adminOnlineStatus: false,
  unReadCount: 0,
};

/** The chat slice: reducers are named after the events that cause them (spec §4). */
export const chatSlice = createSlice({
  name: 'chat',
  initialState: initialChatState,
  reducers: {
    adminPresenceChanged(state, action: PayloadAction<boolean>) {
      state.adminOnlineStatus = action.payload;
    },
    messageReceived(state, action: PayloadAction<ChatMessage>) {
      if (state.data.some((message) => message.id === action.payload.id)) return;
      state.data.unshift(action.payload);
    },
    olderPageLoaded(state, action: PayloadAction<ChatMessage[]>) {
      const known = new Set(state.data.map((message) => message.id));
      state.data.push(...action.payload.filter((message) => !known.has(message.id)));
    },
    messageRead(state, action: PayloadAction<{ id: number; readAt: string }>) {
      const message = state.data.find((candidate) => candidate.id === action.payload.id);
      if (message) message.read_at = action.payload.readAt;
    },
    allMessagesRead(state, action: PayloadAction<{ readAt: string }>) {
      for (const message of state.data) message.read_at ??= action.payload.readAt;
    },
    messageDeleted(state, action: PayloadAction<number>) {
      state.data = state.data.filter((message) => message.id !== action.payload);
    },
    chatDeleted(state) {
      state.data = [];
      state.unReadCount = 0;
    },
    unreadCountSet(state, action: PayloadAction<number>) {
      state.unReadCount = Math.max(0, action.payload);
    },
    unreadCountIncremented(state) {
      state.unReadCount += 1;
    },
  },
  selectors: {
    selectMessages: (state) => state.data,
    selectAdminOnline: (state) => state.adminOnlineStatus,
    selectUnreadCount: (state) => state.unReadCount,
  },
});

export const {
  adminPresenceChanged,
  allMessagesRead,
  chatDeleted,
  messageDeleted,
  messageRead,
  messageReceived,
  olderPageLoaded,
  unreadCountIncremented,
  unreadCountSet,
} = chatSlice.actions;

export const { selectAdminOnline, selectMessages, selectUnreadCount } = chatSlice.selectors;
