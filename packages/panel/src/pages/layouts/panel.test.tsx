import { defineJournalSite, type JournalSiteOptions, SiteBrandLink } from '@quire/site';
import { ScreenStub } from '@quire/story-kit';
import { render, screen, within } from '@testing-library/react';
import { useLoaderData } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { PanelFrame } from './panel';

function Page() {
  return <h1>Page</h1>;
}

type Unread = { notifications: number; chat: number };

/** The frame as an app mounts it, with the unread counts its layout loader answered. */
function Frame() {
  const unread = useLoaderData() as Unread;
  return (
    <PanelFrame
      siteHeader={<SiteBrandLink />}
      unreadNotifications={unread.notifications}
      unreadChat={unread.chat}
    />
  );
}

/** The panel's frame at `url` on a site configured with `options`; its menu. */
function renderFrame(
  options: JournalSiteOptions,
  url: string,
  unread: Unread = NO_UNREAD,
  visitor: 'author' | 'editor' = 'author',
) {
  const site = defineJournalSite(options);
  render(
    <ScreenStub
      url={url}
      site={site}
      visitor={visitor}
      routes={[
        {
          id: 'layout-panel',
          path: site.paths.panel.slice(1),
          Component: Frame,
          loader: { data: unread },
          children: [{ id: 'page', path: '*', Component: Page }],
        },
      ]}
    />,
  );
  return within(screen.getByRole('navigation', { name: 'Panel' }));
}

const NO_UNREAD: Unread = { notifications: 0, chat: 0 };

/** Each entry's visible label and address. */
const entries = (nav: ReturnType<typeof renderFrame>) =>
  nav
    .getAllByRole('link')
    .map((link) => [
      link.querySelector('.q-panel-nav__label')?.textContent,
      link.getAttribute('href'),
    ]);

afterEach(() => {
  defineJournalSite({ name: 'Journal site' });
});

describe('PanelFrame', () => {
  it('lists the default sections under the site’s panel path', () => {
    // The story's author also reviews for a journal, so she sees "My reviews".
    const nav = renderFrame({ name: 'JCE', paths: { panel: '/author' } }, '/author/articles');
    expect(entries(nav)).toEqual([
      ['Dashboard', '/author'],
      ['Submissions', '/author/submission'],
      ['Articles', '/author/articles'],
      ['My reviews', '/author/reviews'],
      ['Notifications', '/author/notifications'],
      ['Chat', '/author/chat'],
      ['Account', '/author/account'],
    ]);
    expect(nav.getByRole('link', { name: 'Articles' }).getAttribute('aria-current')).toBe('page');
  });

  it('lists "My reviews" only to people holding the reviewer role', () => {
    const nav = renderFrame({ name: 'JCE' }, '/panel', NO_UNREAD, 'editor');
    expect(entries(nav).map(([label]) => label)).not.toContain('My reviews');
    expect(entries(nav)).toHaveLength(6);
  });

  it('shows the unread counts on the entries whose badge names them', () => {
    const nav = renderFrame({ name: 'JCE' }, '/panel', { notifications: 2, chat: 5 });
    expect(nav.getByRole('link', { name: 'Notifications (2 unread)' })).toBeTruthy();
    expect(nav.getByRole('link', { name: 'Chat (5 unread)' })).toBeTruthy();
  });

  it('shows the unread discussion messages on Submissions, as the layout’s loader counted them', () => {
    const nav = renderFrame({ name: 'JCE' }, '/panel', {
      ...NO_UNREAD,
      unreadDiscussions: 3,
    } as Unread);
    expect(nav.getByRole('link', { name: 'Submissions (3 unread)' })).toBeTruthy();
  });

  it('follows a site’s own list: added, removed and reordered entries', () => {
    const nav = renderFrame(
      {
        name: 'JCE',
        panelNav: (links) => [
          ...links.filter((link) => link.label !== 'Articles').reverse(),
          { href: '/panel/refereeing', label: 'Reviews', badge: 'notifications' },
        ],
      },
      '/panel/refereeing',
      { notifications: 1, chat: 0 },
    );
    expect(entries(nav).map(([label]) => label)).toEqual([
      'Account',
      'Chat',
      'Notifications',
      'My reviews',
      'Submissions',
      'Dashboard',
      'Reviews',
    ]);
    expect(nav.getByRole('link', { name: 'Reviews (1 unread)' }).getAttribute('href')).toBe(
      '/panel/refereeing',
    );
  });

  it('never lists the chat on a site without it, even in a list of the site’s own', () => {
    const nav = renderFrame(
      {
        name: 'JCE',
        features: { chat: false },
        panelNav: [
          { href: '/panel', label: 'Dashboard' },
          { href: '/panel/chat', label: 'Chat', badge: 'chat' },
        ],
      },
      '/panel',
    );
    expect(entries(nav)).toEqual([['Dashboard', '/panel']]);
  });
});
