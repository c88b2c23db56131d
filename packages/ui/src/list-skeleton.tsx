import { clsx } from 'clsx';
import type { ComponentPropsWithoutRef } from 'react';
import { useUiTexts } from './ui-texts';

export interface ListSkeletonProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children'> {
  /** Placeholder rows to draw. Defaults to 5. */
  rows?: number;
  /** Text announced to screen readers. */
  label?: string;
}

/**
 * What a list shows while it loads: grey placeholder rows (`aria-busy`), a polite "Loading"
 * status, and a shimmer that stops for people who prefer reduced motion.
 * @example {isLoading ? <ListSkeleton rows={10} /> : <ArticleTable rows={rows} />}
 */
export function ListSkeleton({ rows = 5, label, className, ...props }: ListSkeletonProps) {
  const texts = useUiTexts();
  return (
    <div className={clsx('q-list-skeleton', className)} data-state="loading" {...props}>
      {/* Outside the busy part: aria-busy would hold back this announcement. */}
      <span role="status" className="q-visually-hidden">
        {label ?? texts.loading ?? 'Loading'}
      </span>
      <div className="q-list-skeleton__rows" aria-busy="true">
        {Array.from({ length: rows }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity and never reorder
          <div key={index} className="q-list-skeleton__row" aria-hidden="true">
            <span className="q-list-skeleton__bar q-list-skeleton__bar--short" />
            <span className="q-list-skeleton__bar" />
          </div>
        ))}
      </div>
    </div>
  );
}
