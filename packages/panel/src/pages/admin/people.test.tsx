import { defineJournalSite } from '@quire/site';
import { ScreenStub } from '@quire/story-kit';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PEOPLE } from '../../stories/fixtures';
import { AdminPeoplePage } from './people';

describe('the people list’s pages', () => {
  it('reads the next page after the last person shown (keyset), and the others by number', async () => {
    render(
      <ScreenStub
        url="/admin/users?sort=name"
        site={defineJournalSite({ name: 'Quire' })}
        visitor="editor"
        routes={[
          {
            id: 'people',
            path: 'admin/users',
            Component: AdminPeoplePage,
            loader: { data: PEOPLE },
          },
        ]}
      />,
    );
    const pages = await screen.findByRole('navigation', { name: 'People list pages' });
    const hrefs = within(pages)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href') ?? '');
    const last = PEOPLE.people.at(-1)?.id;
    expect(hrefs).toContain(`/admin/users?sort=name&dir=asc&page=2&after=${last}`);
    expect(hrefs).toContain('/admin/users?sort=name&dir=asc&page=3');
    // Sorting starts again at the first page, by number.
    const sortLinks = screen
      .getAllByRole('link')
      .map((link) => link.getAttribute('href') ?? '')
      .filter((href) => href.includes('sort=lastSignIn'));
    expect(sortLinks.length).toBeGreaterThan(0);
    for (const href of sortLinks) expect(href).not.toContain('after=');
  });
});
