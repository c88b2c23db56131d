import type { Article } from '@quire/contracts';
import { findExecutableContent, xssVectors } from '@quire/test-utils';
import { describe, expect, it } from 'vitest';
import { articleTypeLabel, type CitationView, toArticleView } from './article.server';

const article: Article = {
  id: 1,
  slug: 'gaps',
  title: 'Gaps',
  abstract: '<p>Water is H<sub>2</sub>O.</p>',
  authors: [
    { name: 'Oskar Mäkinen', affiliation: 'Aarhus University', orcid: '0000-0003-9470-6436' },
    { name: 'Lars Lindqvist', affiliation: null, orcid: null },
  ],
  keywords: ['forests'],
  doi: '10.5555/jce.2026.6',
  pages: '74–86',
  license: 'CC BY 4.0',
  licenseUrl: 'https://creativecommons.org/licenses/by/4.0/',
  type: 'short-communication',
  language: 'en',
  receivedAt: '2026-02-23',
  acceptedAt: null,
  publishedAt: '2026-09-15T09:00:00.000Z',
  references: ['Ref one.'],
  pdfUrl: 'https://files.example.org/gaps.pdf',
  views: 0,
  downloads: 0,
  issue: { id: 7, number: 3, volume: 11, year: 2026, title: 'Special' },
  section: { id: 2, title: 'Short Communications' },
  journal: {
    slug: 'jce',
    title: 'JCE',
    abbreviation: null,
    issn: null,
    eissn: null,
    publisher: null,
    brandColor: '#4338ca',
  },
};

const citations: CitationView[] = [
  {
    format: 'apa',
    text: 'Mäkinen, O. (2026).',
    downloadUrl: 'https://api/x?format=apa&download=1',
  },
];

describe('articleTypeLabel', () => {
  it.each([
    ['research-article', 'Research article'],
    ['short-communication', 'Short communication'],
    ['editorial', 'Editorial'],
    ['', ''],
  ])('labels %j', (type, label) => {
    expect(articleTypeLabel(type)).toBe(label);
  });
});

describe('toArticleView', () => {
  const view = toArticleView(
    article,
    citations,
    'https://j.example.org/journals/jce/articles/gaps',
  );

  it('keeps the abstract’s harmless markup', () => {
    expect(view.abstractHtml).toBe('<p>Water is H<sub>2</sub>O.</p>');
  });

  it('links ORCID iDs and DOIs', () => {
    expect(view.authors[0]).toMatchObject({ orcidUrl: 'https://orcid.org/0000-0003-9470-6436' });
    expect(view.authors[1]).toMatchObject({ orcid: null, orcidUrl: null });
    expect(view.references).toEqual([[{ text: 'Ref one.' }]]);
    expect(view.doiUrl).toBe('https://doi.org/10.5555/jce.2026.6');
  });

  it('formats dates as DD-MM-YYYY and leaves out missing ones', () => {
    expect(view).toMatchObject({ received: '23-02-2026', accepted: null, published: '15-09-2026' });
  });

  it('links the issue by its archive address', () => {
    expect(view.issue).toEqual({
      label: 'Vol. 11 No. 3 (2026): Special',
      href: '/journals/jce/archive/7',
    });
  });

  it.each(xssVectors)('leaves nothing executable of %j in the abstract', (vector) => {
    const html = toArticleView(
      { ...article, abstract: `<p>Text</p>${vector}` },
      [],
      'https://x/',
    ).abstractHtml;
    expect(findExecutableContent(html)).toEqual([]);
  });
});
