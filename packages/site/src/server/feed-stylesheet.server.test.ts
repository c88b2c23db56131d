import { describe, expect, it } from 'vitest';
import type { SyndicationFeed } from '../lib/feed-model';
import {
  FEED_STYLESHEET_CONTENT_TYPE,
  FEED_STYLESHEET_PATH,
  feedStylesheetXsl,
} from './feed-stylesheet.server';
import { FEED_PREVIEW_CONTENT_TYPE, feedResponse, wantsFeedPreview } from './feeds.server';
import { feedStylesheetLoader } from './resource-routes.server';

const XSLT = 'http://www.w3.org/1999/XSL/Transform';

const feed: SyndicationFeed = {
  id: 'https://j.example.org/news',
  title: 'Quire: news',
  selfUrls: {
    atom: 'https://j.example.org/news/feed.xml',
    rss: 'https://j.example.org/news/rss.xml',
  },
  alternateUrl: 'https://j.example.org/news',
  author: 'Quire',
  entries: [],
  stylesheet: FEED_STYLESHEET_PATH,
};

/** What a browser sends when it opens an address (Chromium's navigation `Accept`). */
const BROWSER =
  'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8';

describe('feedStylesheetXsl', () => {
  it('is a well-formed XSLT 1.0 stylesheet with templates for Atom and RSS', () => {
    const doc = new DOMParser().parseFromString(feedStylesheetXsl(), 'application/xml');
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(doc.documentElement.namespaceURI).toBe(XSLT);
    expect(doc.documentElement.getAttribute('version')).toBe('1.0');
    const matches = [...doc.getElementsByTagNameNS(XSLT, 'template')].map((template) =>
      template.getAttribute('match'),
    );
    expect(matches).toEqual(expect.arrayContaining(['/', 'atom:feed', 'channel']));
  });

  it('carries the site’s words and language, escaped', () => {
    const xsl = feedStylesheetXsl({ locale: 'en', notice: 'Feeds <& more>', visitPage: 'Open' });
    expect(xsl).toContain('<html lang="en">');
    expect(xsl).toContain('Feeds &lt;&amp; more&gt;');
  });

  it('has no inline <style> or script: the feed’s Content-Security-Policy would block them', () => {
    expect(feedStylesheetXsl()).not.toMatch(/<style|<script|\son[a-z]+=/);
  });
});

describe('feedStylesheetLoader', () => {
  it('serves the stylesheet as XSL, cacheable', async () => {
    const response = feedStylesheetLoader();
    expect(response.headers.get('Content-Type')).toBe(FEED_STYLESHEET_CONTENT_TYPE);
    expect(response.headers.get('Content-Type')).toBe('text/xsl; charset=utf-8');
    expect(response.headers.get('Cache-Control')).toMatch(/^public/);
    expect(await response.text()).toContain('<xsl:stylesheet');
  });
});

describe('feedResponse', () => {
  const request = (accept?: string) =>
    new Request(
      'https://j.example.org/news/feed.xml',
      accept ? { headers: { Accept: accept } } : {},
    );

  it('names the stylesheet in the feed', async () => {
    const xml = await feedResponse(feed, 'atom', request()).text();
    expect(xml).toContain('<?xml-stylesheet type="text/xsl" href="/feed.xsl"?>');
  });

  it('sends a browser that opens the feed XML it renders through the stylesheet', () => {
    const response = feedResponse(feed, 'atom', request(BROWSER));
    expect(response.headers.get('Content-Type')).toBe(FEED_PREVIEW_CONTENT_TYPE);
    expect(response.headers.get('Vary')).toBe('Accept');
  });

  it('sends feed readers the feed in its own type', () => {
    const reader = 'application/atom+xml, application/rss+xml;q=0.9, */*;q=0.1';
    expect(feedResponse(feed, 'atom', request(reader)).headers.get('Content-Type')).toBe(
      'application/atom+xml; charset=utf-8',
    );
    expect(feedResponse(feed, 'rss', request()).headers.get('Content-Type')).toBe(
      'application/rss+xml; charset=utf-8',
    );
    expect(feedResponse(feed, 'rss', request()).headers.get('Vary')).toBe('Accept');
  });

  it('tells a browser’s navigation from a reader by the HTML it asks for', () => {
    expect(wantsFeedPreview(request(BROWSER))).toBe(true);
    expect(wantsFeedPreview(request('*/*'))).toBe(false);
    expect(wantsFeedPreview(request('application/xhtml+xml'))).toBe(false);
    expect(wantsFeedPreview(undefined)).toBe(false);
  });
});
