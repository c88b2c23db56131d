import type { NewsSummary } from '@quire/contracts';
import { journalPath, newsPath, type SiteDate, siteDate } from '@quire/site';

/** A news item as a list shows it. */
export interface NewsCardView {
  slug: string;
  title: string;
  href: string;
  /** Plain text. */
  summary: string;
  /** When it was published, in the site's date format. */
  published: SiteDate | null;
  coverUrl: string | null;
  /** The journal it is about; null for site-wide news. */
  journal: { title: string; href: string } | null;
  /** Chosen by its editors to stand out. */
  featured: boolean;
}

/** A news summary as a list item. */
export function toNewsCard(item: NewsSummary): NewsCardView {
  return {
    slug: item.slug,
    title: item.title,
    href: newsPath(item.slug),
    summary: item.summary,
    featured: item.featured,
    published: siteDate(item.publishedAt),
    coverUrl: item.coverUrl,
    journal: item.journal && { title: item.journal.title, href: journalPath(item.journal.slug) },
  };
}
