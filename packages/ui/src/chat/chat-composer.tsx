import {
  type ComponentPropsWithoutRef,
  type FormEvent,
  type KeyboardEvent,
  useId,
  useState,
} from 'react';

/** Text shown in the composer while the chat connection is down. */
export const CHAT_OFFLINE_TEXT = 'You are offline — reconnecting…';

export interface ChatComposerProps
  extends Omit<ComponentPropsWithoutRef<'form'>, 'onSubmit' | 'children'> {
  /** Called with the trimmed text when the reader sends a message. */
  onSend: (text: string) => void;
  /** Whether the chat connection is down: composing is disabled and the state is shown. */
  offline?: boolean;
  /** Disables composing for any other reason. */
  disabled?: boolean;
  /** Most characters a message may have. */
  maxLength?: number;
  /** Label of the text area (shown). */
  label?: string;
  /** Placeholder of the text area. */
  placeholder?: string;
  /** Text of the send button. */
  sendLabel?: string;
  /** Text the composer starts with. */
  defaultValue?: string;
  /** Called on every edit that leaves text in the box (for a typing signal). */
  onTyping?: () => void;
  /** A problem with the last send to show above the box ("sending too fast"), or null. */
  notice?: string | null;
}

/**
 * The chat message box: Enter sends, Shift+Enter starts a new line, an IME's Enter only
 * confirms its text; blank messages are refused and the text is trimmed; disabled with a
 * visible "You are offline — reconnecting…" state while offline; a send problem (`notice`)
 * shows in the same announced line.
 * @example <ChatComposer onSend={send} offline={status !== 'connected'} />
 */
export function ChatComposer({
  onSend,
  offline = false,
  disabled = false,
  maxLength = 2000,
  label = 'Message',
  placeholder = 'Write a message…',
  sendLabel = 'Send',
  defaultValue = '',
  onTyping,
  notice = null,
  className,
  ...props
}: ChatComposerProps) {
  const id = useId();
  const [text, setText] = useState(defaultValue);
  const blocked = offline || disabled;
  const blank = text.trim() === '';

  const send = () => {
    if (blocked || blank) return;
    onSend(text.trim());
    setText('');
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey) return;
    // Enter that confirms an IME composition (keyCode 229 in Safari) must not send.
    if (event.nativeEvent.isComposing || event.keyCode === 229) return;
    event.preventDefault();
    send();
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send();
  };

  const state = offline ? 'offline' : disabled ? 'disabled' : 'ready';
  return (
    <form
      className={['q-chat-composer', className].filter(Boolean).join(' ')}
      data-state={state}
      onSubmit={handleSubmit}
      {...props}
    >
      {/* Always mounted so going offline is announced. */}
      <p role="status" className="q-chat-composer__offline">
        {offline ? CHAT_OFFLINE_TEXT : (notice ?? '')}
      </p>
      <label className="q-chat-composer__label" htmlFor={`${id}-text`}>
        {label}
      </label>
      <div className="q-chat-composer__row">
        <textarea
          id={`${id}-text`}
          className="q-chat-composer__input"
          value={text}
          rows={2}
          maxLength={maxLength}
          placeholder={placeholder}
          disabled={blocked}
          aria-describedby={`${id}-count`}
          onChange={(event) => {
            setText(event.target.value);
            if (event.target.value.trim() !== '') onTyping?.();
          }}
          onKeyDown={handleKeyDown}
        />
        <button type="submit" className="q-chat-composer__send" disabled={blocked || blank}>
          {sendLabel}
        </button>
      </div>
      <p id={`${id}-count`} className="q-chat-composer__count">
        {text.length}/{maxLength}
        <span className="q-visually-hidden"> characters</span>
      </p>
    </form>
  );
}
