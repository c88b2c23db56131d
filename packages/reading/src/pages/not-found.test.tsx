import { ScreenStub } from '@quire/story-kit';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NotFoundPage } from './not-found';

function renderNotFound(url: string, site: 'quire' | 'jce' = 'quire') {
  render(
    <ScreenStub
      url={url}
      site={site}
      routes={[
        {
          id: 'not-found',
          path: '*',
          Component: NotFoundPage,
          loader: { status: 404, message: '' },
        },
      ]}
    />,
  );
}

describe('the 404 page', () => {
  it('keeps the spec’s title and message', async () => {
    renderNotFound('/journals/jce/issues-2019');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeTruthy();
    expect(screen.getByText('Page Not Found: /journals/jce/issues-2019')).toBeTruthy();
  });

  it('offers a search of the site: a GET form to the search page, which works without JavaScript', async () => {
    renderNotFound('/no/such/page');
    const search = await screen.findByRole('search');
    expect(search.tagName).toBe('FORM');
    expect(search.getAttribute('method')).toBe('get');
    expect(search.getAttribute('action')).toBe('/search');
    const box = within(search).getByRole('searchbox', { name: 'Search the site' });
    expect(box.getAttribute('name')).toBe('q');
    expect(within(search).getByRole('button', { name: 'Search' }).getAttribute('type')).toBe(
      'submit',
    );
  });

  it('links to the journals and home', async () => {
    renderNotFound('/no/such/page');
    await screen.findByRole('search');
    const main = screen.getByRole('main');
    expect(
      within(main).getByRole('link', { name: 'Browse the journals' }).getAttribute('href'),
    ).toBe('/journals');
    expect(
      within(main).getByRole('link', { name: 'Back to the home page' }).getAttribute('href'),
    ).toBe('/');
  });

  it('on a single-journal site, leads home (the journal) without a list of journals', async () => {
    renderNotFound('/volume/11', 'jce');
    await screen.findByRole('search');
    const main = screen.getByRole('main');
    expect(within(main).queryByRole('link', { name: 'Browse the journals' })).toBeNull();
    expect(within(main).getByRole('link', { name: 'Back to the home page' })).toBeTruthy();
  });
});
