import { SEARCH_QUERY_MAX_LENGTH } from '@quire/contracts';
import { render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { JournalSearchBox } from './journal-search-box';

function JournalPage() {
  return <JournalSearchBox journalSlug="jce" journalTitle="JCE" />;
}

describe('JournalSearchBox', () => {
  it('searches this journal by a plain GET of /search, and links to every journal', async () => {
    const Stub = createRoutesStub([{ path: '/journals/jce', Component: JournalPage }]);
    render(<Stub initialEntries={['/journals/jce']} />);
    const form = await screen.findByRole('search', { name: 'Search JCE' });
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/search');
    expect(new FormData(form as HTMLFormElement).get('journal')).toBe('jce');
    const box = screen.getByRole('searchbox', { name: 'Search articles in JCE' });
    expect(box.getAttribute('name')).toBe('q');
    expect(box.getAttribute('maxlength')).toBe(String(SEARCH_QUERY_MAX_LENGTH));
    expect(screen.getByRole('link', { name: 'Search all journals' }).getAttribute('href')).toBe(
      '/search',
    );
  });
});
