import { describe, expect, it } from 'vitest';
import type { CitationSource } from './citation-source';
import { cslName, toCslItem } from './csl-item';

const SOURCE: CitationSource = {
  slug: 'notes-on-the-engine',
  title: 'Notes on the\nanalytical engine',
  authors: [{ name: 'Ada Augusta Lovelace' }, { name: 'Ludwig van Beethoven' }],
  journalTitle: 'Journal of Quiet Mathematics',
  journalAbbreviation: 'J. Quiet Math.',
  issn: '2345-6789',
  publisher: 'Quire Press',
  volume: 2,
  issue: 1,
  pages: '1-10',
  doi: 'https://doi.org/10.5555/jqm.2024.1',
  url: 'http://localhost:3000/journals/quiet-math/articles/notes-on-the-engine',
  publishedAt: '2024-03-15T23:30:00.000Z',
  abstract: 'An abstract.',
  keywords: ['engines', 'notes'],
  language: 'en',
};

describe('toCslItem', () => {
  it('builds a journal-article item from every known fact', () => {
    expect(toCslItem(SOURCE)).toEqual({
      id: 'notes-on-the-engine',
      type: 'article-journal',
      title: 'Notes on the analytical engine',
      author: [
        { family: 'Lovelace', given: 'Ada Augusta' },
        { family: 'van Beethoven', given: 'Ludwig' },
      ],
      'container-title': 'Journal of Quiet Mathematics',
      'container-title-short': 'J. Quiet Math.',
      ISSN: '2345-6789',
      publisher: 'Quire Press',
      volume: '2',
      issue: '1',
      page: '1-10',
      DOI: '10.5555/jqm.2024.1',
      URL: 'http://localhost:3000/journals/quiet-math/articles/notes-on-the-engine',
      // The stored (UTC) day, whatever the server's time zone.
      issued: { 'date-parts': [[2024, 3, 15]] },
      abstract: 'An abstract.',
      keyword: 'engines, notes',
      language: 'en',
    });
  });

  it('leaves out what the article does not have', () => {
    const item = toCslItem({
      slug: 's',
      title: 'T',
      authors: [],
      journalTitle: 'J',
      url: 'http://x/',
      volume: null,
      doi: null,
      publishedAt: null,
      keywords: [],
    });
    expect(item).toEqual({
      id: 's',
      type: 'article-journal',
      title: 'T',
      'container-title': 'J',
      URL: 'http://x/',
    });
  });
});

describe('cslName', () => {
  it('keeps a one-word (corporate) name whole', () => {
    expect(cslName('Consortium')).toEqual({ literal: 'Consortium' });
    expect(cslName('Lovelace, Ada')).toEqual({ family: 'Lovelace', given: 'Ada' });
  });
});
