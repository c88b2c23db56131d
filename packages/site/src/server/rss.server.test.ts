import { describe, expect, it } from 'vitest';
import type { SyndicationFeed } from '../lib/feed-model';
import { rssXml } from './rss.server';

const feed: SyndicationFeed = {
  id: 'https://j.example.org/news',
  title: 'Quire: news & notes',
  subtitle: 'Calls for papers',
  selfUrls: {
    atom: 'https://j.example.org/news/feed.xml',
    rss: 'https://j.example.org/news/rss.xml',
  },
  alternateUrl: 'https://j.example.org/news',
  author: 'Quire',
  entries: [
    {
      id: 'https://j.example.org/news/a',
      title: 'Older <b>news</b>',
      url: 'https://j.example.org/news/a?x=1&y=2',
      updated: '2026-01-02T10:00:00.000Z',
      published: '2026-01-02T10:00:00.000Z',
      summary: '"Quoted" & <script>alert(1)</script>',
      authors: ['Ada & Co', 'Grace Hopper'],
      categories: ['Journal "One"'],
    },
    {
      id: 'https://j.example.org/news/b',
      title: 'Newer',
      url: 'https://j.example.org/news/b',
      updated: '2026-03-04T10:00:00.000Z',
    },
  ],
};

function parse(xml: string): Document {
  const document = new DOMParser().parseFromString(xml, 'application/xml');
  expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
  return document;
}

describe('rssXml', () => {
  it('is a well-formed RSS 2.0 channel pointing at itself and at its page', () => {
    const root = parse(rssXml(feed)).documentElement;
    expect(root.tagName).toBe('rss');
    expect(root.getAttribute('version')).toBe('2.0');
    const channel = root.querySelector('channel');
    expect(channel?.querySelector(':scope > title')?.textContent).toBe('Quire: news & notes');
    expect(channel?.querySelector(':scope > link')?.textContent).toBe(feed.alternateUrl);
    expect(channel?.querySelector(':scope > description')?.textContent).toBe('Calls for papers');
    const self = channel?.getElementsByTagNameNS('http://www.w3.org/2005/Atom', 'link')[0];
    expect(self?.getAttribute('href')).toBe(feed.selfUrls.rss);
    expect(channel?.querySelector(':scope > lastBuildDate')?.textContent).toBe(
      'Wed, 04 Mar 2026 10:00:00 GMT',
    );
  });

  it('writes each entry as an item with RFC 822 dates, creators and escaped text', () => {
    const xml = rssXml(feed);
    expect(xml).not.toContain('<script>');
    const [older, newer] = Array.from(parse(xml).querySelectorAll('item'));
    expect(older?.querySelector('title')?.textContent).toBe('Older <b>news</b>');
    expect(older?.querySelector('link')?.textContent).toBe('https://j.example.org/news/a?x=1&y=2');
    expect(older?.querySelector('guid')?.getAttribute('isPermaLink')).toBe('true');
    expect(older?.querySelector('pubDate')?.textContent).toBe('Fri, 02 Jan 2026 10:00:00 GMT');
    const creators = older?.getElementsByTagNameNS('http://purl.org/dc/elements/1.1/', 'creator');
    expect(Array.from(creators ?? []).map((node) => node.textContent)).toEqual([
      'Ada & Co',
      'Grace Hopper',
    ]);
    expect(older?.querySelector('description')?.textContent).toBe(
      '"Quoted" & <script>alert(1)</script>',
    );
    expect(newer?.querySelector('pubDate')?.textContent).toBe('Wed, 04 Mar 2026 10:00:00 GMT');
  });

  it('falls back to the title when the feed has no subtitle', () => {
    const { subtitle: _, ...bare } = feed;
    const channel = parse(rssXml(bare)).querySelector('channel');
    expect(channel?.querySelector(':scope > description')?.textContent).toBe(feed.title);
  });

  it('names its XSL stylesheet, for browsers, right after the XML declaration', () => {
    const xml = rssXml({ ...feed, stylesheet: '/feed.xsl' });
    expect(xml.split('\n')[1]).toBe('<?xml-stylesheet type="text/xsl" href="/feed.xsl"?>');
    expect(rssXml(feed)).not.toContain('xml-stylesheet');
  });
});
