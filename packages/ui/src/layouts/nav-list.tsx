import type { ReactNode } from 'react';

/** One navigation link, passed as data so the app decides where it goes. */
export interface NavItem {
  /** Target of the link (a path for React Router's `to`). */
  href: string;
  /** Visible text of the link. */
  label: string;
}

/** What a layout hands to {@link RenderLink} for each link it draws. */
export interface LinkRenderProps {
  href: string;
  className?: string;
  'aria-current'?: 'page' | 'location';
  children: ReactNode;
}

/**
 * Draws one link; inject the router's link component here.
 * @example renderLink={({ href, ...props }) => <Link to={href} {...props} />}
 */
export type RenderLink = (props: LinkRenderProps) => ReactNode;

/** The default {@link RenderLink}: a plain anchor. */
export const renderAnchor: RenderLink = ({ children, ...props }) => <a {...props}>{children}</a>;

/** `aria-current="page"` when `href` is the page being shown. */
export function currentProps(href: string, currentHref: string | undefined) {
  return href === currentHref ? ({ 'aria-current': 'page' } as const) : {};
}

/**
 * Like {@link currentProps}, and a link to a section (`/panel/articles`) is also marked, as the
 * current location, on the section's own pages (`/panel/articles/12`).
 */
export function currentSectionProps(href: string, currentHref: string | undefined) {
  if (href === currentHref) return { 'aria-current': 'page' } as const;
  return currentHref?.startsWith(`${href}/`) ? ({ 'aria-current': 'location' } as const) : {};
}

interface NavListProps {
  items: readonly NavItem[];
  currentHref: string | undefined;
  renderLink: RenderLink;
  className: string;
}

// Shared list markup for every layout's navigation.
export function NavList({ items, currentHref, renderLink, className }: NavListProps) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.href}>
          {renderLink({
            href: item.href,
            className: 'q-nav-link',
            ...currentProps(item.href, currentHref),
            children: item.label,
          })}
        </li>
      ))}
    </ul>
  );
}
