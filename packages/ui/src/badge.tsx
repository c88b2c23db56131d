import { clsx } from 'clsx';
import type { ComponentPropsWithoutRef } from 'react';

export interface BadgeProps extends ComponentPropsWithoutRef<'span'> {
  /** `strong` draws a thicker edge and bold text (an unread notice). */
  emphasis?: 'normal' | 'strong';
}

/**
 * A small pill of text beside what it qualifies ("Current issue", "Unread"). Its words carry the
 * meaning; the pill only groups them, so it never rests on colour.
 * @example <Badge emphasis="strong">Unread</Badge>
 */
export function Badge({ emphasis = 'normal', className, ...props }: BadgeProps) {
  return <span className={clsx('q-badge', className)} data-emphasis={emphasis} {...props} />;
}
