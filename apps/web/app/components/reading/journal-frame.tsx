import type { JournalLayoutProps } from '@quire/ui';
import { HeaderActions } from '~/components/header-actions';
import { renderRouterLink } from '~/components/router-link';
import { JournalSearchBox } from '~/components/search/journal-search-box';
import { SiteBrand } from '~/components/site-brand';
import { SiteFooter } from '~/components/site-footer';
import type { JournalFrameData } from '~/lib/journal.server';
import { journalLinks } from '~/lib/journal-links';
import { journalPagePath } from '~/lib/paths';

/**
 * The props `JournalLayout` and `JournalArticleLayout` share: masthead with the journal's search
 * box, brand colour, the journal's navigation (Home, Current issue, Archive, Volumes and its
 * pages) and the site chrome.
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
    links: journalLinks(journal.slug),
    pages: journal.pages.map((page) => ({
      href: journalPagePath(journal.slug, page.slug),
      label: page.title,
    })),
    currentHref,
    renderLink: renderRouterLink,
    siteHeader: <SiteBrand />,
    headerActions: <HeaderActions />,
    search: <JournalSearchBox journalSlug={journal.slug} journalTitle={journal.title} />,
    footer: <SiteFooter />,
  };
}
