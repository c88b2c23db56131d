import { escapeXml, xmlElement } from '@quire/utils';
import {
  type FeedEntry,
  latestUpdate,
  type SyndicationFeed,
  stylesheetInstruction,
} from '../lib/feed-model';

/** Content type of an RSS 2.0 document. */
export const RSS_CONTENT_TYPE = 'application/rss+xml; charset=utf-8';

/** An RFC 3339 time as RSS wants it (RFC 822: `Mon, 23 Nov 2026 20:00:00 GMT`). */
function rfc822(time: string): string {
  return new Date(time).toUTCString();
}

function itemXml(entry: FeedEntry): string {
  return [
    '<item>',
    xmlElement('title', entry.title),
    xmlElement('link', entry.url),
    xmlElement('guid', entry.id, ' isPermaLink="true"'),
    xmlElement('pubDate', rfc822(entry.published ?? entry.updated)),
    // RSS's own <author> must be an email address; names go in Dublin Core's creator.
    ...(entry.authors ?? []).map((name) => xmlElement('dc:creator', name)),
    ...(entry.categories ?? []).map((label) => xmlElement('category', label)),
    xmlElement('description', entry.summary),
    '</item>',
  ].join('');
}

/**
 * The feed as an RSS 2.0 document (with `atom:link rel="self"`, as feed validators ask): for the
 * readers and aggregators that take RSS only.
 * @example new Response(rssXml(feed), { headers: { 'Content-Type': RSS_CONTENT_TYPE } })
 */
export function rssXml(feed: SyndicationFeed): string {
  const updated = latestUpdate(feed.entries, feed.emptyUpdated ?? new Date().toISOString());
  return [
    '<?xml version="1.0" encoding="utf-8"?>\n',
    stylesheetInstruction(feed),
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '<channel>',
    xmlElement('title', feed.title),
    xmlElement('link', feed.alternateUrl),
    xmlElement('description', feed.subtitle || feed.title),
    `<atom:link rel="self" type="application/rss+xml" href="${escapeXml(feed.selfUrls.rss)}"/>`,
    xmlElement('lastBuildDate', rfc822(updated)),
    xmlElement('generator', 'Quire'),
    ...feed.entries.map(itemXml),
    '</channel>',
    '</rss>\n',
  ].join('');
}
