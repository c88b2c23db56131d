import { DefaultLayout } from '@quire/ui';
import { Fragment } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { useJournalSite } from '../config/site-context';
import type { SiteLink } from '../config/site-menus';
import { useRootData } from '../lib/root-data';
import { HeaderActions } from './header-actions';
import { SiteMenu } from './site-menu';

/** The site's wordmark (and logo, when configured) in every header, linking home. */
export function SiteBrandLink() {
  const { name, brand, paths } = useJournalSite();
  return (
    <Link to={paths.home} className="q-site-brand">
      {brand.logoUrl && <img className="q-site-brand__logo" src={brand.logoUrl} alt="" />}
      {brand.wordmark ?? name}
    </Link>
  );
}

/**
 * The footer shared by the public layouts: the configured links, the site's own pages its
 * administrators put in its menu, then the sitemap, and under them the line they set
 * (`footer_text`), when they set one.
 */
export function SiteFooterNav() {
  const { footer, texts } = useJournalSite();
  const rootData = useRootData();
  const footerText = rootData?.footerText;
  const links = siteMenuItems(footer, rootData?.sitePages ?? []);
  return (
    <>
      <nav aria-label={texts.footerLabel} className="q-site-footer">
        {links.map((link) => (
          <Fragment key={link.href}>
            <Link to={link.href}>{link.label}</Link>
            {' · '}
          </Fragment>
        ))}
        <a href="/sitemap.xml">{texts.sitemap}</a>
      </nav>
      {footerText && <p className="q-site-footer__text">{footerText}</p>}
    </>
  );
}

/**
 * The header's links: the configured ones, then the site's own pages its administrators put in
 * its menu, in their order. A page with a route of its own (About, Contact) whose link the
 * configuration already has is not listed twice.
 */
export function siteMenuItems(
  nav: readonly SiteLink[],
  sitePages: readonly { title: string; href: string }[],
): SiteLink[] {
  const hrefs = new Set(nav.map((link) => link.href));
  return [
    ...nav,
    ...sitePages
      .filter((page) => !hrefs.has(page.href))
      .map(({ title, href }) => ({ label: title, href })),
  ];
}

/**
 * The header's end for the public layouts: the main navigation ({@link SiteMenu}, folded behind a
 * Menu button on phones: the configured links and the site's menu pages, {@link siteMenuItems}),
 * then the theme toggle and the account control. The navigation comes
 * through this slot rather than the layout's own `nav`, so that the button, the links it controls
 * and the actions it sits beside share one row on a narrow screen.
 */
export function SiteHeaderEnd() {
  const { nav } = useJournalSite();
  const rootData = useRootData();
  const { pathname } = useLocation();
  return (
    <>
      <SiteMenu items={siteMenuItems(nav, rootData?.sitePages ?? [])} currentHref={pathname} />
      <HeaderActions />
    </>
  );
}

/** The public pages' layout route: header with the site's navigation and account control, footer. */
export function SiteDefaultLayout() {
  return (
    <DefaultLayout
      className="q-site-layout"
      siteHeader={<SiteBrandLink />}
      headerActions={<SiteHeaderEnd />}
      footer={<SiteFooterNav />}
    >
      <Outlet />
    </DefaultLayout>
  );
}
