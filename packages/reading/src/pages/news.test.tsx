import { render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { NewsPage } from './news';

const JOURNAL = { slug: 'jce', title: 'JCE' };

function renderNews(journal?: typeof JOURNAL) {
  const Stub = createRoutesStub([
    {
      path: '/news',
      Component: NewsPage,
      loader: () => ({ items: [], page: 1, lastPage: 1, journal, journalOptions: [JOURNAL] }),
    },
  ]);
  render(<Stub initialEntries={['/news']} />);
}

describe('the news filter', () => {
  it('is a plain GET form with a labelled journal select and a Filter button', async () => {
    renderNews();
    const form = await screen.findByRole('form', { name: 'Filter news' });
    expect(form.getAttribute('method')).toBe('get');
    const select = screen.getByRole('combobox', { name: 'Journal' }) as HTMLSelectElement;
    expect(select.name).toBe('journal');
    expect(select.value).toBe('');
    expect([...select.options].map((option) => option.text)).toEqual(['All news', 'JCE']);
    expect(screen.getByRole('button', { name: 'Filter' }).getAttribute('type')).toBe('submit');
    expect(screen.queryByRole('link', { name: 'Show all news' })).toBeNull();
  });

  it('shows the chosen journal and a way back to all news', async () => {
    renderNews(JOURNAL);
    const select = (await screen.findByRole('combobox', { name: 'Journal' })) as HTMLSelectElement;
    expect(select.value).toBe('jce');
    expect(screen.getByRole('link', { name: 'Show all news' }).getAttribute('href')).toBe('/news');
  });
});

describe('the news feed link', () => {
  it('comes after the news, not first under the heading', async () => {
    renderNews();
    const feed = await screen.findByRole('link', { name: 'Subscribe to the news feed (Atom)' });
    expect(feed.getAttribute('href')).toBe('/news/feed.xml');
    expect(feed.closest('header')).toBeNull();
    const filter = screen.getByRole('form', { name: 'Filter news' });
    const empty = screen.getByText('No news yet');
    expect(filter.compareDocumentPosition(feed) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(empty.compareDocumentPosition(feed) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
