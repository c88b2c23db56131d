import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from './badge';

const meta = {
  title: 'Content/Badge',
  component: Badge,
  tags: ['autodocs'],
  args: { children: 'Current issue', emphasis: 'normal' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Normal: Story = {};

export const Strong: Story = { args: { children: 'Unread', emphasis: 'strong' } };

export const AllStates: Story = {
  render: () => (
    <p style={{ display: 'flex', gap: '0.5rem' }}>
      <Badge>Current issue</Badge>
      <Badge emphasis="strong">Unread</Badge>
      <Badge>Read</Badge>
    </p>
  ),
};
