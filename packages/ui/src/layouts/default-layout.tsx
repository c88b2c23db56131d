import { clsx } from 'clsx';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { LayoutBar } from './layout-bar';
import { type NavItem, NavList, type RenderLink, renderAnchor } from './nav-list';
import { MAIN_ID, SkipLink } from './skip-link';

export interface DefaultLayoutProps extends ComponentPropsWithoutRef<'div'> {
  /** The site header slot: logo, site title. */
  siteHeader?: ReactNode;
  /** Controls at the end of the header (theme toggle, sign-in link). */
  headerActions?: ReactNode;
  /** Main navigation links. */
  nav?: readonly NavItem[];
  /** Accessible name of the main navigation. */
  navLabel?: string;
  /** Path of the page shown; its link gets `aria-current="page"`. */
  currentHref?: string;
  /** Draws each link; defaults to a plain anchor. */
  renderLink?: RenderLink;
  /** Footer content. */
  footer?: ReactNode;
  children: ReactNode;
}

/** The public site's page frame: skip link, header with navigation, main, footer. */
export function DefaultLayout({
  siteHeader,
  headerActions,
  nav,
  navLabel = 'Main',
  currentHref,
  renderLink = renderAnchor,
  footer,
  children,
  className,
  ...props
}: DefaultLayoutProps) {
  return (
    <div className={clsx('q-root', 'q-layout', className)} {...props}>
      <SkipLink />
      <header className="q-layout__header">
        <LayoutBar siteHeader={siteHeader} actions={headerActions}>
          {nav && nav.length > 0 ? (
            <nav aria-label={navLabel} className="q-layout__nav">
              <NavList
                items={nav}
                currentHref={currentHref}
                renderLink={renderLink}
                className="q-nav-list"
              />
            </nav>
          ) : null}
        </LayoutBar>
      </header>
      <main id={MAIN_ID} tabIndex={-1} className="q-layout__main">
        {children}
      </main>
      {footer != null && <footer className="q-layout__footer">{footer}</footer>}
    </div>
  );
}
