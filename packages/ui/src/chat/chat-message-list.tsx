import { type ComponentPropsWithoutRef, useMemo, useRef } from 'react';
import { useUiDateFormat } from '../ui-dates';
import type { ChatMessage } from './chat-message';
import { ChatMessageBubble } from './chat-message-bubble';
import { buildChatRows } from './chat-rows';
import { useChatUiTexts } from './chat-texts';
import { useChatScroll } from './use-chat-scroll';

export interface ChatMessageListProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children'> {
  /** The messages, in any order; shown oldest first with the newest at the bottom. */
  messages: readonly ChatMessage[];
  /** Whether older messages can be loaded (shows "Load older messages"). */
  hasOlder?: boolean;
  /** Whether older messages are loading now. */
  loadingOlder?: boolean;
  /** Asks for older messages: on scrolling near the top, or from the button. */
  onLoadOlder?: () => void;
  /** Resends a failed own message. */
  onRetry?: (message: ChatMessage) => void;
  /** Deletes a message; given, every message gets an actions menu with "Delete message". */
  onDelete?: (message: ChatMessage) => void;
  /** The first message the reader has not seen: a "New messages" divider goes above it. */
  firstUnreadId?: ChatMessage['id'] | null;
  /** Name read out for the user's own messages (default: the texts' `selfName`). */
  selfLabel?: string;
  /** Name read out for the administrator's messages (default: `adminName`). */
  adminLabel?: string;
  /** Accessible name of the message log (default: `messagesLabel`). */
  label?: string;
  /** Whether the first page is on its way: an empty list then says so, not "no messages". */
  loading?: boolean;
  /** Text shown when there are no messages (default: `noMessagesYet`). */
  emptyText?: string;
  /** Height assumed for rows not yet measured (pixels). */
  estimatedRowHeight?: number;
  /** Measures a rendered row; the default reads its bounding box. */
  measureRow?: (element: HTMLElement) => number;
  /** Extra pixels of rows rendered above and below the viewport. */
  overscan?: number;
  /** Viewport height assumed when the browser reports none (server rendering, tests). */
  fallbackViewportHeight?: number;
}

const measureBox = (element: HTMLElement) => element.getBoundingClientRect().height;

/**
 * The chat conversation: a virtualised `role="log"` of message bubbles, oldest first, with day
 * separators and a "New messages" divider; loads older messages when the reader scrolls near the
 * top (the button stays for keyboards and screen readers), follows new ones at the bottom, and
 * offers "Jump to latest" with a count when they arrive while the reader is further up.
 * @example <ChatMessageList messages={messages} hasOlder onLoadOlder={loadOlder} />
 */
export function ChatMessageList({
  messages,
  hasOlder = false,
  loadingOlder = false,
  loading = false,
  onLoadOlder,
  onRetry,
  onDelete,
  firstUnreadId,
  selfLabel,
  adminLabel,
  label,
  emptyText,
  estimatedRowHeight = 72,
  measureRow = measureBox,
  overscan = 400,
  fallbackViewportHeight = 600,
  className,
  ...props
}: ChatMessageListProps) {
  const texts = useChatUiTexts();
  const scrollRef = useRef<HTMLDivElement>(null);
  const rowsRef = useRef<HTMLDivElement>(null);
  const dateFormat = useUiDateFormat();
  const rows = useMemo(
    () => buildChatRows(messages, firstUnreadId, dateFormat),
    [messages, firstUnreadId, dateFormat],
  );
  const { start, end, paddingTop, paddingBottom, unseen, registerRow, onScroll, scrollToBottom } =
    useChatScroll(rows, scrollRef, rowsRef, {
      estimatedRowHeight,
      measureRow,
      overscan,
      fallbackViewportHeight,
      onLoadOlder,
      hasOlder,
      loadingOlder,
    });
  const setSize = hasOlder ? -1 : messages.length;

  return (
    <div
      className={['q-chat-list', className].filter(Boolean).join(' ')}
      data-state={
        messages.length === 0
          ? loading
            ? 'loading'
            : 'empty'
          : loadingOlder
            ? 'loading-older'
            : 'idle'
      }
      {...props}
    >
      <div
        ref={scrollRef}
        className="q-chat-list__scroll"
        role="log"
        aria-live="polite"
        aria-label={label ?? texts.messagesLabel}
        aria-busy={loadingOlder || (loading && messages.length === 0) || undefined}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard to scroll it (WCAG 2.1.1)
        tabIndex={0}
        onScroll={onScroll}
      >
        {hasOlder && (
          <div className="q-chat-list__older">
            {loadingOlder ? (
              <span className="q-chat-list__older-status">{texts.loadingOlder}</span>
            ) : (
              <button type="button" className="q-chat-list__older-button" onClick={onLoadOlder}>
                {texts.loadOlder}
              </button>
            )}
          </div>
        )}
        {messages.length === 0 && (
          <p className="q-chat-list__empty">
            {loading ? texts.loadingMessages : (emptyText ?? texts.noMessagesYet)}
          </p>
        )}
        <div ref={rowsRef} className="q-chat-list__rows" style={{ paddingTop, paddingBottom }}>
          {rows.slice(start, end).map((row) => (
            <div key={row.key} ref={registerRow} data-key={row.key} className="q-chat-list__row">
              {row.kind === 'day' ? (
                <p className="q-chat-list__day">
                  <span>
                    {row.dateTime ? <time dateTime={row.dateTime}>{row.label}</time> : row.label}
                  </span>
                </p>
              ) : row.kind === 'unread' ? (
                <p className="q-chat-list__day q-chat-list__unread">
                  <span>{texts.newMessagesDivider}</span>
                </p>
              ) : (
                <ChatMessageBubble
                  message={row.message}
                  authorLabel={
                    row.message.author === 'self'
                      ? (selfLabel ?? texts.selfName)
                      : (adminLabel ?? texts.adminName)
                  }
                  position={row.position}
                  setSize={setSize}
                  onRetry={onRetry}
                  onDelete={onDelete}
                />
              )}
            </div>
          ))}
        </div>
      </div>
      {unseen > 0 && (
        <button
          type="button"
          className="q-chat-list__jump"
          onClick={() => {
            scrollToBottom();
            // The button disappears; the log keeps focus so the keyboard user is not lost.
            scrollRef.current?.focus();
          }}
        >
          {texts.jumpToLatest}{' '}
          <span className="q-chat-list__jump-count">
            {unseen}
            <span className="q-visually-hidden"> {texts.newMessagesCount(unseen)}</span>
          </span>{' '}
          <span aria-hidden="true">↓</span>
        </button>
      )}
    </div>
  );
}
