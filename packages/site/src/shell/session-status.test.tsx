import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { defineJournalSite } from '../config/journal-site';
import { JournalSiteProvider } from '../config/site-context';
import { SessionStatus } from './session-status';

// A site whose sign-in pages live under `/account` and whose panel is `/author`.
const site = defineJournalSite({ name: 'JCE', paths: { auth: '/account', panel: '/author' } });

/** The header's account control at `url`, for `viewer`. */
function renderAt(url: string, viewer: { id: number; name: string; avatarUrl: null } | null) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: <SessionStatus viewer={viewer} audiences={['editors', 'site-admins']} />,
      },
    ],
    { initialEntries: [url] },
  );
  render(
    <JournalSiteProvider site={site}>
      <RouterProvider router={router} />
    </JournalSiteProvider>,
  );
}

const hrefOf = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

describe('SessionStatus on a site with its own paths', () => {
  it('signs in at the configured login page and comes back', () => {
    renderAt('/archive?page=2', null);
    expect(hrefOf('Sign in')).toBe('/account/login?redirect=/archive%3Fpage%3D2');
  });

  it('does not ask to come back to a sign-in page', () => {
    renderAt('/account/reg', null);
    expect(hrefOf('Sign in')).toBe('/account/login');
  });

  it('lists the default account menu at the configured paths', () => {
    renderAt('/', { id: 2, name: 'Ada', avatarUrl: null });
    expect(hrefOf('Panel')).toBe('/author');
    expect(hrefOf('Editorial')).toBe('/admin');
    expect(document.querySelector('form')?.getAttribute('action')).toBe('/account/logout');
  });
});
