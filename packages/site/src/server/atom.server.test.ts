import { describe, expect, it } from 'vitest';
import type { SyndicationFeed } from '../lib/feed-model';
import { atomXml } from './atom.server';

const feed: SyndicationFeed = {
  id: 'https://j.example.org/news',
  title: 'Quire: news & notes',
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
      authors: ['Ada & Co'],
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

describe('atomXml', () => {
  it('is well-formed Atom with the feed’s links', () => {
    const doc = parse(atomXml(feed));
    const root = doc.documentElement;
    expect(root.namespaceURI).toBe('http://www.w3.org/2005/Atom');
    expect(root.querySelector('link[rel="self"]')?.getAttribute('href')).toBe(feed.selfUrls.atom);
    expect(root.querySelector('link[rel="alternate"]')?.getAttribute('href')).toBe(
      feed.alternateUrl,
    );
    expect(root.querySelector(':scope > title')?.textContent).toBe('Quire: news & notes');
  });

  it('escapes every text and attribute, so markup stays text', () => {
    const xml = atomXml(feed);
    expect(xml).not.toContain('<script>');
    expect(xml).not.toContain('<b>');
    const entry = parse(xml).querySelector('entry');
    expect(entry?.querySelector('title')?.textContent).toBe('Older <b>news</b>');
    expect(entry?.querySelector('summary')?.textContent).toBe(
      '"Quoted" & <script>alert(1)</script>',
    );
    expect(entry?.querySelector('link')?.getAttribute('href')).toBe(
      'https://j.example.org/news/a?x=1&y=2',
    );
    expect(entry?.querySelector('author name')?.textContent).toBe('Ada & Co');
    expect(entry?.querySelector('category')?.getAttribute('term')).toBe('Journal "One"');
  });

  it('is updated when its newest entry was', () => {
    const doc = parse(atomXml(feed));
    expect(doc.querySelector('feed > updated')?.textContent).toBe('2026-03-04T10:00:00.000Z');
  });

  it('uses the given time when there is no entry', () => {
    const doc = parse(atomXml({ ...feed, entries: [], emptyUpdated: '2026-05-06T00:00:00.000Z' }));
    expect(doc.querySelector('feed > updated')?.textContent).toBe('2026-05-06T00:00:00.000Z');
    expect(doc.querySelectorAll('entry')).toHaveLength(0);
  });

  it('has a feed-level author so entries without one are valid', () => {
    expect(parse(atomXml(feed)).querySelector('feed > author > name')?.textContent).toBe('Quire');
  });

  it('names its XSL stylesheet, for browsers, right after the XML declaration', () => {
    const xml = atomXml({ ...feed, stylesheet: '/feed.xsl' });
    expect(xml.split('\n').slice(0, 2)).toEqual([
      '<?xml version="1.0" encoding="utf-8"?>',
      '<?xml-stylesheet type="text/xsl" href="/feed.xsl"?>',
    ]);
    parse(xml);
    expect(atomXml(feed)).not.toContain('xml-stylesheet');
  });
});
