import type { ComponentPropsWithoutRef } from 'react';

/** State of the real-time chat connection. */
export type ConnectionState = 'connected' | 'connecting' | 'reconnecting' | 'offline';

/** Words shown for each connection state. */
export const CONNECTION_STATUS_TEXT: Readonly<Record<ConnectionState, string>> = {
  connected: 'Connected',
  connecting: 'Connecting…',
  reconnecting: 'Reconnecting…',
  offline: 'Offline',
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
  return (
    <p
      role="status"
      className={['q-presence', 'q-connection-status', className].filter(Boolean).join(' ')}
      data-state={status}
      {...props}
    >
      <span className="q-presence__dot" aria-hidden="true" />
      {CONNECTION_STATUS_TEXT[status]}
    </p>
  );
}
