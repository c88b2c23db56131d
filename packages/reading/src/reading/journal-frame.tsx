import {
  journalPagePath,
  journalPath,
  renderRouterLink,
  SiteBrandLink,
  SiteFooterNav,
  SiteHeaderEnd,
} from '@quire/site';
import type { JournalLayoutProps } from '@quire/ui';
import { JournalSearchBox } from '../search/journal-search-box';
import type { JournalFrameData } from '../server/journal.server';
import { journalNavItems } from './journal-links';

/**
 * The props `JournalLayout` and `JournalArticleLayout` share: masthead with the journal's logo
 * and search box, brand colour, the journal's navigation (the site's `journalNav` — by default
 * Home, Current issue, Archive, Volumes — then the journal's own pages) and the site chrome with
 * the site's own navigation (Journals, News, Search…), as on every other public page. The
 * journal's home has the full masthead; its inner pages a compact one.
 */
export function journalFrameProps(
  journal: JournalFrameData,
  currentHref: string,
): Omit<JournalLayoutProps, 'children'> {
  const homeHref = journalPath(journal.slug);
  return {
    // The site menu's rules (site.css) apply to this header as to the site's own pages.
    className: 'q-site-layout',
    compact: currentHref !== homeHref,
    journalTitle: journal.title,
    issn: journal.issn ?? undefined,
    eIssn: journal.eissn ?? undefined,
    brandColor: journal.brandColor,
    // Beside the title, which names the journal: the image itself is decorative.
    logo: journal.logoUrl ? <img src={journal.logoUrl} alt="" width={64} height={64} /> : undefined,
    homeHref,
    items: [
      ...journalNavItems(journal.slug),
      ...journal.pages.map((page) => ({
        href: journalPagePath(journal.slug, page.slug),
        label: page.title,
      })),
    ],
    currentHref,
    renderLink: renderRouterLink,
    siteHeader: <SiteBrandLink />,
    headerActions: <SiteHeaderEnd />,
    search: <JournalSearchBox journalSlug={journal.slug} journalTitle={journal.title} />,
    footer: <SiteFooterNav />,
  };
}
