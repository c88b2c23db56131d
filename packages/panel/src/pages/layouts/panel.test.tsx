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
function renderFrame(options: JournalSiteOptions, url: string, unread: Unread = NO_UNREAD) {
  const site = defineJournalSite(options);
  render(
    <ScreenStub
      url={url}
      site={site}
      visitor="author"
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
    const nav = renderFrame({ name: 'JCE', paths: { panel: '/author' } }, '/author/articles');
    expect(entries(nav)).toEqual([
      ['Dashboard', '/author'],
      ['Submissions', '/author/submission'],
      ['Articles', '/author/articles'],
      ['Notifications', '/author/notifications'],
      ['Chat', '/author/chat'],
      ['Account', '/author/account'],
    ]);
    expect(nav.getByRole('link', { name: 'Articles' }).getAttribute('aria-current')).toBe('page');
  });

  it('shows the unread counts on the entries whose badge names them', () => {
    const nav = renderFrame({ name: 'JCE' }, '/panel', { notifications: 2, chat: 5 });
    expect(nav.getByRole('link', { name: 'Notifications (2 unread)' })).toBeTruthy();
    expect(nav.getByRole('link', { name: 'Chat (5 unread)' })).toBeTruthy();
  });

  it('follows a site’s own list: added, removed and reordered entries', () => {
    const nav = renderFrame(
      {
        name: 'JCE',
        panelNav: (links) => [
          ...links.filter((link) => link.label !== 'Articles').reverse(),
          { href: '/panel/reviews', label: 'Reviews', badge: 'notifications' },
        ],
      },
      '/panel/reviews',
      { notifications: 1, chat: 0 },
    );
    expect(entries(nav).map(([label]) => label)).toEqual([
      'Account',
      'Chat',
      'Notifications',
      'Submissions',
      'Dashboard',
      'Reviews',
    ]);
    expect(nav.getByRole('link', { name: 'Reviews (1 unread)' }).getAttribute('href')).toBe(
      '/panel/reviews',
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
