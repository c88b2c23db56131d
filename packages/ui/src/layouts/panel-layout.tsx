import { clsx } from 'clsx';
import {
  type ComponentPropsWithoutRef,
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { useUiTexts } from '../ui-texts';
import { LayoutBar } from './layout-bar';
import {
  currentProps,
  currentSectionProps,
  type NavItem,
  type RenderLink,
  renderAnchor,
} from './nav-list';
import { MAIN_ID, SkipLink } from './skip-link';

/** An entry of the panel's navigation: a link, with an unread count when it has one. */
export interface PanelNavItem extends NavItem {
  /** Shown as a badge after the label (nothing for 0) and named for screen readers. */
  unread?: number;
}

/** Badge text for an unread count: nothing for 0, '99+' past 99. */
export function formatUnreadCount(count: number): string {
  if (!Number.isFinite(count) || count <= 0) return '';
  return count > 99 ? '99+' : String(Math.floor(count));
}

export interface PanelLayoutProps extends ComponentPropsWithoutRef<'div'> {
  /** The navigation's entries, in order (any number: the site decides its sections). */
  items: readonly PanelNavItem[];
  /** Path of the page shown; its link gets `aria-current="page"`. */
  currentHref?: string;
  /** Draws each link; defaults to a plain anchor. */
  renderLink?: RenderLink;
  /** The site header slot: logo, site title. */
  siteHeader?: ReactNode;
  /** Controls at the end of the header (theme toggle, sign-out). */
  headerActions?: ReactNode;
  /** Accessible name of the panel navigation. */
  navLabel?: string;
  /** Text of the button that shows the navigation on narrow screens. */
  menuLabel?: string;
  /** Footer content. */
  footer?: ReactNode;
  children: ReactNode;
}

function Badge({ count }: { count: number | undefined }) {
  const text = formatUnreadCount(count ?? 0);
  if (text === '') return null;
  // The space keeps the link's name 'Chat (3 unread)' rather than 'Chat(3 unread)'.
  return (
    <>
      {' '}
      <span className="q-nav-badge" aria-hidden="true">
        {text}
      </span>
      <span className="q-visually-hidden">{`(${Math.floor(count ?? 0)} unread)`}</span>
    </>
  );
}

/**
 * How an entry is marked for the page at `currentHref`: as the page itself, or as the current
 * location on one of its section's sub-pages — unless another entry lives under it (the
 * dashboard's path prefixes every section's), when only its own page counts.
 */
function currentMark(href: string, items: readonly NavItem[], currentHref: string | undefined) {
  const prefixesAnother = items.some((other) => other.href.startsWith(`${href}/`));
  return prefixesAnother ? currentProps(href, currentHref) : currentSectionProps(href, currentHref);
}

/** The signed-in panel: sidebar navigation with unread badges that collapses on narrow screens. */
export function PanelLayout({
  items,
  currentHref,
  renderLink = renderAnchor,
  siteHeader,
  headerActions,
  navLabel,
  menuLabel,
  footer,
  children,
  className,
  ...props
}: PanelLayoutProps) {
  const texts = useUiTexts();
  const [open, setOpen] = useState(false);
  const navId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  // The layout outlives route changes, so a link that was followed closes the narrow menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: closing is the reaction to a new page
  useEffect(() => setOpen(false), [currentHref]);

  function handleNavKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      toggleRef.current?.focus();
    }
  }

  return (
    <div className={clsx('q-root', 'q-layout', 'q-panel-layout', className)} {...props}>
      <SkipLink />
      <header className="q-layout__header">
        <LayoutBar siteHeader={siteHeader} actions={headerActions}>
          <button
            ref={toggleRef}
            type="button"
            className="q-btn q-panel-layout__toggle"
            aria-expanded={open}
            aria-controls={navId}
            onClick={() => setOpen((value) => !value)}
          >
            {menuLabel ?? texts.menu ?? 'Menu'}
          </button>
        </LayoutBar>
      </header>
      <div className="q-panel-layout__body">
        <nav
          id={navId}
          aria-label={navLabel ?? texts.panelNavLabel ?? 'Panel'}
          className="q-panel-layout__nav"
          data-state={open ? 'open' : 'closed'}
          onKeyDown={handleNavKeyDown}
        >
          <ul className="q-panel-nav">
            {items.map((item) => (
              <li key={item.href}>
                {renderLink({
                  href: item.href,
                  className: 'q-nav-link',
                  ...currentMark(item.href, items, currentHref),
                  children: (
                    <>
                      <span className="q-panel-nav__label">{item.label}</span>
                      <Badge count={item.unread} />
                    </>
                  ),
                })}
              </li>
            ))}
          </ul>
        </nav>
        <main id={MAIN_ID} tabIndex={-1} className="q-layout__main">
          {children}
        </main>
      </div>
      {footer != null && <footer className="q-layout__footer">{footer}</footer>}
    </div>
  );
}
