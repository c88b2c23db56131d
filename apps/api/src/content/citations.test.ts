import { describe, expect, it } from 'vitest';
import {
  apaAuthors,
  bareDoi,
  type CitationSource,
  escapeBibtex,
  formatCitation,
  toApa,
  toBibtex,
  toRis,
} from './citations';
import { initials, splitName } from './person-name';

const SOURCE: CitationSource = {
  slug: 'notes-on-the-engine',
  title: 'Notes on the analytical engine',
  authors: [{ name: 'Ada Augusta Lovelace' }, { name: 'Charles Babbage' }],
  journalTitle: 'Journal of Quiet Mathematics',
  journalAbbreviation: 'J. Quiet Math.',
  issn: '2345-6789',
  publisher: 'Quire Press',
  volume: 2,
  issue: 1,
  pages: '1-10',
  doi: '10.5555/jqm.2024.1',
  url: 'http://localhost:3000/journals/quiet-math/articles/notes-on-the-engine',
  publishedAt: '2024-03-15T09:00:00.000Z',
  abstract: 'An abstract\nover two lines.',
  keywords: ['engines', 'notes'],
  language: 'en',
};

describe('splitName', () => {
  it.each([
    ['Ada Lovelace', { family: 'Lovelace', given: 'Ada' }],
    ['Ada Augusta Lovelace', { family: 'Lovelace', given: 'Ada Augusta' }],
    ['Ludwig van Beethoven', { family: 'van Beethoven', given: 'Ludwig' }],
    ['Lovelace, Ada', { family: 'Lovelace', given: 'Ada' }],
    ['Plato', { family: 'Plato', given: '' }],
    ['  Ada   Lovelace ', { family: 'Lovelace', given: 'Ada' }],
  ])('splits %s', (name, expected) => {
    expect(splitName(name)).toEqual(expected);
  });
});

describe('initials', () => {
  it.each([
    ['Ada', 'A.'],
    ['Ada Augusta', 'A. A.'],
    ['Jean-Paul', 'J.-P.'],
    ['émile', 'É.'],
  ])('abbreviates %s as %s', (given, expected) => {
    expect(initials(given)).toBe(expected);
  });
});

describe('BibTeX', () => {
  it('escapes every TeX special character', () => {
    expect(escapeBibtex('50% of $x_1$ & #2 {a} ~b^c \\d')).toBe(
      '50\\% of \\$x\\_1\\$ \\& \\#2 \\{a\\} \\textasciitilde{}b\\textasciicircum{}c \\textbackslash{}d',
    );
  });

  it('writes an @article entry with a safe key and every known field', () => {
    expect(toBibtex(SOURCE)).toBe(
      [
        '@article{lovelace2024notes,',
        '  author = {Lovelace, Ada Augusta and Babbage, Charles},',
        '  title = {{Notes on the analytical engine}},',
        '  journal = {Journal of Quiet Mathematics},',
        '  year = {2024},',
        '  volume = {2},',
        '  number = {1},',
        '  pages = {1--10},',
        '  issn = {2345-6789},',
        '  publisher = {Quire Press},',
        '  doi = {10.5555/jqm.2024.1},',
        '  url = {http://localhost:3000/journals/quiet-math/articles/notes-on-the-engine},',
        '  keywords = {engines, notes},',
        '  language = {en}',
        '}',
        '',
      ].join('\n'),
    );
  });

  it('escapes hostile titles and names so they cannot close the field', () => {
    const bibtex = toBibtex({
      ...SOURCE,
      title: 'Closing} brace, @misc{evil, and 100% _under_ \\input{/etc/passwd}',
      authors: [{ name: 'Evil} Name' }],
    });
    expect(bibtex).toContain(
      'title = {{Closing\\} brace, @misc\\{evil, and 100\\% \\_under\\_ \\textbackslash{}input\\{/etc/passwd\\}}}',
    );
    expect(bibtex).toContain('author = {Name, Evil\\}}');
  });

  it('braces a one-word (corporate) author and leaves out missing fields', () => {
    const bibtex = toBibtex({
      ...SOURCE,
      authors: [{ name: 'Consortium' }],
      doi: null,
      pages: null,
      volume: null,
    });
    expect(bibtex).toContain('author = {{Consortium}}');
    expect(bibtex).not.toMatch(/doi =|pages =|volume =/);
  });

  it('builds the key from safe characters only, falling back to the slug', () => {
    expect(toBibtex({ ...SOURCE, authors: [{ name: 'Zoë Ñúñez' }] })).toMatch(
      /^@article\{nunez2024notes,/,
    );
    expect(toBibtex({ ...SOURCE, authors: [], title: '!!', publishedAt: null })).toMatch(
      /^@article\{notesontheengine,/,
    );
  });

  it('keeps the DOI verbatim (no escaping of underscores)', () => {
    expect(toBibtex({ ...SOURCE, doi: 'https://doi.org/10.1000/a_b' })).toContain(
      'doi = {10.1000/a_b}',
    );
  });
});

describe('RIS', () => {
  it('writes tagged lines from TY  - JOUR to ER  - , CRLF-separated', () => {
    expect(toRis(SOURCE).split('\r\n')).toEqual([
      'TY  - JOUR',
      'TI  - Notes on the analytical engine',
      'AU  - Lovelace, Ada Augusta',
      'AU  - Babbage, Charles',
      'JO  - Journal of Quiet Mathematics',
      'J2  - J. Quiet Math.',
      'PY  - 2024',
      'DA  - 2024/03/15',
      'VL  - 2',
      'IS  - 1',
      'SP  - 1',
      'EP  - 10',
      'SN  - 2345-6789',
      'PB  - Quire Press',
      'DO  - 10.5555/jqm.2024.1',
      'UR  - http://localhost:3000/journals/quiet-math/articles/notes-on-the-engine',
      'KW  - engines',
      'KW  - notes',
      'AB  - An abstract over two lines.',
      'LA  - en',
      'ER  - ',
      '',
    ]);
  });

  it('never lets a value start a new tag line', () => {
    const ris = toRis({ ...SOURCE, title: 'Title\r\nER  - \nTY  - BOOK' });
    expect(ris.split('\r\n').filter((line) => line.startsWith('TY'))).toEqual(['TY  - JOUR']);
  });

  it('writes a single page as SP only', () => {
    const lines = toRis({ ...SOURCE, pages: 'e1234' }).split('\r\n');
    expect(lines).toContain('SP  - e1234');
    expect(lines.some((line) => line.startsWith('EP'))).toBe(false);
  });
});

describe('APA', () => {
  it.each([
    [['Ada Lovelace'], 'Lovelace, A.'],
    [['Ada Lovelace', 'Charles Babbage'], 'Lovelace, A., & Babbage, C.'],
    [
      ['Ada Augusta Lovelace', 'Charles Babbage', 'Mary Somerville'],
      'Lovelace, A. A., Babbage, C., & Somerville, M.',
    ],
    [['Plato'], 'Plato'],
  ])('formats the authors %j', (names, expected) => {
    expect(apaAuthors(names)).toBe(expected);
  });

  it('lists 19 authors, an ellipsis and the last for more than 20', () => {
    const names = Array.from({ length: 22 }, (_, index) => `Given Author${index + 1}`);
    const formatted = apaAuthors(names);
    expect(formatted).toMatch(/^Author1, G\., Author2, G\., /);
    expect(formatted).toContain('Author19, G., . . . Author22, G.');
    expect(formatted).not.toContain('Author20');
  });

  it('formats a journal article reference with the DOI as a URL', () => {
    expect(toApa(SOURCE)).toBe(
      'Lovelace, A. A., & Babbage, C. (2024). Notes on the analytical engine. Journal of Quiet Mathematics, 2(1), 1–10. https://doi.org/10.5555/jqm.2024.1\n',
    );
  });

  it('uses the article URL without a DOI, and n.d. without a date', () => {
    expect(toApa({ ...SOURCE, doi: null, publishedAt: null })).toBe(
      `Lovelace, A. A., & Babbage, C. (n.d.). Notes on the analytical engine. Journal of Quiet Mathematics, 2(1), 1–10. ${SOURCE.url}\n`,
    );
  });

  it('does not add a period after a title ending in a question mark', () => {
    expect(toApa({ ...SOURCE, title: 'Can machines think?' })).toContain(
      '(2024). Can machines think? Journal',
    );
  });

  it('puts the title first when there are no authors', () => {
    expect(toApa({ ...SOURCE, authors: [] })).toMatch(
      /^Notes on the analytical engine\. \(2024\)\. Journal/,
    );
  });
});

describe('bareDoi', () => {
  it.each(['10.1/x', 'doi:10.1/x', 'https://doi.org/10.1/x', 'http://dx.doi.org/10.1/x'])(
    'strips %s',
    (doi) => {
      expect(bareDoi(doi)).toBe('10.1/x');
    },
  );
});

describe('formatCitation', () => {
  it('dispatches on the format', () => {
    expect(formatCitation(SOURCE, 'bibtex')).toBe(toBibtex(SOURCE));
    expect(formatCitation(SOURCE, 'ris')).toBe(toRis(SOURCE));
    expect(formatCitation(SOURCE, 'apa')).toBe(toApa(SOURCE));
  });
});
