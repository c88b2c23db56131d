import { describe, expect, it } from 'vitest';
import { sitemapXml } from './sitemap.server';

function parse(xml: string): Document {
  const document = new DOMParser().parseFromString(xml, 'application/xml');
  expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
  return document;
}

describe('sitemapXml', () => {
  it('lists every address with its last change', () => {
    const doc = parse(
      sitemapXml([
        { loc: 'https://j.example.org/' },
        { loc: 'https://j.example.org/news', lastmod: '2026-10-05T10:00:00.000Z' },
      ]),
    );
    expect(doc.documentElement.namespaceURI).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    const urls = [...doc.querySelectorAll('url')];
    expect(urls.map((url) => url.querySelector('loc')?.textContent)).toEqual([
      'https://j.example.org/',
      'https://j.example.org/news',
    ]);
    expect(urls[0]?.querySelector('lastmod')).toBeNull();
    expect(urls[1]?.querySelector('lastmod')?.textContent).toBe('2026-10-05T10:00:00.000Z');
  });

  it('escapes ampersands in addresses', () => {
    const xml = sitemapXml([{ loc: 'https://j.example.org/news?journal=a&page=2' }]);
    expect(xml).toContain('news?journal=a&amp;page=2');
    expect(parse(xml).querySelector('loc')?.textContent).toBe(
      'https://j.example.org/news?journal=a&page=2',
    );
  });

  it('lists a repeated address once', () => {
    const doc = parse(sitemapXml([{ loc: 'https://a/' }, { loc: 'https://a/' }]));
    expect(doc.querySelectorAll('url')).toHaveLength(1);
  });
});
