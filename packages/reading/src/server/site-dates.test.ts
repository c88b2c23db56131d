import type { BrowseArticle, IssueSummary, NewsSummary, SearchResult } from '@quire/contracts';
import { applySiteDateSettings, defineJournalSite } from '@quire/site';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { toBookmarkListItem } from './bookmarks.server';
import { toBrowseItem } from './browse.server';
import { toIssueCard } from './journal.server';
import { toNewsCard } from './news.server';
import { toSearchHit } from './search.server';

const PUBLISHED = '2026-09-15T20:00:00.000Z';

// The spec's DD-MM-YYYY is the default; a site's settings may choose another format (and time
// zone), which every list of the reading pages must then show.
describe('the reading pages’ dates follow the site settings', () => {
  beforeEach(() => {
    defineJournalSite({ name: 'JCE' });
    applySiteDateSettings({ timeZone: 'Asia/Tokyo', dateFormat: 'D MMMM YYYY' });
  });
  afterEach(() => {
    applySiteDateSettings(null);
    defineJournalSite({ name: 'Journal site' });
  });

  const expected = { dateTime: '2026-09-16', text: '16 September 2026' };

  it('in search results', () => {
    const hit = {
      id: 1,
      slug: 'a',
      title: 'A',
      titleHighlight: 'A',
      snippet: '',
      snippetSource: 'abstract',
      matchedIn: ['title'],
      authors: [],
      authorHighlights: [],
      keywordHighlights: [],
      type: 'research-article',
      doi: null,
      publishedAt: PUBLISHED,
      journal: { slug: 'jce', title: 'JCE', brandColor: '#0f766e' },
      issue: null,
      rank: 1,
    } satisfies SearchResult;
    expect(toSearchHit(hit).published).toEqual(expected);
  });

  it('in news lists', () => {
    const item = {
      slug: 'n',
      title: 'N',
      summary: '',
      publishedAt: PUBLISHED,
      coverUrl: null,
      journal: null,
      featured: false,
    } as unknown as NewsSummary;
    expect(toNewsCard(item).published).toEqual(expected);
  });

  it('in issue lists', () => {
    const issue = {
      id: 7,
      volumeId: 3,
      volume: 11,
      number: 3,
      year: 2026,
      title: null,
      coverUrl: null,
      coverAlt: '',
      publishedAt: PUBLISHED,
      isCurrent: true,
      articleCount: 1,
    } as unknown as IssueSummary;
    expect(toIssueCard('jce', issue).published).toEqual(expected);
  });

  it('in keyword and author lists', () => {
    const article = {
      id: 1,
      slug: 'a',
      title: 'A',
      authors: [],
      issue: null,
      publishedAt: PUBLISHED,
      doi: null,
    } as unknown as BrowseArticle;
    expect(toBrowseItem('jce', article).published).toEqual(expected);
  });

  it('in bookmarks, with the time', () => {
    const item = toBookmarkListItem({
      articleId: 1,
      title: 'A',
      authors: [],
      journal: { slug: 'jce', title: 'JCE' },
      path: '/journals/jce/articles/a',
      publishedAt: PUBLISHED,
      bookmarkedAt: PUBLISHED,
    });
    expect(item.published).toEqual(expected);
    expect(item.bookmarked).toEqual({
      dateTime: '2026-09-16T05:00:00+09:00',
      text: '16 September 2026 05:00',
    });
  });
});
