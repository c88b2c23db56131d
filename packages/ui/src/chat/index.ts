/** The chat's views: message list, composer, pane, conversation list, presence and status (`@quire/ui/chat`). */
export type { AdminOnlineIndicatorProps } from './admin-online-indicator';
export { AdminOnlineIndicator } from './admin-online-indicator';
export type { ChatAttachmentsProps } from './chat-attachments';
export { ChatAttachments, isImageAttachment } from './chat-attachments';
export type { ChatComposerProps } from './chat-composer';
export { CHAT_ATTACH_ACCEPT, CHAT_OFFLINE_TEXT, ChatComposer } from './chat-composer';
export type {
  ChatConversationListProps,
  ChatConversationSummary,
} from './chat-conversation-list';
export { ChatConversationList } from './chat-conversation-list';
export type { ChatDeletedNoticeProps } from './chat-deleted-notice';
export { CHAT_DELETED_TEXT, ChatDeletedNotice } from './chat-deleted-notice';
export type {
  ChatAttachment,
  ChatAuthor,
  ChatMessage,
  ChatMessageStatus,
} from './chat-message';
export { CHAT_STATUS_TEXT } from './chat-message';
export type { ChatMessageActionsProps } from './chat-message-actions';
export { ChatMessageActions } from './chat-message-actions';
export type { ChatMessageListProps } from './chat-message-list';
export { ChatMessageList } from './chat-message-list';
export type { ChatPaneProps } from './chat-pane';
export { ChatPane } from './chat-pane';
export type { ChatUiTexts } from './chat-texts';
export { CHAT_UI_TEXTS, ChatTextsProvider, useChatUiTexts } from './chat-texts';
export type { ChatTypingIndicatorProps } from './chat-typing-indicator';
export { ChatTypingIndicator } from './chat-typing-indicator';
export type { ConnectionState, ConnectionStatusProps } from './connection-status';
export { CONNECTION_STATUS_TEXT, ConnectionStatus } from './connection-status';
export type { UnreadBadgeProps } from './unread-badge';
export { UnreadBadge } from './unread-badge';
