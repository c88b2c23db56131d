// Client-safe modules: the chat pages, the signed-in area (its one provider and the hooks that
// read its store), the views its screens are made of (pane, presence, connection, conversation
// list) and the helpers the screens share. The screens themselves and the store load
// lazily, in chunks of their own.
export { AdminChatPage, adminChatMeta } from './pages/admin-chat';
export { PanelChatPage } from './pages/panel-chat';
export type { ApiLocation } from './signed-in/signed-in-boundary';
export { SignedInBoundary } from './signed-in/signed-in-boundary';
export type { SignedIn } from './signed-in/signed-in-context';
export {
  useSignedIn,
  useSignedInSelector,
  useUnreadChat,
  useUnreadNotifications,
} from './signed-in/signed-in-context';
export type { ChatTexts } from './texts';
export { CHAT_TEXTS } from './texts';
export type { AdminOnlineIndicatorProps } from './view/admin-online-indicator';
export { AdminOnlineIndicator } from './view/admin-online-indicator';
export type {
  ChatConversationListProps,
  ChatConversationSummary,
} from './view/chat-conversation-list';
export { ChatConversationList } from './view/chat-conversation-list';
export type { ChatDeletedNoticeProps } from './view/chat-deleted-notice';
export { ChatDeletedNotice } from './view/chat-deleted-notice';
export type { ChatPaneProps } from './view/chat-pane';
export { ChatPane } from './view/chat-pane';
export { chatTitle, toViewMessages } from './view/chat-view-messages';
export type { ConnectionState, ConnectionStatusProps } from './view/connection-status';
export { ConnectionStatus } from './view/connection-status';
export { useHiddenArrivals } from './view/use-hidden-arrivals';
