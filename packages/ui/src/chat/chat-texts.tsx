import { createContext, type ReactNode, useContext } from 'react';

/**
 * Every word the message thread views (list, bubbles, attachments, typing line, composer) show or
 * read out, in English. The chat and the review discussions both show these views. A site
 * translates or rewords them by giving {@link ChatTextsProvider} its own catalogue (`@quire/chat`
 * does, from the site's `texts.chat`); without a provider the views use these. Texts that carry
 * values are functions.
 */
export const CHAT_UI_TEXTS = {
  // The message list
  messagesLabel: 'Messages',
  noMessagesYet: 'No messages yet.',
  loadingMessages: 'Loading messages…',
  selfName: 'You',
  adminName: 'Admin',
  loadOlder: 'Load older messages',
  loadingOlder: 'Loading older messages…',
  newMessagesDivider: 'New messages',
  jumpToLatest: 'Jump to latest',
  newMessagesCount: (count: number) => (count === 1 ? 'new message' : 'new messages'),
  sending: 'Sending…',
  sent: 'Sent',
  read: 'Read',
  failed: 'Failed',
  retry: 'Retry',
  messageActions: (messageLabel: string) => `Actions for ${messageLabel}`,
  deleteMessage: 'Delete message',
  isTyping: (name: string) => `${name} is typing…`,

  // Attachments
  fileKind: 'File',
  imageDownload: (name: string, size: string) => `${name}, image, ${size}, download`,
  // In the chip's visible order (kind, name, size): a spoken name must contain the visible label
  // as it reads (WCAG 2.5.3), so voice users can say what they see.
  fileDownload: (name: string, kind: string, size: string) => `${kind}, ${name}, ${size}, download`,

  // The composer
  composerLabel: 'Message',
  composerPlaceholder: 'Write a message…',
  send: 'Send',
  attachFile: 'Attach a file',
  attachShort: 'Attach',
  characters: 'characters',
  filesToSend: 'Files to send',
  offlineComposer: 'You are offline — reconnecting…',
  uploading: 'Uploading…',
  removeFile: (name: string) => `Remove ${name}`,
  notAttached: (name: string, reason: string | null) =>
    reason ? `“${name}” was not attached: ${reason}` : `“${name}” could not be attached.`,
  tooManyFiles: (max: number) =>
    `A message can carry at most ${max} ${max === 1 ? 'file' : 'files'}.`,
};

/** The chat views' texts (see {@link CHAT_UI_TEXTS}). */
export type ChatUiTexts = typeof CHAT_UI_TEXTS;

const ChatTextsContext = createContext<ChatUiTexts>(CHAT_UI_TEXTS);

/**
 * Gives the chat views below a catalogue of texts (the English defaults without one).
 * @example <ChatTextsProvider texts={{ ...CHAT_UI_TEXTS, send: 'Senden' }}>…</ChatTextsProvider>
 */
export function ChatTextsProvider({
  texts,
  children,
}: {
  texts: ChatUiTexts;
  children: ReactNode;
}) {
  return <ChatTextsContext.Provider value={texts}>{children}</ChatTextsContext.Provider>;
}

/** The chat views' texts: the nearest {@link ChatTextsProvider}'s, else the English defaults. */
export function useChatUiTexts(): ChatUiTexts {
  return useContext(ChatTextsContext);
}
