import {
  type ComponentPropsWithoutRef,
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { LayoutBar } from './layout-bar';
import { currentProps, currentSectionProps, type RenderLink, renderAnchor } from './nav-list';
import { MAIN_ID, SkipLink } from './skip-link';

/** Where the panel's sections live. */
/** Where the panel's sections live; a section without an address is left out of the menu. */
export interface PanelLinks {
  dashboard: string;
  submissions?: string;
  articles?: string;
  notifications?: string;
  /** Leave out on a site without the chat. */
  chat?: string;
  account?: string;
}

/** Default text of the panel's navigation links, in their order. */
export const PANEL_NAV_LABELS: Readonly<Record<keyof PanelLinks, string>> = {
  dashboard: 'Dashboard',
  submissions: 'Submissions',
  articles: 'Articles',
  notifications: 'Notifications',
  chat: 'Chat',
  account: 'Account',
};

/** Badge text for an unread count: nothing for 0, '99+' past 99. */
export function formatUnreadCount(count: number): string {
  if (!Number.isFinite(count) || count <= 0) return '';
  return count > 99 ? '99+' : String(Math.floor(count));
}

export interface PanelLayoutProps extends ComponentPropsWithoutRef<'div'> {
  /** Targets of the six panel sections. */
  links: PanelLinks;
  /** Unread notifications, shown as a badge. */
  unreadNotifications?: number;
  /** Unread chat messages, shown as a badge. */
  unreadChat?: number;
  /** Overrides for the links' text. */
  labels?: Partial<Record<keyof PanelLinks, string>>;
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

/** The signed-in panel: sidebar navigation with unread badges that collapses on narrow screens. */
export function PanelLayout({
  links,
  unreadNotifications,
  unreadChat,
  labels = {},
  currentHref,
  renderLink = renderAnchor,
  siteHeader,
  headerActions,
  navLabel = 'Panel',
  menuLabel = 'Menu',
  footer,
  children,
  className,
  ...props
}: PanelLayoutProps) {
  const [open, setOpen] = useState(false);
  const navId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const text = { ...PANEL_NAV_LABELS, ...labels };
  const badges: Partial<Record<keyof PanelLinks, number | undefined>> = {
    notifications: unreadNotifications,
    chat: unreadChat,
  };

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
    <div
      className={['q-root', 'q-layout', 'q-panel-layout', className].filter(Boolean).join(' ')}
      {...props}
    >
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
            {menuLabel}
          </button>
        </LayoutBar>
      </header>
      <div className="q-panel-layout__body">
        <nav
          id={navId}
          aria-label={navLabel}
          className="q-panel-layout__nav"
          data-state={open ? 'open' : 'closed'}
          onKeyDown={handleNavKeyDown}
        >
          <ul className="q-panel-nav">
            {(Object.keys(PANEL_NAV_LABELS) as (keyof PanelLinks)[]).flatMap((key) => {
              const href = links[key];
              if (!href) return [];
              return (
                <li key={key}>
                  {renderLink({
                    href,
                    className: 'q-nav-link',
                    // The dashboard's path prefixes every other one: it is current only itself.
                    ...(key === 'dashboard'
                      ? currentProps(href, currentHref)
                      : currentSectionProps(href, currentHref)),
                    children: (
                      <>
                        <span className="q-panel-nav__label">{text[key]}</span>
                        <Badge count={badges[key]} />
                      </>
                    ),
                  })}
                </li>
              );
            })}
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
