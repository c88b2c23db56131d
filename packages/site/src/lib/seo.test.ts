import { describe, expect, it } from 'vitest';
import { type PageSeo, seoMeta } from './seo';

const base: PageSeo = {
  title: 'News — Quire',
  canonical: 'https://journals.example.org/news',
  type: 'website',
  siteName: 'Quire',
};

describe('seoMeta', () => {
  it('is empty when the loader failed', () => {
    expect(seoMeta(undefined)).toEqual([]);
  });

  it('gives the title, canonical link and Open Graph basics', () => {
    expect(seoMeta(base)).toEqual(
      expect.arrayContaining([
        { title: 'News — Quire' },
        { tagName: 'link', rel: 'canonical', href: 'https://journals.example.org/news' },
        { property: 'og:title', content: 'News — Quire' },
        { property: 'og:type', content: 'website' },
        { property: 'og:url', content: 'https://journals.example.org/news' },
        { property: 'og:site_name', content: 'Quire' },
      ]),
    );
  });

  it('adds the description to both the meta and Open Graph tags', () => {
    const tags = seoMeta({ ...base, description: 'Latest news.' });
    expect(tags).toContainEqual({ name: 'description', content: 'Latest news.' });
    expect(tags).toContainEqual({ property: 'og:description', content: 'Latest news.' });
  });

  it('leaves out the description and image when there are none', () => {
    const tags = seoMeta(base);
    expect(tags.some((tag) => 'name' in tag && tag.name === 'description')).toBe(false);
    expect(tags.some((tag) => 'property' in tag && tag.property === 'og:image')).toBe(false);
  });

  it('adds og:image when there is a cover', () => {
    expect(seoMeta({ ...base, image: 'https://cdn.example.org/c.png' })).toContainEqual({
      property: 'og:image',
      content: 'https://cdn.example.org/c.png',
    });
  });

  it('appends the extra tags last, in order', () => {
    const extra = [
      { name: 'citation_title', content: 'A' },
      { name: 'citation_author', content: 'B' },
    ];
    expect(seoMeta({ ...base, type: 'article', extra }).slice(-2)).toEqual(extra);
  });
});
