import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { defineJournalSite } from '../config/journal-site';
import { JournalSiteProvider } from '../config/site-context';
import { SiteMenu } from './site-menu';

const NAV = [
  { href: '/journals', label: 'Journals' },
  { href: '/news', label: 'News' },
];

function Page() {
  const { pathname } = useLocation();
  return (
    <>
      <SiteMenu items={NAV} currentHref={pathname} />
      <p data-testid="path">{pathname}</p>
      <button type="button">Elsewhere</button>
    </>
  );
}

function renderMenu(texts: { menu?: string; mainNavLabel?: string } = {}) {
  const site = defineJournalSite({ name: 'Menu test', texts });
  const router = createMemoryRouter([{ path: '*', element: <Page /> }], {
    initialEntries: ['/journals'],
  });
  render(
    <JournalSiteProvider site={site}>
      <RouterProvider router={router} />
    </JournalSiteProvider>,
  );
  return { user: userEvent.setup() };
}

const toggle = () => screen.getByRole('button', { name: 'Menu' });
const nav = () => screen.getByRole('navigation', { name: 'Main' });
const state = () => nav().closest('.q-site-menu')?.getAttribute('data-state');

describe('SiteMenu', () => {
  it('is a disclosure button that controls the main navigation, closed at first', () => {
    renderMenu();
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(toggle().getAttribute('aria-controls')).toBe(nav().id);
    expect(nav().id).not.toBe('');
    expect(state()).toBe('closed');
    // The links are in the document (folding them is CSS), the current one marked.
    expect(screen.getByRole('link', { name: 'Journals' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(screen.getByRole('link', { name: 'News' }).getAttribute('aria-current')).toBeNull();
  });

  it('opens and closes with the button', async () => {
    const { user } = renderMenu();
    await user.click(toggle());
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    expect(state()).toBe('open');
    await user.click(toggle());
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(state()).toBe('closed');
  });

  it('closes on Escape from inside and gives the focus back to the button', async () => {
    const { user } = renderMenu();
    await user.click(toggle());
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Journals' }));
    await user.keyboard('{Escape}');
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle());
  });

  it('closes on a click outside, leaving the focus where it went', async () => {
    const { user } = renderMenu();
    await user.click(toggle());
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Elsewhere' }));
  });

  it('follows a link and closes', async () => {
    const { user } = renderMenu();
    await user.click(toggle());
    await user.click(screen.getByRole('link', { name: 'News' }));
    expect(screen.getByTestId('path').textContent).toBe('/news');
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('link', { name: 'News' }).getAttribute('aria-current')).toBe('page');
  });

  it('closes when the current page’s own link is followed', async () => {
    const { user } = renderMenu();
    await user.click(toggle());
    await user.click(screen.getByRole('link', { name: 'Journals' }));
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
  });

  it('takes its texts from the site configuration', () => {
    renderMenu({ menu: 'Menü', mainNavLabel: 'Hauptmenü' });
    expect(screen.getByRole('button', { name: 'Menü' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Hauptmenü' })).toBeTruthy();
  });

  it('draws nothing for a site without navigation', () => {
    const site = defineJournalSite({ name: 'Bare' });
    const router = createMemoryRouter([
      { path: '*', element: <SiteMenu items={[]} currentHref="/" /> },
    ]);
    const { container } = render(
      <JournalSiteProvider site={site}>
        <RouterProvider router={router} />
      </JournalSiteProvider>,
    );
    expect(container.querySelector('.q-site-menu')).toBeNull();
  });
});
