import { clsx } from 'clsx';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { useUiTexts } from './ui-texts';

export interface EmptyStateProps extends Omit<ComponentPropsWithoutRef<'div'>, 'title'> {
  /** The main line, for example "No submissions yet". */
  title?: ReactNode;
  /** What the reader can do about it. */
  description?: ReactNode;
  /** A link or button, for example "New submission". */
  action?: ReactNode;
}

/**
 * What a list shows when it has no rows.
 * @example <EmptyState title="No articles yet" action={<a href="/panel/submissions/new">Submit</a>} />
 */
export function EmptyState({
  title,
  description,
  action,
  className,
  children,
  ...props
}: EmptyStateProps) {
  const texts = useUiTexts();
  return (
    <div className={clsx('q-list-state', 'q-empty-state', className)} data-state="empty" {...props}>
      <svg className="q-list-state__icon" viewBox="0 0 24 24" aria-hidden="true">
        <path d="M4 4h16v12H15l-3 3-3-3H4z" fill="none" stroke="currentColor" strokeWidth="1.5" />
      </svg>
      <p className="q-list-state__title">{title ?? texts.emptyTitle ?? 'Nothing here yet'}</p>
      {description && <p className="q-list-state__description">{description}</p>}
      {children}
      {action && <div className="q-list-state__action">{action}</div>}
    </div>
  );
}
