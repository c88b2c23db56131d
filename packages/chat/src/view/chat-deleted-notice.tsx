import type { ComponentPropsWithoutRef } from 'react';
import { CHAT_TEXTS, useChatTexts } from '../texts';

/** The message shown when the administrator deletes the chat (by default; see `chatDeleted`). */
export const CHAT_DELETED_TEXT = CHAT_TEXTS.chatDeleted;

export type ChatDeletedNoticeProps = ComponentPropsWithoutRef<'div'>;

/**
 * 'Chat deleted by Admin', announced at once (the panel redirects 1.5 s later); children add
 * detail such as "Returning to your panel…".
 * @example {deleted && <ChatDeletedNotice />}
 */
export function ChatDeletedNotice({ className, children, ...props }: ChatDeletedNoticeProps) {
  const texts = useChatTexts();
  return (
    <div
      role="alert"
      className={['q-chat-deleted', className].filter(Boolean).join(' ')}
      data-state="deleted"
      {...props}
    >
      <svg className="q-chat-deleted__icon" viewBox="0 0 24 24" aria-hidden="true">
        <path
          d="M5 7h14M10 7V5h4v2M7 7l1 12h8l1-12"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
        />
      </svg>
      <p className="q-chat-deleted__text">{texts.chatDeleted}</p>
      {children}
    </div>
  );
}
