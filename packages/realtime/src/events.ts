// What the listeners dispatch when the server speaks: for stories and tests that show a screen
// in a given state without a server. A site's own code dispatches the actions of the main entry.

export {
  conversationsLoaded,
  inboxMessageReceived,
  inboxSendFailed,
  threadPageLoaded,
  userPresenceChanged,
  userTypingChanged,
} from './admin-inbox-slice';
export {
  adminPresenceChanged,
  adminTypingChanged,
  chatDeleted,
  firstPageLoaded,
  messageReceived,
  messageSendFailed,
  messageSendRefused,
  olderPageLoaded,
  unreadCountSet,
} from './chat-slice';
export { socketConnected, socketDisconnected } from './connection-slice';
export { notificationReceived } from './notifications-slice';
