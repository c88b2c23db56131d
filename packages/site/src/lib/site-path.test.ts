import { describe, expect, it } from 'vitest';
import { defineJournalSite } from '../config/journal-site';
import { articlePath, sitePath } from './paths';

describe('sitePath', () => {
  it('leaves every path alone on a multi-journal site', () => {
    defineJournalSite({ name: 'Quire' });
    expect(sitePath('/journals/jce/articles/on-quires')).toBe('/journals/jce/articles/on-quires');
  });

  it('moves its own journal’s pages to the root of a single-journal site, and no other', () => {
    defineJournalSite({ name: 'JCE', journal: 'jce' });
    expect(sitePath('/journals/jce/articles/on-quires')).toBe('/articles/on-quires');
    expect(sitePath('/journals/jce')).toBe('/');
    expect(sitePath('/journals/jcex/articles/a')).toBe('/journals/jcex/articles/a');
    expect(sitePath('/journals/other/articles/a')).toBe('/journals/other/articles/a');
    // The same address the site's own links use.
    expect(sitePath('/journals/jce/articles/on-quires')).toBe(articlePath('jce', 'on-quires'));
  });
});
