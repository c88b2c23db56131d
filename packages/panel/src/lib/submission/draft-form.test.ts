import { describe, expect, it } from 'vitest';
import {
  type AuthorRow,
  authorListChange,
  authorsBody,
  blankAuthor,
  changeAuthorList,
  declarationsBody,
  detailsBody,
  idField,
  journalBody,
  MAX_AUTHOR_ROWS,
  readAuthorRows,
  readKeywords,
  typedStepValues,
} from './draft-form';

function form(entries: [string, string][]): FormData {
  const data = new FormData();
  for (const [key, value] of entries) data.append(key, value);
  return data;
}

const row = (name: string, corresponding = false): AuthorRow => ({
  ...blankAuthor(),
  name,
  email: `${name.toLowerCase()}@example.org`,
  corresponding,
});

describe('idField', () => {
  it('reads positive whole numbers only', () => {
    expect(idField(form([['a', '12']]), 'a')).toBe(12);
    expect(idField(form([['a', '0']]), 'a')).toBeNull();
    expect(idField(form([['a', '1.5']]), 'a')).toBeNull();
    expect(idField(form([['a', '-3']]), 'a')).toBeNull();
    expect(idField(form([]), 'a')).toBeNull();
  });
});

describe('readAuthorRows', () => {
  it('reads rows by index, closes gaps and marks the corresponding author', () => {
    const rows = readAuthorRows(
      form([
        ['authors.3.name', 'Bo'],
        ['authors.3.email', 'bo@example.org'],
        ['authors.0.name', 'Ada'],
        ['authors.0.email', 'ada@example.org'],
        ['authors.0.orcid', '0000-0002-1825-0097'],
        ['corresponding', '3'],
      ]),
    );
    expect(rows.map((author) => [author.name, author.corresponding])).toEqual([
      ['Ada', false],
      ['Bo', true],
    ]);
    expect(rows[0]?.orcid).toBe('0000-0002-1825-0097');
  });

  it('ignores unrelated and malformed fields', () => {
    const rows = readAuthorRows(
      form([
        ['authors.0.name', 'Ada'],
        ['authors.0.role', 'admin'],
        ['authors.x.name', 'Eve'],
        ['authors.100.name', 'Eve'],
      ]),
    );
    expect(rows).toEqual([{ ...blankAuthor(), name: 'Ada' }]);
  });

  it(`reads at most ${MAX_AUTHOR_ROWS} rows`, () => {
    const entries: [string, string][] = Array.from({ length: 40 }, (_, index) => [
      `authors.${index}.name`,
      `A${index}`,
    ]);
    expect(readAuthorRows(form(entries))).toHaveLength(MAX_AUTHOR_ROWS);
  });
});

describe('authorsBody', () => {
  it('trims and leaves empty optional fields null', () => {
    expect(authorsBody([{ ...row('Ada', true), name: ' Ada ', affiliation: '  ' }])).toEqual([
      {
        name: 'Ada',
        email: 'ada@example.org',
        affiliation: null,
        orcid: null,
        corresponding: true,
      },
    ]);
  });
});

describe('authorListChange and changeAuthorList', () => {
  it('reads the row buttons’ intents', () => {
    expect(authorListChange('add-author')).toEqual({ kind: 'add' });
    expect(authorListChange('remove-author:2')).toEqual({ kind: 'remove', index: 2 });
    expect(authorListChange('author-up:1')).toEqual({ kind: 'up', index: 1 });
    expect(authorListChange('author-down:0')).toEqual({ kind: 'down', index: 0 });
    expect(authorListChange('remove-author:x')).toBeNull();
    expect(authorListChange('save')).toBeNull();
  });

  it('adds a blank row', () => {
    expect(changeAuthorList([row('Ada')], { kind: 'add' })).toEqual([row('Ada'), blankAuthor()]);
  });

  it('moves rows up and down, and not past the ends', () => {
    const rows = [row('Ada'), row('Bo'), row('Cy')];
    const names = (list: AuthorRow[]) => list.map((author) => author.name);
    expect(names(changeAuthorList(rows, { kind: 'up', index: 2 }))).toEqual(['Ada', 'Cy', 'Bo']);
    expect(names(changeAuthorList(rows, { kind: 'down', index: 0 }))).toEqual(['Bo', 'Ada', 'Cy']);
    expect(names(changeAuthorList(rows, { kind: 'up', index: 0 }))).toEqual(['Ada', 'Bo', 'Cy']);
    expect(names(changeAuthorList(rows, { kind: 'down', index: 2 }))).toEqual(['Ada', 'Bo', 'Cy']);
  });

  it('removes a row but keeps the last one, and hands over the corresponding mark', () => {
    const rows = [row('Ada', true), row('Bo')];
    expect(changeAuthorList(rows, { kind: 'remove', index: 0 })).toEqual([row('Bo', true)]);
    expect(changeAuthorList([row('Ada')], { kind: 'remove', index: 0 })).toEqual([row('Ada')]);
    expect(changeAuthorList(rows, { kind: 'remove', index: 9 })).toEqual(rows);
  });

  it('does not change the rows it was given', () => {
    const rows = [row('Ada'), row('Bo')];
    changeAuthorList(rows, { kind: 'down', index: 0 });
    expect(rows[0]?.name).toBe('Ada');
  });
});

describe('readKeywords', () => {
  it('merges tags and typed words, trims and drops duplicates ignoring case', () => {
    expect(
      readKeywords(
        form([
          ['keywords', 'Carbon'],
          ['keywords', 'salt marsh'],
          ['keywordsText', ' carbon, tides ,, Tides '],
        ]),
      ),
    ).toEqual(['Carbon', 'salt marsh', 'tides']);
  });
});

describe('step bodies', () => {
  it('maps the journal step, leaving a missing journal out and an empty section null', () => {
    expect(journalBody(form([['journalId', '2']]))).toEqual({ journalId: 2, sectionId: null });
    expect(journalBody(form([['journalId', '']]))).toEqual({ sectionId: null });
    // A forged id is passed on as posted, for the contract to refuse.
    expect(journalBody(form([['journalId', 'x']]))).toEqual({ journalId: 'x', sectionId: null });
    expect(
      journalBody(
        form([
          ['journalId', '2'],
          ['sectionId', '7'],
        ]),
      ),
    ).toEqual({
      journalId: 2,
      sectionId: 7,
    });
  });

  it('maps the details step, saving blank text as null', () => {
    expect(
      detailsBody(
        form([
          ['title', '  '],
          ['abstract', ' Text. '],
        ]),
      ),
    ).toEqual({
      title: null,
      abstract: 'Text.',
      keywords: [],
    });
  });

  it('maps ticked boxes to true and absent ones to false', () => {
    expect(
      declarationsBody(
        form([
          ['originality', 'on'],
          ['privacy', 'on'],
          ['journalDeclarations', 'The data are public.'],
        ]),
      ),
    ).toEqual({
      coverLetter: null,
      declarations: { originality: true, licence: false, privacy: true },
      journalDeclarations: ['The data are public.'],
    });
  });
});

describe('typedStepValues', () => {
  it('keeps the journal and section chosen', () => {
    expect(
      typedStepValues(
        'journal',
        form([
          ['journalId', '2'],
          ['sectionId', ''],
        ]),
      ),
    ).toEqual({
      step: 'journal',
      journalId: '2',
      sectionId: '',
    });
  });

  it('keeps the title, abstract, keyword tags and the typed keyword text', () => {
    const typed = form([
      ['title', 'On quires'],
      ['abstract', 'Short.'],
      ['keywords', 'codices'],
      ['keywords', 'bindings'],
      ['keywordsText', 'paper, ink'],
    ]);
    expect(typedStepValues('details', typed)).toEqual({
      step: 'details',
      title: 'On quires',
      abstract: 'Short.',
      keywords: ['codices', 'bindings'],
      keywordsText: 'paper, ink',
    });
  });

  it('keeps the author rows', () => {
    const typed = form([
      ['authors.0.name', 'Ada'],
      ['corresponding', '0'],
    ]);
    expect(typedStepValues('authors', typed).authors).toEqual([
      { ...blankAuthor(), name: 'Ada', corresponding: true },
    ]);
  });

  it('keeps the cover letter and which declarations were ticked', () => {
    const typed = form([
      ['coverLetter', 'Dear editors'],
      ['licence', 'on'],
    ]);
    expect(typedStepValues('declarations', typed)).toEqual({
      step: 'declarations',
      coverLetter: 'Dear editors',
      declarations: { originality: false, licence: true, privacy: false },
      journalDeclarations: [],
    });
  });

  it('keeps the note to the editor of a failed submit', () => {
    expect(typedStepValues('review', form([['message', 'Thanks!']]))).toEqual({
      step: 'review',
      note: 'Thanks!',
    });
  });

  it('has nothing to keep for the files step', () => {
    expect(typedStepValues('files', form([['title', 'ignored']]))).toEqual({ step: 'files' });
  });
});
