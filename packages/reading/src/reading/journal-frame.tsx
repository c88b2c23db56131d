import {
  HeaderActions,
  journalNavItems,
  journalPagePath,
  journalPath,
  renderRouterLink,
  SiteBrandLink,
  SiteFooterNav,
} from '@quire/site';
import type { JournalLayoutProps } from '@quire/ui';
import { JournalSearchBox } from '../search/journal-search-box';
import type { JournalFrameData } from '../server/journal.server';

/**
 * The props `JournalLayout` and `JournalArticleLayout` share: masthead with the journal's search
 * box, brand colour, the journal's navigation (the site's `journalNav` — by default Home, Current
 * issue, Archive, Volumes — then the journal's own pages) and the site chrome.
 */
export function journalFrameProps(
  journal: JournalFrameData,
  currentHref: string,
): Omit<JournalLayoutProps, 'children'> {
  return {
    journalTitle: journal.title,
    issn: journal.issn ?? undefined,
    eIssn: journal.eissn ?? undefined,
    brandColor: journal.brandColor,
    // Beside the title, which names the journal: the image itself is decorative.
    logo: journal.logoUrl ? (
      <img className="q-journal-logo" src={journal.logoUrl} alt="" width={64} height={64} />
    ) : undefined,
    homeHref: journalPath(journal.slug),
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
    headerActions: <HeaderActions />,
    search: <JournalSearchBox journalSlug={journal.slug} journalTitle={journal.title} />,
    footer: <SiteFooterNav />,
  };
}
