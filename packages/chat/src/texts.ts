/**
 * Every user-visible text of `@quire/chat`, in English: the author's chat screen, the
 * administrators' inbox and thread, its status line and conversation list (`view/`), and the
 * words of the message thread views `@quire/ui` lends it (`CHAT_UI_TEXTS`, given to those views
 * through `ChatTextsProvider`). A site replaces any of
 * them under `texts.chat` of its configuration; components read them with {@link useChatTexts}.
 * The two toasts of a new message and of a deleted chat stay the site's `chatNewMessage` and
 * `chatDeleted`. See docs/architecture.md ("Site configuration").
 */
import { type JournalSite, kitTexts, useTexts } from '@quire/site';
import { CHAT_UI_TEXTS } from '@quire/ui';

export const CHAT_TEXTS = {
  ...CHAT_UI_TEXTS,

  // Presence and connection (the pane's status line)
  adminOnline: 'Admin online',
  adminOffline: 'Admin offline',
  connected: 'Connected',
  connecting: 'Connecting…',
  reconnecting: 'Reconnecting…',
  offline: 'Offline',
  chatDeleted: 'Chat deleted by Admin',

  // The administrators' conversation list
  conversationTyping: 'typing…',
  conversationEmpty: 'No messages',
  conversationOnline: ', online',
  conversationOffline: ', offline',
  ownLastMessage: (message: string) => `You: ${message}`,
  unreadMessages: (count: number) =>
    count === 1 ? '1 unread message' : `${count} unread messages`,

  // The author's screen (`/panel/chat`)
  chatHeading: 'Chat',
  /** The document title; the unread count leads it (see `chatTitle`). */
  chatDocumentTitle: 'Chat',
  chatScreenLabel: 'Chat with the administrators',
  loadingChat: 'Loading the chat',
  returningToPanel: 'Returning to your panel…',

  // The administrators' inbox (`/admin/chat[/:userId]`)
  inboxTitle: 'Chat inbox',
  loadingInbox: 'Loading the inbox',
  conversationsLabel: 'Conversations',
  searchConversations: 'Search conversations',
  searchPlaceholder: 'Search by name or email',
  showFilterLabel: 'Show',
  filterAll: 'All',
  filterUnread: 'Unread',
  loadingConversations: 'Loading conversations…',
  noConversationMatches: 'No conversation matches.',
  noConversationsYet: 'No conversations yet.',
  loadMoreConversations: 'Load more conversations',
  loadingMoreConversations: 'Loading more conversations…',
  chooseConversation: 'Choose a conversation to read and reply.',
  /** The list's preview of a message made of files alone. */
  filesOnlyPreview: (count: number, firstName: string) =>
    count === 1 ? `File: ${firstName}` : `${count} files`,

  // One conversation's thread
  unnamedUser: 'User',
  allConversations: 'All conversations',
  conversationWith: (name: string) => `Conversation with ${name}`,
  userOnline: (name: string) => `${name} online`,
  userOffline: (name: string) => `${name} offline`,
  /** The thread's header while the conversation's name is on its way. */
  loadingConversation: 'Loading conversation…',
  /** The thread's list when its messages could not be read. */
  threadLoadFailed: 'This conversation could not be loaded. Open it again to retry.',
  replyLabel: 'Reply',
  deleteConversation: 'Delete conversation',
  deleteConversationTitle: 'Delete this conversation?',
  deleteConversationMessage: 'Every message of this conversation will be deleted for the user too.',
};

/** The texts of `@quire/chat` (see {@link CHAT_TEXTS}); a site overrides any subset. */
export type ChatTexts = typeof CHAT_TEXTS;

declare module '@quire/site' {
  interface KitTexts {
    /** `@quire/chat`'s texts: the chat screen, the inbox and the chat views' words. */
    chat: ChatTexts;
  }
}

/** The chat texts of a component's site: the defaults with its `texts.chat` overrides. */
export function useChatTexts(): ChatTexts {
  return useTexts(CHAT_TEXTS, 'chat');
}

/** The chat texts for server code (`meta`): the app's site by default. */
export function chatTexts(site?: JournalSite): ChatTexts {
  return kitTexts(CHAT_TEXTS, 'chat', site);
}
