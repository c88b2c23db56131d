import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { storyLink } from '../storybook/story-link';
import { ThemeToggle } from '../theme-toggle';
import { PanelLayout } from './panel-layout';

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
    links: {
      dashboard: '/panel',
      submissions: '/panel/submission',
      articles: '/panel/articles',
      notifications: '/panel/notifications',
      chat: '/panel/chat',
      account: '/panel/account',
    },
    unreadNotifications: 3,
    unreadChat: 12,
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

export const NoUnread: Story = { args: { unreadNotifications: 0, unreadChat: 0 } };

export const ManyUnread: Story = { args: { unreadNotifications: 150, unreadChat: 100 } };

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
