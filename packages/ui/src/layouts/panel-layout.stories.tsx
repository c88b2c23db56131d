import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { storyLink } from '../storybook/story-link';
import { ThemeToggle } from '../theme-toggle';
import { PanelLayout, type PanelNavItem } from './panel-layout';

/** A panel's entries with unread counts on Notifications and Chat. */
function panelItems(notifications: number, chat: number): PanelNavItem[] {
  return [
    { href: '/panel', label: 'Dashboard' },
    { href: '/panel/submission', label: 'Submissions' },
    { href: '/panel/articles', label: 'Articles' },
    { href: '/panel/notifications', label: 'Notifications', unread: notifications },
    { href: '/panel/chat', label: 'Chat', unread: chat },
    { href: '/panel/account', label: 'Account' },
  ];
}

const meta = {
  title: 'Layouts/PanelLayout',
  component: PanelLayout,
  parameters: {
    layout: 'fullscreen',
    // A whole page: every piece of content must sit in a landmark.
    a11y: { config: { rules: [{ id: 'region', enabled: true }] } },
  },
  args: {
    siteHeader: 'Quire',
    headerActions: <ThemeToggle />,
    items: panelItems(3, 12),
    currentHref: '/panel',
    renderLink: storyLink,
    children: (
      <>
        <h1>Dashboard</h1>
        <p>Your submissions and messages at a glance.</p>
      </>
    ),
  },
} satisfies Meta<typeof PanelLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const NoUnread: Story = { args: { items: panelItems(0, 0) } };

export const ManyUnread: Story = { args: { items: panelItems(150, 100) } };

/** A site's own sections: fewer, another order, one the kit does not have. */
export const SiteSections: Story = {
  args: {
    items: [
      { href: '/author', label: 'Overview' },
      { href: '/author/reviews', label: 'Reviews', unread: 2 },
      { href: '/author/account', label: 'Account' },
    ],
    currentHref: '/author/reviews',
  },
};

export const ChatIsCurrent: Story = { args: { currentHref: '/panel/chat' } };

/** On a narrow screen the navigation hides behind Menu; the story opens it. */
export const NarrowMenuOpen: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvas }) => {
    const menu = canvas.getByRole('button', { name: 'Menu' });
    await userEvent.click(menu);
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
  },
};
