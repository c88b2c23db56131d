import { defineJournalSite } from '@quire/site';
import { afterEach, describe, expect, it } from 'vitest';
import { journalNavItems } from './journal-links';

afterEach(() => {
  defineJournalSite({ name: 'Journal site' });
});

describe('journalNav', () => {
  it('lists a journal’s sections at its addresses, at the root of a single-journal site', () => {
    defineJournalSite({ name: 'Quire' });
    expect(journalNavItems('eco').map((item) => item.href)).toEqual([
      '/journals/eco',
      '/journals/eco/current-issue',
      '/journals/eco/archive',
      '/journals/eco/volumes',
    ]);
    defineJournalSite({
      name: 'Eco',
      journal: 'eco',
      journalNav: [{ path: 'archive', label: 'Issues' }],
    });
    expect(journalNavItems('eco')).toEqual([{ href: '/archive', label: 'Issues' }]);
    // Another journal on the same site keeps its prefix.
    expect(journalNavItems('other')).toEqual([
      { href: '/journals/other/archive', label: 'Issues' },
    ]);
  });
});
