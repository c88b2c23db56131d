import { defineJournalSite, JournalSiteProvider } from '@quire/site';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, data, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { EditorErrorBoundary } from './editor-error-boundary';

function Queue() {
  return <p>Queue</p>;
}

/** A data router whose only route fails with `failure`, shown through the editors' boundary. */
function renderFailure(failure: unknown, site = defineJournalSite({ name: 'Journal site' })) {
  const router = createMemoryRouter(
    [
      {
        path: '/admin/submissions',
        loader: () => {
          throw failure;
        },
        Component: Queue,
        // As an app route module re-exports it: no props, only the route's error.
        ErrorBoundary: EditorErrorBoundary,
      },
    ],
    { initialEntries: ['/admin/submissions'] },
  );
  render(
    <JournalSiteProvider site={site}>
      <RouterProvider router={router} />
    </JournalSiteProvider>,
  );
}

describe('EditorErrorBoundary', () => {
  it('says the page is for editors when the loader refuses with 403', async () => {
    renderFailure(data('Forbidden', { status: 403 }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Access denied' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to your panel' }).getAttribute('href')).toBe(
      '/panel',
    );
  });

  it('sends editors’ refusals to the site’s own panel', async () => {
    const site = defineJournalSite({ name: 'JCE', paths: { panel: '/author', home: '/welcome' } });
    renderFailure(data('Forbidden', { status: 403 }), site);
    const link = await screen.findByRole('link', { name: 'Go to your panel' });
    expect(link.getAttribute('href')).toBe('/author');
  });

  it('shows the usual error view with its status for other refusals', async () => {
    renderFailure(data('Gone', { status: 404 }));
    expect(await screen.findByText(/404/)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Access denied' })).toBeNull();
  });

  it('treats a thrown error as a server error', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderFailure(new Error('database down'));
    expect(await screen.findByText(/500/)).toBeTruthy();
    log.mockRestore();
  });
});
