export type { AdminInboxState, InboxOutgoingMessage, InboxStatus } from './admin-inbox-slice';
export {
  adminInboxSlice,
  conversationsFailed,
  conversationsLoaded,
  conversationsRequested,
  inboxConversationDeleted,
  inboxMessageDeleted,
  inboxMessageRead,
  inboxMessageReceived,
  inboxSendFailed,
  inboxSendRequested,
  inboxSendRetried,
  inboxSendSucceeded,
  initialAdminInboxState,
  selectConversations,
  selectInboxOutgoing,
  selectInboxSendNotice,
  selectInboxStatus,
  selectOpenUserId,
  selectPresence,
  selectThread,
  selectThreadHasOlder,
  selectTypingUsers,
  threadClosed,
  threadOpened,
  threadPageLoaded,
  userPresenceChanged,
  userTypingChanged,
} from './admin-inbox-slice';
export type {
  ChatEndpoints,
  ChatListenerDeps,
  ChatListenerTexts,
  ChatRootState,
} from './chat-listeners';
export {
  addChatListeners,
  CATCH_UP_OVERLAP,
  CHAT_DELETED_TOAST_TEXT,
  CHAT_REDIRECT_DELAY_MS,
  CHAT_REDIRECT_PATH,
  catchUpCursor,
  DEFAULT_CHAT_TEXTS,
  NEW_ADMIN_MESSAGE_TEXT,
  realtimeStarted,
  realtimeStopped,
  refusalNotice,
  SEND_TOO_FAST_TEXT,
} from './chat-listeners';
export type { ChatHistoryStatus, ChatState, OutgoingMessage, OutgoingStatus } from './chat-slice';
export {
  adminPresenceChanged,
  adminTypingChanged,
  allMessagesRead,
  chatDeleted,
  chatScreenClosed,
  chatScreenOpened,
  chatSlice,
  firstPageLoaded,
  historyFailed,
  initialChatState,
  messageDeleted,
  messageRead,
  messageReceived,
  messageSendFailed,
  messageSendRefused,
  messageSendRequested,
  messageSendRetried,
  messageSent,
  messagesCaughtUp,
  newClientId,
  olderPageLoaded,
  olderPageRequested,
  selectAdminOnline,
  selectAdminTyping,
  selectChatDeleted,
  selectHasOlder,
  selectHistoryStatus,
  selectMessages,
  selectNewestId,
  selectOldestId,
  selectOnChatScreen,
  selectOutgoing,
  selectSendNotice,
  selectUnreadCount,
  unreadCountIncremented,
  unreadCountSet,
} from './chat-slice';
export type { ChatSocket } from './chat-socket';
export { chatSocketOptions, chatTransports, createChatSocket } from './chat-socket';
export type { ConnectionState, ConnectionStatus } from './connection-slice';
export {
  connectionSlice,
  initialConnectionState,
  selectConnectCount,
  selectConnectionStatus,
  socketConnected,
  socketConnecting,
  socketDisconnected,
  socketStopped,
} from './connection-slice';
export type { InboxEndpoints, InboxListenerDeps } from './inbox-listeners';
export { addInboxListeners } from './inbox-listeners';
export type {
  NotificationEndpoints,
  NotificationListenerDeps,
  NotificationsRootState,
} from './notification-listeners';
export {
  addNotificationListeners,
  fetchUnreadNotifications,
  newNotificationText,
} from './notification-listeners';
export type { NotificationsState } from './notifications-slice';
export {
  allNotificationsMarkedRead,
  initialNotificationsState,
  LATEST_NOTIFICATIONS_LIMIT,
  notificationMarkedRead,
  notificationReceived,
  notificationsSlice,
  selectLatestNotifications,
  selectNotificationsSeeded,
  selectUnreadNotifications,
  unreadNotificationsIncremented,
  unreadNotificationsSet,
} from './notifications-slice';
export type { TypingListenerDeps } from './typing-listeners';
export {
  addTypingListeners,
  composerCleared,
  composerTyped,
  TYPING_EXPIRY_MS,
  TYPING_IDLE_MS,
  TYPING_REPEAT_MS,
} from './typing-listeners';
