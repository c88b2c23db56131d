import { CITATION_STYLES } from '@quire/contracts';
import { describe, expect, it } from 'vitest';
import type { CitationSource } from './citation-source';
import {
  cachedCitationCount,
  formatCitationStyle,
  formatWithCsl,
  warmCitationStyles,
} from './citation-styles';
import { toCslItem } from './csl-item';

const SOURCE: CitationSource = {
  slug: 'notes-on-the-engine',
  title: 'Notes on the analytical engine',
  authors: [{ name: 'Ada Augusta Lovelace' }, { name: 'Charles Babbage' }],
  journalTitle: 'Journal of Quiet Mathematics',
  journalAbbreviation: 'J. Quiet Math.',
  volume: 2,
  issue: 1,
  pages: '1-10',
  doi: '10.5555/jqm.2024.1',
  url: 'http://localhost:3000/journals/quiet-math/articles/notes-on-the-engine',
  publishedAt: '2024-03-15T09:00:00.000Z',
  language: 'en',
};
const ITEM = toCslItem(SOURCE);
const DOI_LINK = '<a href="https://doi.org/10.5555/jqm.2024.1">';

describe('formatWithCsl', () => {
  it('APA 7: "Family, I. I., & Family, I." then (year), sentence-case title, italic journal and volume', () => {
    const { html, text } = formatWithCsl(ITEM, 'apa');
    expect(text).toBe(
      'Lovelace, A. A., & Babbage, C. (2024). Notes on the analytical engine. Journal of Quiet Mathematics, 2(1), 1–10. https://doi.org/10.5555/jqm.2024.1',
    );
    expect(html).toContain('<i>Journal of Quiet Mathematics</i>, <i>2</i>(1), 1–10.');
    expect(html).toContain(`${DOI_LINK}https://doi.org/10.5555/jqm.2024.1</a>`);
  });

  it('Chicago author-date: first author inverted, full names, year after the authors, quoted title-case title', () => {
    const { html, text } = formatWithCsl(ITEM, 'chicago');
    expect(text).toBe(
      'Lovelace, Ada Augusta, and Charles Babbage. 2024. “Notes on the Analytical Engine.” Journal of Quiet Mathematics 2 (1): 1–10. https://doi.org/10.5555/jqm.2024.1.',
    );
    expect(html).toContain('<i>Journal of Quiet Mathematics</i> 2 (1): 1–10.');
  });

  it('MLA 9: first author inverted, quoted title, italic journal, vol./no., date near the end', () => {
    const { html, text } = formatWithCsl(ITEM, 'mla');
    expect(text).toBe(
      'Lovelace, Ada Augusta, and Charles Babbage. “Notes on the Analytical Engine.” Journal of Quiet Mathematics, vol. 2, no. 1, Mar. 2024, pp. 1–10, https://doi.org/10.5555/jqm.2024.1.',
    );
    expect(html).toContain('<i>Journal of Quiet Mathematics</i>, vol. 2');
  });

  it('MLA 9: three or more authors become the first and "et al."', () => {
    const three = toCslItem({
      ...SOURCE,
      authors: [...SOURCE.authors, { name: 'Mary Somerville' }],
    });
    expect(formatWithCsl(three, 'mla').text).toMatch(/^Lovelace, Ada Augusta, et al\. “Notes/);
  });

  it('Harvard (Cite Them Right): initials without spaces, "and", (year), "Available at"', () => {
    const { html, text } = formatWithCsl(ITEM, 'harvard');
    expect(text).toBe(
      'Lovelace, A.A. and Babbage, C. (2024) “Notes on the analytical engine,” Journal of Quiet Mathematics, 2(1), pp. 1–10. Available at: https://doi.org/10.5555/jqm.2024.1.',
    );
    expect(html).toContain('<i>Journal of Quiet Mathematics</i>, 2(1)');
  });

  it('Vancouver: "Family II", abbreviated journal, date;volume(issue):pages, no italics, no list number', () => {
    const { html, text } = formatWithCsl(ITEM, 'vancouver');
    expect(text).toBe(
      'Lovelace AA, Babbage C. Notes on the analytical engine. J Quiet Math. 2024 Mar 15;2(1):1–10. doi:10.5555/jqm.2024.1',
    );
    expect(html).not.toContain('<i>');
    expect(html).not.toContain('csl-left-margin');
  });

  it('IEEE: initials first, quoted title, italic abbreviated journal, year last, no "[1]"', () => {
    const { html, text } = formatWithCsl(ITEM, 'ieee');
    expect(text).toBe(
      'A. A. Lovelace and C. Babbage, “Notes on the analytical engine,” J. Quiet Math., vol. 2, no. 1, pp. 1–10, Mar. 2024, doi: 10.5555/jqm.2024.1.',
    );
    expect(html).toContain('<i>J. Quiet Math.</i>, vol. 2');
    expect(html).not.toContain('[1]');
  });

  it('answers only the entry’s inline markup, never citeproc’s wrapping divs', () => {
    for (const style of CITATION_STYLES) {
      const { html } = formatWithCsl(ITEM, style);
      expect(html, style).not.toMatch(/<div|csl-entry|data-csl/);
      expect(html, style).toBe(html.trim());
    }
  });

  it('escapes markup in the data: a title is text, never HTML', () => {
    const hostile = toCslItem({
      ...SOURCE,
      title: '<img src=x onerror=alert(1)> & <script>alert(2)</script>',
    });
    for (const style of CITATION_STYLES) {
      const { html, text } = formatWithCsl(hostile, style);
      expect(html, style).not.toMatch(/<img|<script/);
      expect(html, style).toContain('&#60;script&#62;');
      // Shown as the words they are (title-case styles capitalise them).
      expect(text, style).toMatch(/<script>alert\(2\)<\/script>/i);
    }
  });

  it('APA: lists 19 authors, an ellipsis and the last for more than 20', () => {
    const many = toCslItem({
      ...SOURCE,
      authors: Array.from({ length: 22 }, (_, index) => ({ name: `Given Author${index + 1}` })),
    });
    const { text } = formatWithCsl(many, 'apa');
    expect(text).toMatch(/^Author1, G\., Author2, G\., /);
    expect(text).toContain('Author19, G., … Author22, G.');
    expect(text).not.toContain('Author20');
  });

  it('APA: a title ending in a question mark gets no extra period; without authors the title leads', () => {
    const asked = toCslItem({ ...SOURCE, title: 'Can machines think?' });
    expect(formatWithCsl(asked, 'apa').text).toContain('(2024). Can machines think? Journal');
    const anonymous = toCslItem({ ...SOURCE, authors: [] });
    expect(formatWithCsl(anonymous, 'apa').text).toMatch(
      /^Notes on the analytical engine\. \(2024\)\. Journal/,
    );
  });

  it('a one-word author stays whole in every style', () => {
    const corporate = toCslItem({ ...SOURCE, authors: [{ name: 'Consortium' }] });
    for (const style of CITATION_STYLES) {
      expect(formatWithCsl(corporate, style).text, style).toMatch(/^Consortium[.,]? /);
    }
  });
});

describe('formatCitationStyle', () => {
  it('remembers a formatted citation and formats an edited article anew', () => {
    const item = toCslItem({ ...SOURCE, slug: 'cache-probe' });
    const first = formatCitationStyle(item, 'mla');
    const count = cachedCitationCount();
    expect(formatCitationStyle({ ...item }, 'mla')).toBe(first);
    expect(cachedCitationCount()).toBe(count);

    const edited = formatCitationStyle({ ...item, title: 'A new title' }, 'mla');
    expect(edited.text).toContain('“A New Title.”');
    expect(cachedCitationCount()).toBe(count + 1);

    // An edited abstract changes no style's words: the same entry serves it.
    expect(formatCitationStyle({ ...item, abstract: 'Another abstract.' }, 'mla')).toBe(first);
    expect(cachedCitationCount()).toBe(count + 1);
  });
});

describe('warmCitationStyles', () => {
  it('builds every style and says how long each took', () => {
    const timings = warmCitationStyles();
    expect(Object.keys(timings)).toEqual([...CITATION_STYLES]);
    for (const ms of Object.values(timings)) expect(ms).toBeGreaterThanOrEqual(0);
  });
});
