import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PanelLayout, type PanelNavItem } from './panel-layout';

const items: PanelNavItem[] = [
  { href: '/panel', label: 'Dashboard' },
  { href: '/panel/submission', label: 'Submissions' },
  { href: '/panel/articles', label: 'Articles' },
  { href: '/panel/notifications', label: 'Notifications' },
  { href: '/panel/chat', label: 'Chat' },
  { href: '/panel/account', label: 'Account' },
];

/** The same entries with `unread` counts for two of them. */
function withUnread(notifications: number, chat: number): PanelNavItem[] {
  return items.map((item) =>
    item.label === 'Notifications'
      ? { ...item, unread: notifications }
      : item.label === 'Chat'
        ? { ...item, unread: chat }
        : item,
  );
}

const navLinks = () =>
  within(screen.getByRole('navigation', { name: 'Panel' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('PanelLayout', () => {
  it('lists the entries it is given, in their order', () => {
    render(<PanelLayout items={items}>x</PanelLayout>);
    expect(navLinks()).toEqual([
      'Dashboard',
      'Submissions',
      'Articles',
      'Notifications',
      'Chat',
      'Account',
    ]);
  });

  it('is an open list: entries of a site’s own, fewer, or reordered', () => {
    const own = [
      { href: '/author/reviews', label: 'Reviews' },
      { href: '/author', label: 'Home' },
    ];
    render(<PanelLayout items={own}>x</PanelLayout>);
    expect(navLinks()).toEqual(['Reviews', 'Home']);
    expect(screen.getByRole('link', { name: 'Reviews' }).getAttribute('href')).toBe(
      '/author/reviews',
    );
  });

  it('shows unread counts as badges named for screen readers', () => {
    render(<PanelLayout items={withUnread(3, 12)}>x</PanelLayout>);
    expect(screen.getByRole('link', { name: 'Notifications (3 unread)' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Chat (12 unread)' })).toBeTruthy();
  });

  it('shows no badge for zero unread', () => {
    render(<PanelLayout items={withUnread(0, 0)}>x</PanelLayout>);
    expect(screen.getByRole('link', { name: 'Notifications' })).toBeTruthy();
    expect(document.querySelector('.q-nav-badge')).toBeNull();
  });

  it("caps the badge at '99+' but names the full count", () => {
    render(<PanelLayout items={withUnread(0, 150)}>x</PanelLayout>);
    const chat = screen.getByRole('link', { name: 'Chat (150 unread)' });
    expect(chat.querySelector('.q-nav-badge')?.textContent).toBe('99+');
  });

  it('marks the current section with aria-current="page"', () => {
    render(
      <PanelLayout items={items} currentHref="/panel/chat">
        x
      </PanelLayout>,
    );
    expect(screen.getByRole('link', { name: 'Chat' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Dashboard' }).hasAttribute('aria-current')).toBe(
      false,
    );
  });

  it('marks a section on its own sub-pages as the current location, never the entry above it', () => {
    render(
      <PanelLayout items={items} currentHref="/panel/articles/12">
        x
      </PanelLayout>,
    );
    expect(screen.getByRole('link', { name: 'Articles' }).getAttribute('aria-current')).toBe(
      'location',
    );
    // The dashboard's path prefixes the others: it is current only on its own page.
    expect(screen.getByRole('link', { name: 'Dashboard' }).hasAttribute('aria-current')).toBe(
      false,
    );
  });

  describe('narrow-screen menu', () => {
    it('is a collapsed toggle that controls the navigation', () => {
      render(<PanelLayout items={items}>x</PanelLayout>);
      const menu = screen.getByRole('button', { name: 'Menu' });
      expect(menu.getAttribute('aria-expanded')).toBe('false');
      const nav = screen.getByRole('navigation', { name: 'Panel' });
      expect(menu.getAttribute('aria-controls')).toBe(nav.id);
      expect(nav.getAttribute('data-state')).toBe('closed');
    });

    it('opens on click', async () => {
      render(<PanelLayout items={items}>x</PanelLayout>);
      await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
      expect(screen.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded')).toBe(
        'true',
      );
      expect(screen.getByRole('navigation').getAttribute('data-state')).toBe('open');
    });

    it('closes on Escape and returns focus to the toggle', async () => {
      const user = userEvent.setup();
      render(<PanelLayout items={items}>x</PanelLayout>);
      const menu = screen.getByRole('button', { name: 'Menu' });
      await user.click(menu);
      screen.getByRole('link', { name: 'Dashboard' }).focus();
      await user.keyboard('{Escape}');
      expect(menu.getAttribute('aria-expanded')).toBe('false');
      expect(document.activeElement).toBe(menu);
    });

    it('closes when the page changes', async () => {
      const { rerender } = render(
        <PanelLayout items={items} currentHref="/panel">
          x
        </PanelLayout>,
      );
      await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
      rerender(
        <PanelLayout items={items} currentHref="/panel/chat">
          x
        </PanelLayout>,
      );
      expect(screen.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded')).toBe(
        'false',
      );
    });
  });
});
