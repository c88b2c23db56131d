import type { Article } from '@quire/contracts';
import type { MetaDescriptor } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  articleIndexingTags,
  dublinCoreTags,
  noticeIndexingTags,
  pageRange,
  scholarTags,
} from './scholar-meta.server';

const article: Article = {
  id: 18,
  slug: 'canopy-gaps',
  title: 'Revisiting canopy gaps',
  abstract: '<p>Abstract</p>',
  authors: [
    { name: 'Lars Lindqvist', affiliation: 'Aarhus University', orcid: null },
    { name: 'Oskar Mäkinen', affiliation: null, orcid: '0000-0003-9470-6436' },
  ],
  keywords: ['forests', 'gaps'],
  doi: '10.5555/jce.2026.6',
  pages: '74–86',
  license: 'CC BY 4.0',
  licenseUrl: 'https://creativecommons.org/licenses/by/4.0/',
  type: 'research-article',
  language: 'en',
  receivedAt: '2026-02-23',
  acceptedAt: '2026-07-26',
  publishedAt: '2026-09-15T09:00:00.000Z',
  references: [],
  pdfUrl: 'https://files.example.org/galleys/canopy-gaps.pdf',
  pdfDownloadUrl: null,
  citations: [],
  supplementaryFiles: [],
  earlierVersions: [],
  notices: [],
  fullText: null,
  views: 1,
  downloads: 1,
  issue: { id: 7, number: 3, volume: 11, year: 2026, title: null },
  section: { id: 2, title: 'Research Articles' },
  journal: {
    slug: 'jce',
    title: 'Journal of Computational Ecology',
    abbreviation: 'JCE',
    issn: '2753-4189',
    eissn: '2753-426X',
    publisher: 'Quire Academic Press',
    brandColor: '#4338ca',
  },
};

const context = {
  url: 'https://j.example.org/journals/jce/articles/canopy-gaps',
  journalUrl: 'https://j.example.org/journals/jce',
  abstractText: 'Abstract',
};

const values = (tags: MetaDescriptor[], name: string) =>
  tags
    .filter((tag) => 'name' in tag && tag.name === name)
    .map((tag) => (tag as { content: string }).content);

describe('pageRange', () => {
  it.each([
    ['74–86', { first: '74', last: '86' }],
    ['74-86', { first: '74', last: '86' }],
    ['e1234', { first: 'e1234' }],
    [null, {}],
  ])('reads %j', (pages, expected) => {
    expect(pageRange(pages)).toEqual(expected);
  });
});

describe('scholarTags', () => {
  const tags = scholarTags(article, context);

  it('names the article, journal and issue', () => {
    expect(values(tags, 'citation_title')).toEqual(['Revisiting canopy gaps']);
    expect(values(tags, 'citation_journal_title')).toEqual(['Journal of Computational Ecology']);
    expect(values(tags, 'citation_issn')).toEqual(['2753-4189', '2753-426X']);
    expect(values(tags, 'citation_volume')).toEqual(['11']);
    expect(values(tags, 'citation_issue')).toEqual(['3']);
    expect(values(tags, 'citation_firstpage')).toEqual(['74']);
    expect(values(tags, 'citation_lastpage')).toEqual(['86']);
    expect(values(tags, 'citation_doi')).toEqual(['10.5555/jce.2026.6']);
    expect(values(tags, 'citation_pdf_url')).toEqual([article.pdfUrl]);
    expect(values(tags, 'citation_abstract_html_url')).toEqual([context.url]);
    // No HTML galley in this article: no full-text address.
    expect(values(tags, 'citation_fulltext_html_url')).toEqual([]);
    expect(values(tags, 'citation_keywords')).toEqual(['forests', 'gaps']);
    expect(values(tags, 'citation_language')).toEqual(['en']);
  });

  it('points Google Scholar at the page for the full text when the article has one', () => {
    const withFullText = scholarTags(
      { ...article, fullText: { html: '<p>x</p>', outline: [], hasReferenceList: false } },
      context,
    );
    expect(values(withFullText, 'citation_fulltext_html_url')).toEqual([context.url]);
  });

  it('writes the publication date the way Google Scholar reads it', () => {
    expect(values(tags, 'citation_publication_date')).toEqual(['2026/09/15']);
  });

  it('keeps each author’s institution and ORCID right after the author', () => {
    const names = tags
      .filter((tag) => 'name' in tag && String(tag.name).startsWith('citation_author'))
      .map((tag) => `${(tag as { name: string }).name}=${(tag as { content: string }).content}`);
    expect(names).toEqual([
      'citation_author=Lars Lindqvist',
      'citation_author_institution=Aarhus University',
      'citation_author=Oskar Mäkinen',
      'citation_author_orcid=https://orcid.org/0000-0003-9470-6436',
    ]);
  });

  it('leaves out what the article lacks', () => {
    const bare = scholarTags(
      { ...article, doi: null, pdfUrl: null, pages: null, issue: null },
      context,
    );
    for (const name of [
      'citation_doi',
      'citation_pdf_url',
      'citation_firstpage',
      'citation_volume',
    ]) {
      expect(values(bare, name)).toEqual([]);
    }
  });
});

describe('dublinCoreTags', () => {
  const tags = dublinCoreTags(article, context);

  it('links the DC schema and describes the article', () => {
    expect(tags[0]).toEqual({
      tagName: 'link',
      rel: 'schema.DC',
      href: 'http://purl.org/dc/elements/1.1/',
    });
    expect(values(tags, 'DC.Title')).toEqual(['Revisiting canopy gaps']);
    expect(values(tags, 'DC.Creator.PersonalName')).toEqual(['Lars Lindqvist', 'Oskar Mäkinen']);
    expect(values(tags, 'DC.Date.issued')).toEqual(['2026-09-15']);
    expect(values(tags, 'DC.Identifier.DOI')).toEqual(['10.5555/jce.2026.6']);
    expect(values(tags, 'DC.Source.URI')).toEqual([context.journalUrl]);
    expect(values(tags, 'DC.Rights')).toEqual([article.licenseUrl]);
    expect(values(tags, 'DC.Subject')).toEqual(['forests', 'gaps']);
  });
});

describe('articleIndexingTags', () => {
  it('adds the Open Graph article details', () => {
    expect(articleIndexingTags(article, context)).toEqual(
      expect.arrayContaining([
        { property: 'article:published_time', content: '2026-09-15T09:00:00.000Z' },
        { property: 'article:section', content: 'Research Articles' },
        { property: 'article:tag', content: 'forests' },
      ]),
    );
  });
});

describe('a retracted article and its notices', () => {
  const retraction = {
    id: 9,
    type: 'retraction',
    date: '2026-11-02',
    doi: '10.5555/jce.2026.6.r',
    createdAt: '2026-11-02T08:00:00.000Z',
  } as const;
  const retracted: Article = {
    ...article,
    notices: [
      retraction,
      {
        id: 4,
        type: 'correction',
        date: '2026-10-01',
        doi: null,
        createdAt: '2026-10-01T08:00:00.000Z',
      },
    ],
  };
  const withNotices = {
    ...context,
    noticeUrl: (id: number) => `https://j.example.org/journals/jce/notices/${id}`,
  };

  it('indexes the title with the RETRACTED mark Google Scholar and PubMed show', () => {
    expect(values(scholarTags(retracted, withNotices), 'citation_title')).toEqual([
      'RETRACTED: Revisiting canopy gaps',
    ]);
    expect(values(dublinCoreTags(retracted, withNotices), 'DC.Title')).toEqual([
      'RETRACTED: Revisiting canopy gaps',
    ]);
  });

  it('relates the article to each notice’s page and DOI', () => {
    expect(values(dublinCoreTags(retracted, withNotices), 'DC.Relation')).toEqual([
      'https://j.example.org/journals/jce/notices/9',
      'https://doi.org/10.5555/jce.2026.6.r',
      'https://j.example.org/journals/jce/notices/4',
    ]);
  });

  it('leaves a corrected article’s title as it is', () => {
    const corrected = { ...article, notices: retracted.notices.slice(1) };
    expect(values(scholarTags(corrected, withNotices), 'citation_title')).toEqual([
      'Revisiting canopy gaps',
    ]);
  });

  it('gives the notice page citation tags of its own, related to the article', () => {
    const tags = noticeIndexingTags(
      {
        ...retraction,
        text: '<p>Retracted.</p>',
        article: {
          id: 18,
          slug: 'canopy-gaps',
          title: 'Revisiting canopy gaps',
          authors: [{ name: 'Lars Lindqvist' }],
          doi: '10.5555/jce.2026.6',
          publishedAt: '2026-09-15T09:00:00.000Z',
        },
        journal: { slug: 'jce', title: 'Journal of Computational Ecology' },
      },
      { url: withNotices.noticeUrl(9), articleUrl: context.url },
    );
    expect(values(tags, 'citation_title')).toEqual(['Retraction: Revisiting canopy gaps']);
    expect(values(tags, 'citation_publication_date')).toEqual(['2026/11/02']);
    expect(values(tags, 'citation_doi')).toEqual(['10.5555/jce.2026.6.r']);
    expect(values(tags, 'DC.Relation')).toEqual([
      context.url,
      'https://doi.org/10.5555/jce.2026.6',
    ]);
  });
});
