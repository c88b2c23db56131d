import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TabNav } from './tab-nav';

describe('TabNav', () => {
  const items = [
    { href: '?filter=all', label: 'All', current: true },
    { href: '?filter=unread', label: 'Unread' },
  ];

  it('is a named navigation of links, the current one marked', () => {
    render(<TabNav label="Filter notifications" items={items} />);
    expect(screen.getByRole('navigation', { name: 'Filter notifications' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Unread' }).hasAttribute('aria-current')).toBe(false);
  });

  it('draws its links with the injected renderer', () => {
    render(
      <TabNav
        label="Filter"
        items={items}
        renderLink={({ href, children, ...props }) => (
          <a href={`/panel/notifications${href}`} data-router="" {...props}>
            {children}
          </a>
        )}
      />,
    );
    expect(screen.getByRole('link', { name: 'Unread' }).getAttribute('href')).toBe(
      '/panel/notifications?filter=unread',
    );
  });
});
