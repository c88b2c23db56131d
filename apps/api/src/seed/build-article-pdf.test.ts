import { describe, expect, it } from 'vitest';
import { buildArticlePdf } from './build-article-pdf';

const pdf = buildArticlePdf({
  title: 'Seed dispersal (and predation) in fragmented forests: a long title that must wrap',
  authors: ['Zoë Müller', 'Łukasz Nowak', '田中 陽翔'],
  journal: 'Journal of Computational Ecology',
  citation: 'Vol. 9 No. 2 (2025)',
});
const text = pdf.toString('latin1');

/** The xref table's in-use entries as [object number, byte offset]. */
function xrefEntries(source: string): Array<[number, number]> {
  const startxref = Number(/startxref\n(\d+)\n%%EOF\s*$/.exec(source)?.[1]);
  expect(source.slice(startxref, startxref + 4)).toBe('xref');
  const lines = source.slice(startxref).split('\n');
  const [first, count] = (lines[1] ?? '').split(' ').map(Number);
  const entries: Array<[number, number]> = [];
  for (let index = 0; index < (count ?? 0); index += 1) {
    const [offset, , kind] = (lines[2 + index] ?? '').split(' ');
    if (kind === 'n') entries.push([(first ?? 0) + index, Number(offset)]);
  }
  return entries;
}

describe('buildArticlePdf', () => {
  it('starts with a PDF header', () => {
    expect(text.startsWith('%PDF-1.4\n')).toBe(true);
  });

  it('ends with the end-of-file marker', () => {
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
  });

  it('has xref offsets that each point at their object', () => {
    const entries = xrefEntries(text);
    expect(entries).toHaveLength(7);
    for (const [number, offset] of entries) {
      expect(text.slice(offset, offset + `${number} 0 obj`.length)).toBe(`${number} 0 obj`);
    }
  });

  it('declares the exact length of the content stream', () => {
    const match = /<< \/Length (\d+) >>\nstream\n/.exec(text);
    const start = (match?.index ?? 0) + (match?.[0].length ?? 0);
    const length = Number(match?.[1]);
    expect(text.slice(start + length, start + length + 10)).toBe('\nendstream');
  });

  it('shows the title with PDF string escapes for parentheses', () => {
    expect(text).toContain('(Seed dispersal \\(and predation\\) in fragmented)');
  });

  it('writes accented names in WinAnsi and folds letters the font lacks', () => {
    expect(text).toContain('Zo\\353 M\\374ller, Lukasz Nowak');
  });

  it('keeps the full Unicode title and authors in the document info', () => {
    const hex = Buffer.from('田中 陽翔', 'utf16le').swap16().toString('hex').toUpperCase();
    expect(text).toContain(hex);
  });

  it('is plain ASCII apart from the binary marker comment', () => {
    expect([...text.slice(15)].every((char) => char.charCodeAt(0) < 0x80)).toBe(true);
  });

  it('is deterministic', () => {
    const again = buildArticlePdf({ title: 'A', authors: ['B'], journal: 'C' });
    expect(again.equals(buildArticlePdf({ title: 'A', authors: ['B'], journal: 'C' }))).toBe(true);
  });
});
