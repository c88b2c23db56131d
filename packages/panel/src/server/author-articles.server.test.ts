import type { AuthorArticle } from '@quire/contracts';
import { defineJournalSite } from '@quire/site';
import { describe, expect, it } from 'vitest';
import { toAuthorArticleRow, toAuthorArticleView } from './author-articles.server';

const article: AuthorArticle = {
  id: 5,
  title: 'On quires',
  journal: { slug: 'jce', title: 'Journal of Codex Studies' },
  issue: { id: 2, volume: 3, number: 2, year: 2025 },
  path: '/journals/jce/articles/on-quires',
  doi: '10.5555/jce.2025.5',
  publishedAt: '2025-06-01T09:00:00.000Z',
  views: 42,
  downloads: 7,
  authors: [
    { name: 'Ada Author', affiliation: 'Lund University', orcid: null },
    { name: 'Bo Berg', affiliation: null, orcid: null },
  ],
  keywords: ['codicology'],
  citation: 'Author, A., & Berg, B. (2025). On quires. Journal of Codex Studies, 3(2).',
  pdfUrl: 'http://localhost:4000/files/on-quires.pdf',
  submissionId: 11,
};

describe('toAuthorArticleRow', () => {
  it('labels the issue "Vol. 3 No. 2 (2025)" and formats the date', () => {
    expect(toAuthorArticleRow(article)).toEqual({
      id: 5,
      title: 'On quires',
      journal: 'Journal of Codex Studies',
      issue: 'Vol. 3 No. 2 (2025)',
      path: '/journals/jce/articles/on-quires',
      published: { dateTime: '2025-06-01', text: '01-06-2025' },
      views: 42,
      downloads: 7,
    });
  });

  it('dates it in the site’s time zone and pattern', () => {
    defineJournalSite({ name: 'JCE', timeZone: 'Pacific/Auckland', dateFormat: 'D MMM YYYY' });
    // 21:00 UTC on 31 May is already 1 June in New Zealand.
    const row = toAuthorArticleRow({ ...article, publishedAt: '2025-05-31T21:00:00.000Z' });
    expect(row.published).toEqual({ dateTime: '2025-06-01', text: '1 Jun 2025' });
    defineJournalSite({ name: 'Journal site' });
  });

  it('leaves issue and date empty when the article has none', () => {
    const row = toAuthorArticleRow({ ...article, issue: null, publishedAt: null });
    expect(row.issue).toBeNull();
    expect(row.published).toBeNull();
  });
});

describe('toAuthorArticleView', () => {
  it('links the DOI and the submission, and names authors with affiliations', () => {
    const view = toAuthorArticleView(article);
    expect(view.doiUrl).toBe('https://doi.org/10.5555/jce.2025.5');
    expect(view.submissionPath).toBe('/panel/submission?id=11');
    expect(view.authors).toEqual(['Ada Author (Lund University)', 'Bo Berg']);
    expect(view.citation).toBe(article.citation);
  });

  it('has no submission link or DOI link when there are none', () => {
    const view = toAuthorArticleView({ ...article, submissionId: null, doi: null });
    expect(view.submissionPath).toBeNull();
    expect(view.doiUrl).toBeNull();
  });
});
