import type { ComponentPropsWithoutRef, CSSProperties, ReactNode } from 'react';
import { brandContrast } from './brand-contrast';
import { LayoutBar } from './layout-bar';
import { type NavItem, NavList, type RenderLink, renderAnchor } from './nav-list';
import { MAIN_ID, SkipLink } from './skip-link';

/** Where a journal's standard sections live. */
export interface JournalLinks {
  home: string;
  currentIssue: string;
  archive: string;
  volumes: string;
}

/** Default text of the journal's standard navigation links. */
export const JOURNAL_NAV_LABELS: Readonly<Record<keyof JournalLinks, string>> = {
  home: 'Home',
  currentIssue: 'Current issue',
  archive: 'Archive',
  volumes: 'Volumes',
};

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
  /** Targets of Home, Current issue, Archive and Volumes. */
  links: JournalLinks;
  /** The journal's own pages (About, Editorial board…), after the standard links. */
  pages?: readonly NavItem[];
  /** Overrides for the standard links' text. */
  labels?: Partial<Record<keyof JournalLinks, string>>;
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
  /** Footer content. */
  footer?: ReactNode;
  children: ReactNode;
}

function journalNav(
  links: JournalLinks,
  labels: Partial<Record<keyof JournalLinks, string>>,
  pages: readonly NavItem[],
): NavItem[] {
  const text = { ...JOURNAL_NAV_LABELS, ...labels };
  return [
    { href: links.home, label: text.home },
    { href: links.currentIssue, label: text.currentIssue },
    { href: links.archive, label: text.archive },
    { href: links.volumes, label: text.volumes },
    ...pages,
  ];
}

/** A journal's page frame: masthead in the journal's brand colour and the journal navigation. */
export function JournalLayout({
  journalTitle,
  issn,
  eIssn,
  brandColor,
  brandContrastColor,
  logo,
  links,
  pages = [],
  labels = {},
  currentHref,
  renderLink = renderAnchor,
  siteHeader,
  headerActions,
  search,
  footer,
  children,
  className,
  style,
  ...props
}: JournalLayoutProps) {
  const brandStyle = brandColor
    ? {
        '--q-brand': brandColor,
        '--q-brand-contrast': brandContrastColor ?? brandContrast(brandColor),
      }
    : {};
  return (
    <div
      className={['q-root', 'q-layout', 'q-journal-layout', className].filter(Boolean).join(' ')}
      style={{ ...brandStyle, ...style } as CSSProperties}
      {...props}
    >
      <SkipLink />
      <header className="q-layout__header">
        <LayoutBar siteHeader={siteHeader} actions={headerActions} />
        <div className="q-journal-masthead">
          {logo != null && <div className="q-journal-masthead__logo">{logo}</div>}
          <div>
            <p className="q-journal-masthead__title">
              {renderLink({
                href: links.home,
                className: 'q-journal-masthead__link',
                children: journalTitle,
              })}
            </p>
            {(issn || eIssn) && (
              <p className="q-journal-masthead__issn">
                {issn && <span>ISSN {issn}</span>}
                {eIssn && <span>e-ISSN {eIssn}</span>}
              </p>
            )}
          </div>
          {search != null && <div className="q-journal-masthead__search">{search}</div>}
        </div>
        <nav aria-label={`${journalTitle} navigation`} className="q-journal-nav">
          <NavList
            items={journalNav(links, labels, pages)}
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
