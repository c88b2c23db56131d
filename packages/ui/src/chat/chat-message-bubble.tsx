import { memo } from 'react';
import { uiDate } from '../ui-date';
import { useUiDateFormat } from '../ui-dates';
import { ChatAttachments } from './chat-attachments';
import type { ChatMessage } from './chat-message';
import { ChatMessageActions } from './chat-message-actions';
import { useChatUiTexts } from './chat-texts';

export interface ChatMessageBubbleProps {
  /** The message to show. */
  message: ChatMessage;
  /** Name of the author read out with the message ("You" or "Admin"). */
  authorLabel: string;
  /** 1-based place in the list (`aria-posinset`). */
  position: number;
  /** Messages in the list, or -1 when older ones exist (`aria-setsize`). */
  setSize: number;
  /** Resends a failed message; without it a failed message has no retry button. */
  onRetry?: (message: ChatMessage) => void;
  /** Deletes the message; without it the message has no actions menu. */
  onDelete?: (message: ChatMessage) => void;
}

/**
 * One message of the chat list: a bubble with the text, its files (previews and chips), the time
 * and (own messages) the read state.
 */
export const ChatMessageBubble = memo(function ChatMessageBubble({
  message,
  authorLabel,
  position,
  setSize,
  onRetry,
  onDelete,
}: ChatMessageBubbleProps) {
  const texts = useChatUiTexts();
  const date = uiDate(message.createdAt, useUiDateFormat(), { withTime: true });
  const time = date?.text ?? '';
  const status = message.author === 'self' ? message.status : undefined;
  const name = message.authorName ?? authorLabel;
  const label = time ? `${name}, ${time}` : name;
  // Only stored messages can be deleted; a send still on its way has nothing to delete yet.
  const deletable = onDelete && status !== 'sending' && status !== 'failed';
  return (
    <article
      className="q-chat-message"
      data-author={message.author}
      data-status={status}
      aria-label={label}
      aria-posinset={position}
      aria-setsize={setSize}
    >
      <div className="q-chat-message__bubble">
        {message.authorName && <p className="q-chat-message__author">{message.authorName}</p>}
        {message.body !== '' && <p className="q-chat-message__body">{message.body}</p>}
        {message.attachments && <ChatAttachments attachments={message.attachments} />}
        <p className="q-chat-message__meta">
          {date && <time dateTime={date.dateTime}>{date.text}</time>}
          {status && (
            <span className="q-chat-message__status" data-state={status}>
              {texts[status]}
              {status === 'failed' && onRetry && (
                <>
                  {' — '}
                  <button
                    type="button"
                    className="q-chat-message__retry"
                    onClick={() => onRetry(message)}
                  >
                    {texts.retry}
                  </button>
                </>
              )}
            </span>
          )}
        </p>
      </div>
      {deletable && <ChatMessageActions messageLabel={label} onDelete={() => onDelete(message)} />}
    </article>
  );
});
