import { Pagination } from '@quire/ui';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { defineJournalSite } from '../config/journal-site';
import { JournalSiteProvider } from '../config/site-context';
import { AppProviders } from './app-providers';
import { RequestErrorView } from './request-error-view';

const site = defineJournalSite({
  name: 'Revista',
  texts: {
    refusalTitle: (status) => (status === 403 ? 'Prohibido' : 'Solicitud rechazada'),
    requestRefused: 'No se pudo atender la solicitud.',
    ui: { paginationLabel: 'Páginas', next: 'Siguiente', nextPage: 'Página siguiente' },
  },
});

function inSite(element: ReactNode) {
  const router = createMemoryRouter([
    { path: '/', element: <AppProviders>{element}</AppProviders> },
  ]);
  return render(
    <JournalSiteProvider site={site}>
      <RouterProvider router={router} />
    </JournalSiteProvider>,
  );
}

describe('the shell’s texts', () => {
  it('gives the design system the site’s `texts.ui`', async () => {
    inSite(<Pagination page={1} pageCount={2} hrefForPage={(page) => `?page=${page}`} />);
    expect(await screen.findByRole('navigation', { name: 'Páginas' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Página siguiente' }).textContent).toBe('Siguiente');
  });

  it('titles a refused request and explains it in the site’s words', async () => {
    // A route's refusal without a message of its own, as React Router hands it to the boundary.
    const refusal = { status: 403, statusText: 'Forbidden', internal: false, data: '' };
    inSite(<RequestErrorView error={refusal} />);
    expect(await screen.findByRole('heading', { name: 'Prohibido' })).toBeTruthy();
    expect(screen.getByText('No se pudo atender la solicitud.')).toBeTruthy();
  });
});
