import type { NavItem } from '@quire/ui';
import { type MouseEvent, useEffect, useId, useRef, useState } from 'react';
import { useJournalSite } from '../config/site-context';
import { renderRouterLink } from './router-link';

export interface SiteMenuProps {
  /** The site's main navigation links. */
  items: readonly NavItem[];
  /** Path of the page shown; its link gets `aria-current="page"`. */
  currentHref: string;
}

/**
 * The header's main navigation. On wide screens it is the row of links it always was; on narrow
 * ones (≤ 45rem) it folds behind a Menu button (`aria-expanded`, `aria-controls`) so the header
 * stays one row. The button opens and closes it; Escape, a click outside and following a link
 * close it, and Escape from inside puts focus back on the button.
 *
 * Without JavaScript the button could do nothing, so the folding is CSS behind
 * `@media (scripting: enabled)` (see site.css): a reader without scripts — or a browser that does
 * not know the media feature — gets the links laid out in the header as before, and the server
 * never renders a closed menu that only a script could open. Between first paint and hydration
 * the button shows but waits for the script, while the header already has its final height.
 */
export function SiteMenu({ items, currentHref }: SiteMenuProps) {
  const { texts } = useJournalSite();
  const [open, setOpen] = useState(false);
  const navId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  // The layout outlives route changes: a new page closes the menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: closing is the reaction to a new page
  useEffect(() => setOpen(false), [currentHref]);

  useEffect(() => {
    if (!open) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      const focusInside = rootRef.current?.contains(document.activeElement) ?? false;
      setOpen(false);
      if (focusInside) toggleRef.current?.focus();
    }
    function onPointerDown(event: PointerEvent) {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    }
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  // A link to the page already shown changes no path, and still closes the menu.
  function handleNavClick(event: MouseEvent<HTMLElement>) {
    if ((event.target as Element).closest('a')) setOpen(false);
  }

  if (items.length === 0) return null;
  return (
    <div ref={rootRef} className="q-site-menu" data-state={open ? 'open' : 'closed'}>
      <button
        ref={toggleRef}
        type="button"
        className="q-btn q-site-menu__toggle"
        aria-expanded={open}
        aria-controls={navId}
        onClick={() => setOpen((value) => !value)}
      >
        {texts.menu}
      </button>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: only notes that a link was followed; the link itself is the control */}
      <nav
        id={navId}
        aria-label={texts.mainNavLabel}
        className="q-layout__nav q-site-menu__nav"
        onClick={handleNavClick}
      >
        <ul className="q-nav-list">
          {items.map((item) => (
            <li key={item.href}>
              {renderRouterLink({
                href: item.href,
                className: 'q-nav-link',
                ...(item.href === currentHref ? { 'aria-current': 'page' as const } : {}),
                children: item.label,
              })}
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
