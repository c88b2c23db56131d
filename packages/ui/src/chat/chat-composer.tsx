import {
  type ComponentPropsWithoutRef,
  type FormEvent,
  type KeyboardEvent,
  useEffect,
  useId,
  useState,
} from 'react';
import { LineIcon } from '../line-icon';
import type { ChatAttachment } from './chat-message';
import { CHAT_UI_TEXTS, useChatUiTexts } from './chat-texts';
import { ComposerFiles, useComposerFiles } from './composer-files';

/** What the file picker offers by default: the images and PDFs the chat accepts. */
export const CHAT_ATTACH_ACCEPT =
  'image/png,image/jpeg,image/webp,image/gif,application/pdf,.png,.jpg,.jpeg,.webp,.gif,.pdf';

/** Text shown in the composer while the chat connection is down. */
export const CHAT_OFFLINE_TEXT = CHAT_UI_TEXTS.offlineComposer;

export interface ChatComposerProps extends Omit<ComponentPropsWithoutRef<'form'>, 'onSubmit'> {
  /**
   * Called with the trimmed text when the reader sends a message, and the files attached when
   * there are some (the text may then be empty).
   */
  onSend: (text: string, attachments?: readonly ChatAttachment[]) => void;
  /**
   * Uploads a file the reader chose; resolves with it as the message will carry it, or rejects
   * with an `Error` whose message says why it was refused (shown in the composer; the typed text
   * stays). Without it there is no attach button.
   */
  onAttach?: (file: File) => Promise<ChatAttachment>;
  /** Most files one message may carry. */
  maxAttachments?: number;
  /** The file picker's `accept`: images and PDF by default. */
  accept?: string;
  /** Files attached from the start (a restored draft, stories). */
  defaultAttachments?: readonly ChatAttachment[];
  /** Whether the chat connection is down: the draft stays editable, sending waits, the state is shown. */
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
  /**
   * The text's field name: with it (and the form's `method`/`action`), the composer posts as a
   * plain form before JavaScript runs; children add the form's hidden fields.
   */
  name?: string;
  /** A problem with the last send to show above the box ("sending too fast"), or null. */
  notice?: string | null;
}

/**
 * The chat message box: Enter sends, Shift+Enter starts a new line, an IME's Enter only
 * confirms its text; blank messages are refused and the text is trimmed; sending waits, with a
 * visible "You are offline — reconnecting…" state while offline; a send problem (`notice`)
 * shows in the same announced line. With `onAttach`, an Attach button picks images or PDFs,
 * uploaded at once and listed as chips (removable) above the box; a refused file is said there
 * and the text stays. Send waits for uploads to finish.
 * @example <ChatComposer onSend={send} onAttach={upload} offline={status !== 'connected'} />
 */
export function ChatComposer({
  onSend,
  offline = false,
  disabled = false,
  maxLength = 2000,
  label,
  placeholder,
  sendLabel,
  defaultValue = '',
  onTyping,
  name,
  children,
  notice = null,
  onAttach,
  maxAttachments = 5,
  accept = CHAT_ATTACH_ACCEPT,
  defaultAttachments,
  className,
  ...props
}: ChatComposerProps) {
  const texts = useChatUiTexts();
  const id = useId();
  const [text, setText] = useState(defaultValue);
  // Before JavaScript runs, a named composer is a plain form: its button must work (the server
  // refuses a blank message); once hydrated, a blank message cannot be sent at all.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const files = useComposerFiles(onAttach, maxAttachments, defaultAttachments);
  const blocked = offline || disabled;
  const blank = text.trim() === '' && files.ready.length === 0;
  const waiting = files.uploading;

  const send = () => {
    if (blocked || blank || waiting) return;
    if (files.ready.length > 0) onSend(text.trim(), files.ready);
    else onSend(text.trim());
    setText('');
    files.clear();
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
      {children}
      {/* Always mounted so going offline is announced. */}
      <p role="status" className="q-chat-composer__offline">
        {offline ? texts.offlineComposer : (notice ?? '')}
      </p>
      <label className="q-chat-composer__label" htmlFor={`${id}-text`}>
        {label ?? texts.composerLabel}
      </label>
      {onAttach && (
        <ComposerFiles id={`${id}-files`} files={files} accept={accept} disabled={blocked} />
      )}
      <div className="q-chat-composer__row">
        {onAttach && (
          <button
            type="button"
            className="q-chat-composer__attach"
            aria-label={texts.attachFile}
            disabled={blocked || files.full}
            aria-describedby={files.error ? `${id}-files-error` : undefined}
            onClick={files.choose}
          >
            <LineIcon
              size={18}
              d="M21 11.5 12.5 20a5.5 5.5 0 0 1-7.8-7.8l8.5-8.5a3.7 3.7 0 0 1 5.2 5.2l-8.5 8.5a1.8 1.8 0 0 1-2.6-2.6L15 7"
            />
            <span className="q-chat-composer__attach-label">{texts.attachShort}</span>
          </button>
        )}
        <textarea
          id={`${id}-text`}
          name={name}
          className="q-chat-composer__input"
          value={text}
          rows={2}
          maxLength={maxLength}
          placeholder={placeholder ?? texts.composerPlaceholder}
          // Offline, the box stays editable (a blip must not take the focus from someone typing,
          // nor stop a draft); only sending waits for the connection.
          disabled={disabled}
          aria-describedby={`${id}-count`}
          onChange={(event) => {
            setText(event.target.value);
            if (event.target.value.trim() !== '') onTyping?.();
          }}
          onKeyDown={handleKeyDown}
        />
        <button
          type="submit"
          className="q-chat-composer__send"
          disabled={blocked || waiting || (blank && (hydrated || name === undefined))}
        >
          {sendLabel ?? texts.send}
        </button>
      </div>
      <p id={`${id}-count`} className="q-chat-composer__count">
        {text.length}/{maxLength}
        <span className="q-visually-hidden"> {texts.characters}</span>
      </p>
    </form>
  );
}
