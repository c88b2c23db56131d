import { describe, expect, it } from 'vitest';
import {
  articlePath,
  authorPath,
  idParam,
  issuePath,
  journalPagePath,
  journalPath,
  keywordPath,
  newsPath,
  pageParam,
  volumePath,
  withQuery,
} from './paths';

describe('paths', () => {
  it('builds the reading pages’ addresses', () => {
    expect(journalPath('jce')).toBe('/journals/jce');
    expect(volumePath('jce', 3)).toBe('/journals/jce/volumes/3/issues');
    expect(issuePath('jce', { id: 7, volumeId: 3 })).toBe('/journals/jce/volumes/3/issues/7');
    expect(articlePath('jce', 'on-trees')).toBe('/journals/jce/articles/on-trees');
    expect(journalPagePath('jce', 'about')).toBe('/journals/jce/pages/about');
    expect(newsPath('cfp')).toBe('/news/cfp');
  });

  it('encodes each segment', () => {
    expect(articlePath('a/b', 'c?d')).toBe('/journals/a%2Fb/articles/c%3Fd');
  });

  it('builds keyword and author pages, any text encoded as one segment', () => {
    expect(keywordPath('jce', 'climate change / policy')).toBe(
      '/journals/jce/keywords/climate%20change%20%2F%20policy',
    );
    expect(authorPath('jce', 'Anna Mäkinen')).toBe('/journals/jce/authors/Anna%20M%C3%A4kinen');
  });
});

describe('withQuery', () => {
  it('leaves out empty values and the first page', () => {
    expect(withQuery('/news', { journal: '', page: 1 })).toBe('/news');
    expect(withQuery('/news', { journal: 'jce', page: 2, q: null })).toBe(
      '/news?journal=jce&page=2',
    );
  });

  it('encodes values', () => {
    expect(withQuery('/search', { q: 'a & b' })).toBe('/search?q=a+%26+b');
  });
});

describe('pageParam', () => {
  it('reads a whole page number from 1', () => {
    expect(pageParam('3')).toBe(3);
  });

  it.each([null, '', '0', '-2', '1.5', 'abc', '99999999999'])('falls back to 1 for %j', (value) => {
    expect(pageParam(value)).toBe(1);
  });
});

describe('idParam', () => {
  it('reads a positive whole number', () => {
    expect(idParam('42')).toBe(42);
  });

  it.each([undefined, '', '0', '-1', '1e3', '4.2', 'abc', '1234567890'])(
    'is null for %j',
    (value) => {
      expect(idParam(value)).toBeNull();
    },
  );
});
