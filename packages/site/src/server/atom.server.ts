import { escapeXml, xmlElement } from '@quire/utils';
import {
  type FeedEntry,
  latestUpdate,
  type SyndicationFeed,
  stylesheetInstruction,
} from '../lib/feed-model';

/** Content type of an Atom document. */
export const ATOM_CONTENT_TYPE = 'application/atom+xml; charset=utf-8';

function entryXml(entry: FeedEntry): string {
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

/**
 * The feed as an Atom XML document: every text escaped, every link absolute.
 * @example new Response(atomXml(feed), { headers: { 'Content-Type': ATOM_CONTENT_TYPE } })
 */
export function atomXml(feed: SyndicationFeed): string {
  const updated = latestUpdate(feed.entries, feed.emptyUpdated ?? new Date().toISOString());
  return [
    '<?xml version="1.0" encoding="utf-8"?>\n',
    stylesheetInstruction(feed),
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    xmlElement('id', feed.id),
    xmlElement('title', feed.title, ' type="text"'),
    xmlElement('subtitle', feed.subtitle, ' type="text"'),
    `<link rel="self" type="application/atom+xml" href="${escapeXml(feed.selfUrls.atom)}"/>`,
    `<link rel="alternate" type="text/html" href="${escapeXml(feed.alternateUrl)}"/>`,
    xmlElement('updated', updated),
    `<author>${xmlElement('name', feed.author)}</author>`,
    xmlElement('generator', 'Quire'),
    ...feed.entries.map(entryXml),
    '</feed>\n',
  ].join('');
}
