import { describe, expect, it } from 'vitest';
import { bareDoi, type CitationSource } from './citation-source';
import { formatCitationStyle } from './citation-styles';
import {
  CITATION_FILES,
  citationFileName,
  escapeBibtex,
  formatCitation,
  toBibtex,
  toCslJson,
  toRis,
} from './citations';
import { toCslItem } from './csl-item';
import { splitName } from './person-name';

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

describe('bareDoi', () => {
  it.each(['10.1/x', 'doi:10.1/x', 'https://doi.org/10.1/x', 'http://dx.doi.org/10.1/x'])(
    'strips %s',
    (doi) => {
      expect(bareDoi(doi)).toBe('10.1/x');
    },
  );
});

describe('CSL-JSON', () => {
  it('is an array of the one CSL item, pretty-printed', () => {
    const json = toCslJson(SOURCE);
    expect(JSON.parse(json)).toEqual([toCslItem(SOURCE)]);
    expect(json).toMatch(/^\[\n {2}\{\n {4}"id": "notes-on-the-engine",/);
    expect(json.endsWith(']\n')).toBe(true);
  });
});

describe('formatCitation', () => {
  it('dispatches on the format', () => {
    expect(formatCitation(SOURCE, 'bibtex')).toBe(toBibtex(SOURCE));
    expect(formatCitation(SOURCE, 'ris')).toBe(toRis(SOURCE));
    expect(formatCitation(SOURCE, 'csl-json')).toBe(toCslJson(SOURCE));
    expect(formatCitation(SOURCE, 'mla')).toBe(
      `${formatCitationStyle(toCslItem(SOURCE), 'mla').text}\n`,
    );
  });

  it('answers a style as one line of plain text', () => {
    expect(formatCitation(SOURCE, 'apa')).toBe(
      'Lovelace, A. A., & Babbage, C. (2024). Notes on the analytical engine. Journal of Quiet Mathematics, 2(1), 1–10. https://doi.org/10.5555/jqm.2024.1\n',
    );
  });
});

describe('citation files', () => {
  it.each([
    ['bibtex', 'application/x-bibtex', 'notes-on-the-engine.bib'],
    ['ris', 'application/x-research-info-systems', 'notes-on-the-engine.ris'],
    ['csl-json', 'application/vnd.citationstyles.csl+json', 'notes-on-the-engine.json'],
    ['mla', 'text/plain', 'notes-on-the-engine-mla.txt'],
    ['apa', 'text/plain', 'notes-on-the-engine-apa.txt'],
  ] as const)('serves %s as %s named %s', (format, mediaType, fileName) => {
    expect(CITATION_FILES[format].mediaType).toBe(mediaType);
    expect(citationFileName(SOURCE.slug, format)).toBe(fileName);
  });

  it('keeps only safe characters of the slug in the file name', () => {
    expect(citationFileName('a"b\r\nc/d', 'ris')).toBe('a_b__c_d.ris');
    expect(citationFileName('', 'bibtex')).toBe('citation.bib');
  });
});
