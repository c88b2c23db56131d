// @vitest-environment node
import type { Article } from '@quire/contracts';
import { serverEnv } from '@quire/site/server';
import { findExecutableContent, xssVectors } from '@quire/test-utils';
import { describe, expect, it } from 'vitest';
import {
  articleTypeLabel,
  type CitationBoxView,
  citeStyleOf,
  toArticleView,
  toCitationBox,
} from './article.server';

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
  pdfDownloadUrl: 'https://api.example.org/api/articles/1/download',
  citations: [],
  supplementaryFiles: [],
  earlierVersions: [],
  notices: [],
  fullText: null,
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

const downloadUrl = (format: string) => `https://api/x?format=${format}&download=1`;
const citations: CitationBoxView = toCitationBox(
  {
    data: [
      {
        style: 'apa',
        html: 'Mäkinen, O. (2026). <i>JCE</i>.',
        text: 'Mäkinen, O. (2026). JCE.',
      },
    ],
  },
  'apa',
  downloadUrl,
);

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

  it('formats dates as DD-MM-YYYY, machine-readable too, and leaves out missing ones', () => {
    expect(view).toMatchObject({
      received: { dateTime: '2026-02-23', text: '23-02-2026' },
      accepted: null,
      published: { dateTime: '2026-09-15', text: '15-09-2026' },
    });
  });

  it('links the issue by its archive address', () => {
    expect(view.issue).toEqual({
      label: 'Vol. 11 No. 3 (2026): Special',
      href: '/journals/jce/archive/7',
      withdrawal: null,
    });
  });

  it('carries the reason and date of a withdrawn issue', () => {
    const withdrawn = toArticleView(
      {
        ...article,
        issue: article.issue && {
          ...article.issue,
          withdrawal: { at: '2026-10-02T08:00:00.000Z', reason: 'Published before its proofs.' },
        },
      },
      citations,
      'https://j.example.org/journals/jce/articles/gaps',
    );
    expect(withdrawn.issue?.withdrawal).toEqual({
      date: { dateTime: '2026-10-02', text: '02-10-2026' },
      reason: 'Published before its proofs.',
    });
  });

  it('has no full text and no supplementary files when the API sends none', () => {
    expect(view.fullText).toBeNull();
    expect(view.supplementaryFiles).toEqual([]);
  });

  it('keeps the full text’s sections and figures, links its outline, names the data types', () => {
    const rich = toArticleView(
      {
        ...article,
        fullText: {
          html: '<section><h2 id="sec-1">Methods</h2><figure><figcaption>Fig. 1</figcaption></figure></section>',
          outline: [{ id: 'sec-1', title: 'Methods', level: 2 }],
          hasReferenceList: false,
        },
        supplementaryFiles: [
          {
            id: 4,
            label: 'Field measurements',
            dataType: 'dataset',
            name: 'measurements.csv',
            mimeType: 'text/csv',
            size: 2_048,
            url: 'https://files.example.org/measurements.csv',
          },
        ],
      },
      citations,
      'https://x/',
    );
    expect(rich.fullText?.html).toContain('<h2 id="sec-1">Methods</h2>');
    expect(rich.fullText?.html).toContain('<figcaption>Fig. 1</figcaption>');
    expect(rich.fullText?.outline).toEqual([{ href: '#sec-1', title: 'Methods', level: 2 }]);
    expect(rich.supplementaryFiles).toEqual([
      {
        label: 'Field measurements',
        dataTypeLabel: 'Dataset',
        name: 'measurements.csv',
        size: '2.00 KB',
        url: 'https://files.example.org/measurements.csv',
      },
    ]);
  });

  it('keeps in-text citations, back-links and the API’s figure images; drops images from elsewhere', () => {
    // The API's files are at the server's BACKEND_URL (read the way the page reads it: another
    // test file of this run may have set it otherwise).
    const files = new URL(serverEnv().backendUrl).origin;
    const html =
      '<p>Seen <a href="#ref-r1" id="cite-r1-1">[1]</a>.</p>' +
      `<figure id="fig-f1"><img src="${files}/galleys/articles/1/f1.png" alt="A" loading="lazy"></figure>` +
      '<figure id="fig-f2"><img src="https://tracker.example/pixel.png" alt="B"></figure>' +
      '<figure id="fig-f3"><img src="//tracker.example/pixel.png" alt="C"></figure>' +
      '<figure id="tab-t1" class="q-full-text__table" tabindex="0"><table><tbody><tr><th scope="row">a</th></tr></tbody></table></figure>' +
      '<ol><li id="ref-r1">R. <span class="q-full-text__back-links"><a href="#cite-r1-1" aria-label="Back to where reference 1 is cited">↩</a></span></li></ol>';
    const view = toArticleView(
      { ...article, fullText: { html, outline: [], hasReferenceList: true } },
      citations,
      'https://x/',
    );
    expect(view.fullText?.html).toBe(
      html
        .replace('src="https://tracker.example/pixel.png" ', '')
        .replace('src="//tracker.example/pixel.png" ', ''),
    );
    expect(view.fullText?.hasReferenceList).toBe(true);
  });

  it.each(xssVectors)('leaves nothing executable of %j in the full text', (vector) => {
    const html = toArticleView(
      {
        ...article,
        fullText: { html: `<p>Text</p>${vector}`, outline: [], hasReferenceList: false },
      },
      citations,
      'https://x/',
    ).fullText?.html;
    expect(findExecutableContent(html ?? '')).toEqual([]);
  });

  it.each(xssVectors)('leaves nothing executable of %j in the abstract', (vector) => {
    const html = toArticleView(
      { ...article, abstract: `<p>Text</p>${vector}` },
      citations,
      'https://x/',
    ).abstractHtml;
    expect(findExecutableContent(html)).toEqual([]);
  });
});

describe('citeStyleOf', () => {
  it.each([
    ['?cite=mla', 'mla'],
    ['?cite=ieee', 'ieee'],
    ['', 'apa'],
    ['?cite=MLA', 'apa'],
    ['?cite=bibtex', 'apa'],
    ['?cite=%00', 'apa'],
    ['?cite=mla&cite=ieee', 'mla'],
  ])('reads %j as %s', (search, style) => {
    expect(citeStyleOf(new URL(`https://j.example.org/journals/jce/articles/gaps${search}`))).toBe(
      style,
    );
  });
});

describe('toCitationBox', () => {
  const formatted = {
    data: [
      { style: 'apa' as const, html: 'A. <i>J</i>, <i>2</i>(1).', text: 'A. J, 2(1).' },
      { style: 'mla' as const, html: 'A. “T.” <i>J</i>, vol. 2.', text: 'A. “T.” J, vol. 2.' },
    ],
  };

  it('labels and links each style, keeping the CSL italics', () => {
    const box = toCitationBox(formatted, 'mla', downloadUrl);
    expect(box.selected).toBe('mla');
    expect(box.styles).toEqual([
      {
        style: 'apa',
        label: 'APA',
        html: 'A. <i>J</i>, <i>2</i>(1).',
        text: 'A. J, 2(1).',
        href: '?cite=apa#cite',
      },
      {
        style: 'mla',
        label: 'MLA',
        html: 'A. “T.” <i>J</i>, vol. 2.',
        text: 'A. “T.” J, vol. 2.',
        href: '?cite=mla#cite',
      },
    ]);
  });

  it('offers BibTeX, RIS and CSL-JSON downloads', () => {
    expect(toCitationBox(formatted, 'apa', downloadUrl).downloads).toEqual([
      { format: 'bibtex', label: 'BibTeX', url: downloadUrl('bibtex') },
      { format: 'ris', label: 'RIS', url: downloadUrl('ris') },
      { format: 'csl-json', label: 'CSL-JSON', url: downloadUrl('csl-json') },
    ]);
  });

  it('keeps the downloads when the API could not format the styles', () => {
    const box = toCitationBox(null, 'apa', downloadUrl);
    expect(box.styles).toEqual([]);
    expect(box.downloads).toHaveLength(3);
  });

  it('keeps the DOI link the CSL processor makes', () => {
    const linked = toCitationBox(
      { data: [{ style: 'apa', html: '<a href="https://doi.org/10.1/x">10.1/x</a>', text: '' }] },
      'apa',
      downloadUrl,
    );
    expect(linked.styles[0]?.html).toBe('<a href="https://doi.org/10.1/x">10.1/x</a>');
  });

  it.each(xssVectors)('leaves nothing executable of %j in a style’s HTML', (vector) => {
    const box = toCitationBox(
      { data: [{ style: 'apa', html: `Lovelace, A. ${vector}`, text: vector }] },
      'apa',
      downloadUrl,
    );
    expect(findExecutableContent(box.styles[0]?.html ?? '')).toEqual([]);
  });
});
