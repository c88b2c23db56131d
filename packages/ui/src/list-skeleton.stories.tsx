import type { Meta, StoryObj } from '@storybook/react-vite';
import { ListSkeleton } from './list-skeleton';

const meta = {
  title: 'Lists/ListSkeleton',
  component: ListSkeleton,
  args: { rows: 5 },
} satisfies Meta<typeof ListSkeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FiveRows: Story = {};

export const OneRow: Story = { args: { rows: 1 } };

export const FullPage: Story = { args: { rows: 10, label: 'Loading articles' } };

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '2rem' }}>
      <ListSkeleton {...args} rows={1} />
      <ListSkeleton {...args} rows={5} />
    </div>
  ),
};
