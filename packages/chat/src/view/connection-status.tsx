import type { ComponentPropsWithoutRef } from 'react';
import { CHAT_TEXTS, useChatTexts } from '../texts';

/** State of the real-time chat connection. */
export type ConnectionState = 'connected' | 'connecting' | 'reconnecting' | 'offline';

/** Words shown for each connection state by default (a site's `texts.chat` may change them). */
export const CONNECTION_STATUS_TEXT: Readonly<Record<ConnectionState, string>> = {
  connected: CHAT_TEXTS.connected,
  connecting: CHAT_TEXTS.connecting,
  reconnecting: CHAT_TEXTS.reconnecting,
  offline: CHAT_TEXTS.offline,
};

export interface ConnectionStatusProps extends Omit<ComponentPropsWithoutRef<'p'>, 'children'> {
  /** The connection state to show. */
  status: ConnectionState;
}

/**
 * The chat connection state as a dot and words, announced politely when it changes.
 * @example <ConnectionStatus status="reconnecting" />
 */
export function ConnectionStatus({ status, className, ...props }: ConnectionStatusProps) {
  const texts = useChatTexts();
  return (
    <p
      role="status"
      className={['q-presence', 'q-connection-status', className].filter(Boolean).join(' ')}
      data-state={status}
      {...props}
    >
      <span className="q-presence__dot" aria-hidden="true" />
      {texts[status]}
    </p>
  );
}
