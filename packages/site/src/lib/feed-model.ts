import { escapeXml } from '@quire/utils';

/** One entry of a syndication feed (Atom or RSS). */
export interface FeedEntry {
  /** A permanent, unique id: the entry's absolute URL. */
  id: string;
  title: string;
  /** Absolute URL of the entry's page. */
  url: string;
  /** RFC 3339 time of the last change. */
  updated: string;
  /** RFC 3339 time of first publication. */
  published?: string;
  /** Plain text. */
  summary?: string;
  /** Author names, in order. */
  authors?: readonly string[];
  /** Category labels (section, keywords…). */
  categories?: readonly string[];
}

/** A syndication feed, written as Atom (`atomXml`) or RSS 2.0 (`rssXml`). */
export interface SyndicationFeed {
  /** A permanent id: the feed's alternate page URL. */
  id: string;
  title: string;
  subtitle?: string;
  /** Absolute URLs of the feed documents themselves, one per format. */
  selfUrls: { atom: string; rss: string };
  /** Absolute URL of the HTML page the feed mirrors. */
  alternateUrl: string;
  /** Feed-level author; entries without authors inherit it (Atom requires one or the other). */
  author: string;
  entries: readonly FeedEntry[];
  /** RFC 3339 time used when there is no entry (default: now). */
  emptyUpdated?: string;
  /**
   * Same-origin address of the XSL stylesheet a browser shows the feed with (its
   * `<?xml-stylesheet?>` instruction); none by default.
   */
  stylesheet?: string;
}

/** The newest `updated` of the entries (RFC 3339 strings compare correctly only as dates). */
export function latestUpdate(entries: readonly FeedEntry[], fallback: string): string {
  let latest: { time: number; value: string } | undefined;
  for (const entry of entries) {
    const time = Date.parse(entry.updated);
    if (!latest || time > latest.time) latest = { time, value: entry.updated };
  }
  return latest?.value ?? fallback;
}

/**
 * The `<?xml-stylesheet?>` line of a feed with a stylesheet (empty without): browsers that open
 * the feed show it through the XSL; feed readers ignore it.
 */
export function stylesheetInstruction(feed: Pick<SyndicationFeed, 'stylesheet'>): string {
  return feed.stylesheet
    ? `<?xml-stylesheet type="text/xsl" href="${escapeXml(feed.stylesheet)}"?>\n`
    : '';
}
