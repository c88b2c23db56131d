import type { Meta, StoryObj } from '@storybook/react-vite';
import { AdminOnlineIndicator } from './admin-online-indicator';

const meta = {
  title: 'Views/AdminOnlineIndicator',
  component: AdminOnlineIndicator,
  args: { online: true },
} satisfies Meta<typeof AdminOnlineIndicator>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Online: Story = {};

export const Offline: Story = { args: { online: false } };

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '0.5rem' }}>
      <AdminOnlineIndicator {...args} online />
      <AdminOnlineIndicator {...args} online={false} />
    </div>
  ),
};
