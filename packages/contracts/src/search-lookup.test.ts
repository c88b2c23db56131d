import { describe, expect, it } from 'vitest';
import { parseSearchLookup } from './search-lookup';

describe('parseSearchLookup', () => {
  it.each([
    '10.5555/jce.2026.6',
    'doi:10.5555/jce.2026.6',
    'DOI: 10.5555/jce.2026.6',
    'https://doi.org/10.5555/jce.2026.6',
    'http://dx.doi.org/10.5555/jce.2026.6',
    'doi.org/10.5555/jce.2026.6',
    '  10.5555/jce.2026.6.  ',
  ])('reads %j as a DOI', (q) => {
    expect(parseSearchLookup(q)).toEqual({ kind: 'doi', value: '10.5555/jce.2026.6' });
  });

  it('keeps the case of a DOI and decodes one copied from a link', () => {
    expect(parseSearchLookup('https://doi.org/10.1000/ABC%2Fdef')).toEqual({
      kind: 'doi',
      value: '10.1000/ABC/def',
    });
    expect(parseSearchLookup('https://doi.org/10.1000/x%zz')).toEqual({
      kind: 'doi',
      value: '10.1000/x%zz',
    });
  });

  it.each([
    '0000-0002-1825-0097',
    'https://orcid.org/0000-0002-1825-0097',
    'http://www.orcid.org/0000-0002-1825-0097',
    'orcid.org/0000-0002-1825-0097',
  ])('reads %j as an ORCID iD', (q) => {
    expect(parseSearchLookup(q)).toEqual({ kind: 'orcid', value: '0000-0002-1825-0097' });
  });

  it('upper-cases the X check digit of an ORCID iD', () => {
    expect(parseSearchLookup('0000-0002-1694-233x')?.value).toBe('0000-0002-1694-233X');
  });

  it.each([
    'glaciers',
    '10.5555',
    'doi:',
    'doi: glaciers',
    'see 10.5555/jce.2026.6',
    '10.5555/jce 2026',
    '0000-0002-1825',
    '0000 0002 1825 0097',
  ])('reads %j as words', (q) => {
    expect(parseSearchLookup(q)).toBeNull();
  });
});
