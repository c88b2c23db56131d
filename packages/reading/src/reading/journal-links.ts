import { type JournalNavLink, journalBasePath, journalPath, journalSite } from '@quire/site';
import type { NavItem } from '@quire/ui';

/** The addresses of a journal's standard sections, which its pages link to. */
export interface JournalSections {
  home: string;
  currentIssue: string;
  archive: string;
  volumes: string;
}

/** The paths of a journal's standard sections (`/journals/{slug}/archive`…). */
export function journalLinks(slug: string): JournalSections {
  const base = journalBasePath(slug);
  return {
    home: journalPath(slug),
    currentIssue: `${base}/current-issue`,
    archive: `${base}/archive`,
    volumes: `${base}/volumes`,
  };
}

/**
 * A journal's navigation: the site's `journalNav` entries at that journal's addresses (`''` is
 * its home: `/journals/{slug}`, or `/` on a single-journal site).
 * @example journalNavItems('eco') // [{ href: '/journals/eco', label: 'Home' }, …]
 */
export function journalNavItems(
  slug: string,
  links: readonly JournalNavLink[] = journalSite().journalNav,
): NavItem[] {
  const base = journalBasePath(slug);
  return links.map(({ path, label }) => ({
    href: path === '' ? journalPath(slug) : `${base}/${path.replace(/^\//, '')}`,
    label,
  }));
}
