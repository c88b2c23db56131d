import { defineJournalSite, type JournalSite } from '@quire/site';
import { ScreenStub } from '@quire/story-kit';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SearchPage } from './pages/search';
import { testMeta } from './pages/test';
import { issueLabel } from './server/journal.server';
import { SEARCH_RESULTS } from './stories/fixtures';
import { READING_TEXTS, readingTexts } from './texts';

function renderSearch(site: JournalSite) {
  render(
    <ScreenStub
      url="/search?q=drought"
      site={site}
      routes={[
        { id: 'page', path: 'search', Component: SearchPage, loader: { data: SEARCH_RESULTS } },
      ]}
    />,
  );
}

const outcome = SEARCH_RESULTS.outcome as { total: number };

afterEach(() => {
  defineJournalSite({ name: 'Journal site' });
});

describe('the reading texts', () => {
  it('are the English defaults on a site that overrides none', () => {
    const site = defineJournalSite({ name: 'JCE' });
    expect(readingTexts()).toBe(READING_TEXTS);
    expect(issueLabel({ volume: 11, number: 3, year: 2026 })).toBe('Vol. 11 No. 3 (2026)');
    renderSearch(site);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Search');
    expect(document.getElementById('search-summary')?.textContent).toContain(
      `${outcome.total} articles found`,
    );
  });

  it('follow the site’s overrides in pages, loaders and meta', () => {
    const site = defineJournalSite({
      name: 'JCE',
      texts: {
        reading: {
          searchTitle: 'Find articles',
          resultsCount: (total) => `Results: ${total}`,
          issueLabel: (volume, number, year) => `${year}, ${volume}(${number})`,
          testTitle: 'Health',
        },
      },
    });
    renderSearch(site);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Find articles');
    expect(document.getElementById('search-summary')?.textContent).toContain(
      `Results: ${outcome.total}`,
    );
    expect(screen.getAllByRole('button', { name: 'Search' }).length).toBeGreaterThan(0);
    expect(issueLabel({ volume: 11, number: 3, year: 2026 })).toBe('2026, 11(3)');
    expect(testMeta({} as never)).toContainEqual({ title: 'Health · JCE' });
  });
});
