import type { ComponentPropsWithoutRef } from 'react';
import { useChatUiTexts } from './chat-texts';

export interface ChatTypingIndicatorProps extends Omit<ComponentPropsWithoutRef<'p'>, 'children'> {
  /** Who is typing ("Admin"), or null when nobody is. */
  name: string | null;
}

/**
 * "Admin is typing…" with three pulsing dots (still under reduced motion). Always mounted, so a
 * screen reader hears it start; empty when nobody types.
 * @example <ChatTypingIndicator name={adminTyping ? 'Admin' : null} />
 */
export function ChatTypingIndicator({ name, className, ...props }: ChatTypingIndicatorProps) {
  const texts = useChatUiTexts();
  return (
    <p
      role="status"
      className={['q-chat-typing', className].filter(Boolean).join(' ')}
      data-state={name ? 'typing' : 'idle'}
      {...props}
    >
      {name && (
        <>
          <span className="q-chat-typing__dots" aria-hidden="true">
            <span />
            <span />
            <span />
          </span>
          {texts.isTyping(name)}
        </>
      )}
    </p>
  );
}
