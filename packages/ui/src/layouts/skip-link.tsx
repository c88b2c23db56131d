import { clsx } from 'clsx';
import type { ComponentPropsWithoutRef } from 'react';
import { useUiTexts } from '../ui-texts';

/** The id of every layout's `<main>`, the target of the skip link. */
export const MAIN_ID = 'main';

export interface SkipLinkProps extends Omit<ComponentPropsWithoutRef<'a'>, 'href'> {
  /** Id of the element to jump to. */
  targetId?: string;
}

/** 'Skip to content' link, hidden until focused (WCAG 2.4.1); every layout renders one first. */
export function SkipLink({ targetId = MAIN_ID, className, children, ...props }: SkipLinkProps) {
  const texts = useUiTexts();
  return (
    <a href={`#${targetId}`} className={clsx('q-skip-link', className)} {...props}>
      {children ?? texts.skipToContent ?? 'Skip to content'}
    </a>
  );
}
