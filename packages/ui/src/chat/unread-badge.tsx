import type { ComponentPropsWithoutRef } from 'react';

export interface UnreadBadgeProps extends Omit<ComponentPropsWithoutRef<'span'>, 'children'> {
  /** Unread count; nothing renders at 0. */
  count: number;
  /** Highest number shown; above it the badge reads "{max}+". Defaults to 99. */
  max?: number;
  /** What screen readers hear, from the exact count. */
  label?: (count: number) => string;
}

const unreadMessages = (count: number) =>
  count === 1 ? '1 unread message' : `${count} unread messages`;

/**
 * The unread counter bubble: "99+" above 99, hidden at 0; read out as "N unread messages".
 * @example <a href="/panel/chat">Chat <UnreadBadge count={unReadCount} /></a>
 */
export function UnreadBadge({
  count,
  max = 99,
  label = unreadMessages,
  className,
  ...props
}: UnreadBadgeProps) {
  if (!(count > 0)) return null;
  return (
    <span
      className={['q-unread-badge', className].filter(Boolean).join(' ')}
      data-state={count > max ? 'capped' : 'count'}
      {...props}
    >
      <span aria-hidden="true">{count > max ? `${max}+` : count}</span>
      <span className="q-visually-hidden">{label(count)}</span>
    </span>
  );
}
