// The public face of the chat's realtime model: what a site needs to build its signed-in store
// (the slices' reducers, the listener sets of each role, the socket), the actions its screens
// dispatch and the selectors they read. The events the listeners dispatch for the socket and
// the API stay inside.

export type {
  AdminInboxState,
  InboxOutgoingMessage,
  InboxQuery,
  InboxStatus,
  ThreadStatus,
} from './admin-inbox-slice';
export {
  adminInboxSlice,
  inboxClosed,
  inboxOpened,
  inboxQueryChanged,
  inboxSendRequested,
  inboxSendRetried,
  moreConversationsRequested,
  olderThreadPageRequested,
  selectConversations,
  selectHasMoreConversations,
  selectInboxOutgoing,
  selectInboxQuery,
  selectInboxSendNotice,
  selectInboxStatus,
  selectLoadingMoreConversations,
  selectOpenUserId,
  selectPresence,
  selectThread,
  selectThreadHasOlder,
  selectThreadLoadingOlder,
  selectThreadStatus,
  selectTypingUsers,
  threadClosed,
  threadOpened,
} from './admin-inbox-slice';
export { CATCH_UP_OVERLAP } from './catch-up';
export type {
  AuthorChatDeps,
  ChatEndpoints,
  ChatListenerTexts,
  ChatRootState,
} from './chat-listeners';
export { addAuthorChatListeners, CHAT_REDIRECT_DELAY_MS } from './chat-listeners';
export type { ChatHistoryStatus, ChatState, OutgoingMessage, OutgoingStatus } from './chat-slice';
export {
  chatScreenClosed,
  chatScreenOpened,
  chatSlice,
  messageSendRequested,
  messageSendRetried,
  olderPageRequested,
  selectAdminOnline,
  selectAdminTyping,
  selectChatDeleted,
  selectHasOlder,
  selectHistoryStatus,
  selectMessages,
  selectNewestAdminMessageId,
  selectOnChatScreen,
  selectOutgoing,
  selectSendNotice,
  selectUnreadCount,
} from './chat-slice';
export type { ChatSocket } from './chat-socket';
export { chatSocketOptions, chatTransports, createChatSocket } from './chat-socket';
export type { ConnectionState, ConnectionStatus } from './connection-slice';
export { connectionSlice, selectConnectCount, selectConnectionStatus } from './connection-slice';
export type { DiscussionRelayTargets } from './discussion-relay';
export { relayDiscussionEvents } from './discussion-relay';
export type {
  AdminChatDeps,
  InboxEndpoints,
  InboxListenerDeps,
  InboxRootState,
} from './inbox-listeners';
export {
  addAdminChatListeners,
  addInboxListeners,
  INBOX_PAGE_SIZE,
  INBOX_SEARCH_DELAY_MS,
  inboxConversationDeleteRequested,
  inboxMessageDeleteRequested,
} from './inbox-listeners';
export type { MessageList } from './message-list';
export type {
  NotificationEndpoints,
  NotificationListenerDeps,
  NotificationsRootState,
} from './notification-listeners';
export { addNotificationListeners, newNotificationText } from './notification-listeners';
export type { NotificationsState } from './notifications-slice';
export {
  LATEST_NOTIFICATIONS_LIMIT,
  notificationsSlice,
  selectLatestNotifications,
  selectNotificationsSeeded,
  selectUnreadNotifications,
  unreadNotificationsSet,
} from './notifications-slice';
export { SEND_TIMEOUT_MS, SEND_TOO_FAST_TEXT } from './send-listener';
export { realtimeStarted, realtimeStopped } from './socket-session';
export type { TypingListenerDeps } from './typing-listeners';
export {
  addTypingListeners,
  composerCleared,
  composerTyped,
  TYPING_EXPIRY_MS,
  TYPING_IDLE_MS,
  TYPING_REPEAT_MS,
} from './typing-listeners';
