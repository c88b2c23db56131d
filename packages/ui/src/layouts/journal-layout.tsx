import { clsx } from 'clsx';
import type { ComponentPropsWithoutRef, CSSProperties, ReactNode } from 'react';
import { useUiTexts } from '../ui-texts';
import { brandContrast } from './brand-contrast';
import { LayoutBar } from './layout-bar';
import { type NavItem, NavList, type RenderLink, renderAnchor } from './nav-list';
import { MAIN_ID, SkipLink } from './skip-link';

export interface JournalLayoutProps extends ComponentPropsWithoutRef<'div'> {
  /** The journal's name, shown in the masthead and linked to its home. */
  journalTitle: string;
  /** Print ISSN. */
  issn?: string;
  /** Electronic ISSN. */
  eIssn?: string;
  /** The journal's brand colour; set as `--q-brand` on the wrapper. */
  brandColor?: string;
  /** Text colour on the brand colour; worked out from `brandColor` when omitted. */
  brandContrastColor?: string;
  /** Journal logo (an `<img>` with alt text, or decorative with `alt=""`). */
  logo?: ReactNode;
  /** The journal's home, which the masthead's title links to. */
  homeHref: string;
  /**
   * The journal's navigation, in order: any number of links (a site's sections, then the
   * journal's own pages such as About or Editorial board).
   */
  items: readonly NavItem[];
  /** Path of the page shown; its link gets `aria-current="page"`. */
  currentHref?: string;
  /** Draws each link; defaults to a plain anchor. */
  renderLink?: RenderLink;
  /** The portal's own header row above the masthead. */
  siteHeader?: ReactNode;
  /** Controls at the end of the site header row. */
  headerActions?: ReactNode;
  /** A search form for the journal, at the end of the masthead (wraps below it when narrow). */
  search?: ReactNode;
  /**
   * A compact masthead for the journal's inner pages: a smaller logo and title on one short row
   * and no ISSN line, so the header and the journal's navigation leave most of a small (or
   * zoomed-in) screen to the page. The journal's home keeps the full masthead.
   */
  compact?: boolean;
  /** Footer content. */
  footer?: ReactNode;
  children: ReactNode;
}

/** A journal's page frame: masthead in the journal's brand colour and the journal navigation. */
export function JournalLayout({
  journalTitle,
  issn,
  eIssn,
  brandColor,
  brandContrastColor,
  logo,
  homeHref,
  items,
  currentHref,
  renderLink = renderAnchor,
  siteHeader,
  headerActions,
  search,
  compact = false,
  footer,
  children,
  className,
  style,
  ...props
}: JournalLayoutProps) {
  const texts = useUiTexts();
  const brandStyle = brandColor
    ? {
        '--q-brand': brandColor,
        '--q-brand-contrast': brandContrastColor ?? brandContrast(brandColor),
      }
    : {};
  return (
    <div
      className={clsx(
        'q-root',
        'q-layout',
        'q-journal-layout',
        compact && 'q-journal-layout--compact',
        className,
      )}
      style={{ ...brandStyle, ...style } as CSSProperties}
      {...props}
    >
      <SkipLink />
      <header className="q-layout__header">
        <LayoutBar siteHeader={siteHeader} actions={headerActions} />
        <div className="q-journal-masthead">
          {logo != null && <div className="q-journal-masthead__logo">{logo}</div>}
          <div className="q-journal-masthead__name">
            <p className="q-journal-masthead__title">
              {renderLink({
                href: homeHref,
                className: 'q-journal-masthead__link',
                children: journalTitle,
              })}
            </p>
            {!compact && (issn || eIssn) && (
              <p className="q-journal-masthead__issn">
                {issn && <span>ISSN {issn}</span>}
                {eIssn && <span>e-ISSN {eIssn}</span>}
              </p>
            )}
          </div>
          {search != null && <div className="q-journal-masthead__search">{search}</div>}
        </div>
        <nav
          aria-label={texts.journalNavLabel?.(journalTitle) ?? `${journalTitle} navigation`}
          className="q-journal-nav"
        >
          <NavList
            items={items}
            currentHref={currentHref}
            renderLink={renderLink}
            className="q-nav-list"
          />
        </nav>
      </header>
      <main id={MAIN_ID} tabIndex={-1} className="q-layout__main">
        {children}
      </main>
      {footer != null && <footer className="q-layout__footer">{footer}</footer>}
    </div>
  );
}
