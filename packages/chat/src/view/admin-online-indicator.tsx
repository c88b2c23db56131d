import type { ComponentPropsWithoutRef } from 'react';
import { useChatTexts } from '../texts';

export interface AdminOnlineIndicatorProps extends Omit<ComponentPropsWithoutRef<'p'>, 'children'> {
  /** Whether the administrator is online. */
  online: boolean;
}

/**
 * 'Admin online' / 'Admin offline': a dot and the words (never colour alone), announced
 * politely when it changes.
 * @example <AdminOnlineIndicator online={adminOnlineStatus} />
 */
export function AdminOnlineIndicator({ online, className, ...props }: AdminOnlineIndicatorProps) {
  const texts = useChatTexts();
  return (
    <p
      role="status"
      className={['q-presence', className].filter(Boolean).join(' ')}
      data-state={online ? 'online' : 'offline'}
      {...props}
    >
      <span className="q-presence__dot" aria-hidden="true" />
      {online ? texts.adminOnline : texts.adminOffline}
    </p>
  );
}
