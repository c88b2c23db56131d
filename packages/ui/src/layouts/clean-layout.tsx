import { clsx } from 'clsx';
import { type ComponentPropsWithoutRef, type ReactNode, useId } from 'react';
import { MAIN_ID, SkipLink } from './skip-link';

export interface CleanLayoutProps extends Omit<ComponentPropsWithoutRef<'div'>, 'title'> {
  /** Logo or site name above the card. */
  siteHeader?: ReactNode;
  /** Heading of the card ('Sign in'). */
  title?: ReactNode;
  /** Footer content below the card. */
  footer?: ReactNode;
  children: ReactNode;
}

/** A centred card on a plain page, for sign-in, registration and password screens. */
export function CleanLayout({
  siteHeader,
  title,
  footer,
  children,
  className,
  ...props
}: CleanLayoutProps) {
  const titleId = useId();
  return (
    <div className={clsx('q-root', 'q-layout', 'q-clean-layout', className)} {...props}>
      <SkipLink />
      {siteHeader != null && <header className="q-clean-layout__header">{siteHeader}</header>}
      <main id={MAIN_ID} tabIndex={-1} className="q-clean-layout__main">
        <section
          className="q-clean-layout__card"
          aria-labelledby={title != null ? titleId : undefined}
        >
          {title != null && (
            <h1 id={titleId} className="q-clean-layout__title">
              {title}
            </h1>
          )}
          {children}
        </section>
      </main>
      {footer != null && <footer className="q-clean-layout__footer">{footer}</footer>}
    </div>
  );
}
