import type { Meta, StoryObj } from '@storybook/react-vite';
import { TabNav } from './tab-nav';

const meta = {
  title: 'Navigation/TabNav',
  component: TabNav,
  tags: ['autodocs'],
  args: {
    label: 'Filter notifications',
    items: [
      { href: '#all', label: 'All', current: true },
      { href: '#unread', label: 'Unread' },
    ],
  },
} satisfies Meta<typeof TabNav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstCurrent: Story = {};

export const SecondCurrent: Story = {
  args: {
    items: [
      { href: '#all', label: 'All' },
      { href: '#unread', label: 'Unread', current: true },
    ],
  },
};
