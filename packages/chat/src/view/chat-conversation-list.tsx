import { UnreadBadge, uiDate, useUiDateFormat } from '@quire/ui';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { useChatTexts } from '../texts';

/** One conversation as the inbox lists it. */
export interface ChatConversationSummary {
  /** The user's id (the conversation's key). */
  id: number;
  /** The author's name. */
  name: string;
  /** The last message's text, or null for a conversation without one. */
  lastMessage: string | null;
  /** When the last message was written. */
  lastAt: string | null;
  /** Whether the last message was the administrators'. */
  lastFromAdmin?: boolean;
  /** Messages from the user no administrator has read. */
  unread: number;
  /** Whether the user is connected now. */
  online: boolean;
  /** Whether the user is typing now. */
  typing?: boolean;
}

export interface ChatConversationListProps
  extends Omit<ComponentPropsWithoutRef<'ul'>, 'children'> {
  /** The conversations, in the order to show (latest activity first). */
  conversations: readonly ChatConversationSummary[];
  /** The open conversation's id, marked `aria-current`. */
  currentId?: number | null;
  /**
   * Renders the link to a conversation around `children` (the app's router link).
   * @example (conversation, children, current) => <Link to={`/admin/chat/${conversation.id}`} aria-current={current ? 'page' : undefined}>{children}</Link>
   */
  renderLink: (
    conversation: ChatConversationSummary,
    children: ReactNode,
    current: boolean,
  ) => ReactNode;
  /** Shown as the list's last row, inside its scroller: a "load more" button, say. */
  footer?: ReactNode;
}

/**
 * The support inbox's conversation list: each row the author's name with an online dot (and the
 * words), the last message or "typing…", its time and the unread count; the whole row is one link.
 */
export function ChatConversationList({
  conversations,
  currentId = null,
  renderLink,
  footer,
  className,
  ...props
}: ChatConversationListProps) {
  const texts = useChatTexts();
  const dateFormat = useUiDateFormat();
  return (
    <ul className={['q-chat-conversations', className].filter(Boolean).join(' ')} {...props}>
      {conversations.map((conversation) => {
        const current = conversation.id === currentId;
        const time = uiDate(conversation.lastAt, dateFormat, { withTime: true });
        return (
          <li
            key={conversation.id}
            className="q-chat-conversation"
            data-state={current ? 'current' : undefined}
            data-unread={conversation.unread > 0 || undefined}
          >
            {renderLink(
              conversation,
              <>
                <span className="q-chat-conversation__top">
                  <span
                    className="q-chat-conversation__presence"
                    data-state={conversation.online ? 'online' : 'offline'}
                    aria-hidden="true"
                  />
                  <span className="q-chat-conversation__name">{conversation.name}</span>
                  <span className="q-visually-hidden">
                    {conversation.online ? texts.conversationOnline : texts.conversationOffline}
                  </span>
                  {time && (
                    <time className="q-chat-conversation__time" dateTime={time.dateTime}>
                      {time.text}
                    </time>
                  )}
                </span>
                <span className="q-chat-conversation__bottom">
                  <span className="q-chat-conversation__last">
                    {conversation.typing
                      ? texts.conversationTyping
                      : conversation.lastMessage === null
                        ? texts.conversationEmpty
                        : conversation.lastFromAdmin
                          ? texts.ownLastMessage(conversation.lastMessage)
                          : conversation.lastMessage}
                  </span>
                  <UnreadBadge count={conversation.unread} label={texts.unreadMessages} />
                </span>
              </>,
              current,
            )}
          </li>
        );
      })}
      {footer && <li className="q-chat-conversations__footer">{footer}</li>}
    </ul>
  );
}
