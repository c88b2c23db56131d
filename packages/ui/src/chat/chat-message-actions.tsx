import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { useChatUiTexts } from './chat-texts';

export interface ChatMessageActionsProps {
  /** Deletes the message. */
  onDelete: () => void;
  /** Names the message in the button's accessible name ("Actions for Admin, 5 Mar 2024 09:00"). */
  messageLabel: string;
}

/**
 * A message's actions behind one small button (a disclosure, so Tab and Enter are all a keyboard
 * needs): opening it shows "Delete message"; Escape closes it and returns focus to the button.
 */
export function ChatMessageActions({ onDelete, messageLabel }: ChatMessageActionsProps) {
  const texts = useChatUiTexts();
  const [open, setOpen] = useState(false);
  const id = useId();
  const toggle = useRef<HTMLButtonElement>(null);

  const close = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpen(false);
    toggle.current?.focus();
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape from anywhere inside closes the disclosure
    <div className="q-chat-actions" data-state={open ? 'open' : 'closed'} onKeyDown={close}>
      <button
        ref={toggle}
        type="button"
        className="q-chat-actions__toggle"
        aria-expanded={open}
        aria-controls={id}
        aria-label={texts.messageActions(messageLabel)}
        onClick={() => setOpen((value) => !value)}
      >
        <span aria-hidden="true">⋯</span>
      </button>
      <div id={id} className="q-chat-actions__menu" hidden={!open}>
        <button
          type="button"
          className="q-chat-actions__item"
          onClick={() => {
            setOpen(false);
            onDelete();
          }}
        >
          {texts.deleteMessage}
        </button>
      </div>
    </div>
  );
}
