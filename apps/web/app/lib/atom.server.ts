import { escapeXml, xmlElement } from '@quire/utils';

/** Content type of an Atom document. */
export const ATOM_CONTENT_TYPE = 'application/atom+xml; charset=utf-8';

/** One entry of an Atom feed. */
export interface AtomEntry {
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

/** An Atom feed (RFC 4287). */
export interface AtomFeed {
  /** A permanent id: the feed's alternate page URL. */
  id: string;
  title: string;
  subtitle?: string;
  /** Absolute URL of the feed document itself. */
  selfUrl: string;
  /** Absolute URL of the HTML page the feed mirrors. */
  alternateUrl: string;
  /** Feed-level author; entries without authors inherit it (Atom requires one or the other). */
  author: string;
  entries: readonly AtomEntry[];
  /** RFC 3339 time used when there is no entry (default: now). */
  emptyUpdated?: string;
}

function entryXml(entry: AtomEntry): string {
  return [
    '<entry>',
    xmlElement('id', entry.id),
    xmlElement('title', entry.title, ' type="text"'),
    `<link rel="alternate" type="text/html" href="${escapeXml(entry.url)}"/>`,
    xmlElement('updated', entry.updated),
    xmlElement('published', entry.published),
    ...(entry.authors ?? []).map((name) => `<author>${xmlElement('name', name)}</author>`),
    ...(entry.categories ?? []).map(
      (label) => `<category term="${escapeXml(label)}" label="${escapeXml(label)}"/>`,
    ),
    xmlElement('summary', entry.summary, ' type="text"'),
    '</entry>',
  ].join('');
}

/** The latest `updated` of the entries (RFC 3339 strings compare correctly only as dates). */
function latestUpdate(entries: readonly AtomEntry[], fallback: string): string {
  let latest: { time: number; value: string } | undefined;
  for (const entry of entries) {
    const time = Date.parse(entry.updated);
    if (!latest || time > latest.time) latest = { time, value: entry.updated };
  }
  return latest?.value ?? fallback;
}

/**
 * The feed as an Atom XML document: every text escaped, every link absolute.
 * @example new Response(atomXml(feed), { headers: { 'Content-Type': ATOM_CONTENT_TYPE } })
 */
export function atomXml(feed: AtomFeed): string {
  const updated = latestUpdate(feed.entries, feed.emptyUpdated ?? new Date().toISOString());
  return [
    '<?xml version="1.0" encoding="utf-8"?>\n',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    xmlElement('id', feed.id),
    xmlElement('title', feed.title, ' type="text"'),
    xmlElement('subtitle', feed.subtitle, ' type="text"'),
    `<link rel="self" type="application/atom+xml" href="${escapeXml(feed.selfUrl)}"/>`,
    `<link rel="alternate" type="text/html" href="${escapeXml(feed.alternateUrl)}"/>`,
    xmlElement('updated', updated),
    `<author>${xmlElement('name', feed.author)}</author>`,
    xmlElement('generator', 'Quire'),
    ...feed.entries.map(entryXml),
    '</feed>\n',
  ].join('');
}
