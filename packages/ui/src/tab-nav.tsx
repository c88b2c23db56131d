import { clsx } from 'clsx';
import { type RenderLink, renderAnchor } from './layouts/nav-list';

/** One tab of a {@link TabNav}. */
export interface TabNavItem {
  href: string;
  label: string;
  /** Whether this tab's view is the one shown. */
  current?: boolean;
}

export interface TabNavProps {
  /** The navigation's accessible name, e.g. "Filter notifications". */
  label: string;
  items: readonly TabNavItem[];
  /** Draws each link (inject the router's link); plain anchors by default. */
  renderLink?: RenderLink;
  className?: string;
}

/**
 * Tabs that are links: each view of a list has its own address, so they work without JavaScript,
 * can be bookmarked, and the current one says so with `aria-current="page"`.
 * @example <TabNav label="Filter notifications" items={[{ href: '?filter=all', label: 'All', current: true }]} />
 */
export function TabNav({ label, items, renderLink = renderAnchor, className }: TabNavProps) {
  return (
    <nav aria-label={label} className={clsx('q-tab-nav', className)}>
      <ul className="q-tab-nav__list">
        {items.map((item) => (
          <li key={item.href}>
            {renderLink({
              href: item.href,
              className: 'q-tab-nav__link',
              ...(item.current ? { 'aria-current': 'page' as const } : {}),
              children: item.label,
            })}
          </li>
        ))}
      </ul>
    </nav>
  );
}
