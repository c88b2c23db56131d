export type { AdminInboxState, InboxStatus } from './admin-inbox-slice';
export {
  adminInboxSlice,
  conversationsFailed,
  conversationsLoaded,
  conversationsRequested,
  inboxConversationDeleted,
  inboxMessageDeleted,
  inboxMessageRead,
  inboxMessageReceived,
  initialAdminInboxState,
  selectConversations,
  selectInboxStatus,
  selectOpenUserId,
  selectPresence,
  selectThread,
  selectThreadHasOlder,
  threadClosed,
  threadOpened,
  threadPageLoaded,
  userPresenceChanged,
} from './admin-inbox-slice';
export type { ChatEndpoints, ChatListenerDeps, ChatRootState } from './chat-listeners';
export {
  addChatListeners,
  CATCH_UP_OVERLAP,
  CHAT_DELETED_TOAST_TEXT,
  CHAT_REDIRECT_DELAY_MS,
  CHAT_REDIRECT_PATH,
  catchUpCursor,
  NEW_ADMIN_MESSAGE_TEXT,
  realtimeStarted,
  realtimeStopped,
} from './chat-listeners';
export type { ChatHistoryStatus, ChatState, OutgoingMessage, OutgoingStatus } from './chat-slice';
export {
  adminPresenceChanged,
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
  messageSendRequested,
  messageSendRetried,
  messageSent,
  messagesCaughtUp,
  newClientId,
  olderPageLoaded,
  olderPageRequested,
  selectAdminOnline,
  selectChatDeleted,
  selectHasOlder,
  selectHistoryStatus,
  selectMessages,
  selectNewestId,
  selectOldestId,
  selectOnChatScreen,
  selectOutgoing,
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
