import type { Meta, StoryObj } from '@storybook/react-vite';
import { UnreadBadge } from './unread-badge';

const meta = {
  title: 'Chat/UnreadBadge',
  component: UnreadBadge,
  args: { count: 3 },
} satisfies Meta<typeof UnreadBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Few: Story = {};

export const One: Story = { args: { count: 1 } };

export const Capped: Story = { args: { count: 150 } };

/** Nothing renders at zero. */
export const Zero: Story = { args: { count: 0 } };

export const AllStates: Story = {
  render: (args) => (
    <ul style={{ display: 'grid', gap: '0.5rem', listStyle: 'none', padding: 0 }}>
      {[0, 1, 3, 99, 150].map((count) => (
        <li key={count}>
          Chat ({count === 0 ? 'zero: no badge' : count}) <UnreadBadge {...args} count={count} />
        </li>
      ))}
    </ul>
  ),
};
