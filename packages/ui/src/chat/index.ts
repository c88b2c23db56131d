/**
 * The message thread views the chat and the review discussions share: message list, composer,
 * typing line, attachments and the unread badge (`@quire/ui/chat`). The chat's own screens, pane,
 * presence and conversation list are `@quire/chat`'s.
 */
export type { ChatAttachmentsProps } from './chat-attachments';
export { ChatAttachments, isImageAttachment } from './chat-attachments';
export type { ChatComposerProps } from './chat-composer';
export { CHAT_ATTACH_ACCEPT, CHAT_OFFLINE_TEXT, ChatComposer } from './chat-composer';
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
export type { ChatUiTexts } from './chat-texts';
export { CHAT_UI_TEXTS, ChatTextsProvider, useChatUiTexts } from './chat-texts';
export type { ChatTypingIndicatorProps } from './chat-typing-indicator';
export { ChatTypingIndicator } from './chat-typing-indicator';
export type { UnreadBadgeProps } from './unread-badge';
export { UnreadBadge } from './unread-badge';
