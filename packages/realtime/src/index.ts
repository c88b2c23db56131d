export type { ChatMessage, ChatState } from './chat-slice';
export {
  adminPresenceChanged,
  allMessagesRead,
  chatDeleted,
  chatSlice,
  initialChatState,
  messageDeleted,
  messageRead,
  messageReceived,
  olderPageLoaded,
  selectAdminOnline,
  selectMessages,
  selectUnreadCount,
  unreadCountIncremented,
  unreadCountSet,
} from './chat-slice';
