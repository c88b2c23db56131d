import type { Meta, StoryObj } from '@storybook/react-vite';
import { ConnectionStatus } from './connection-status';

const meta = {
  title: 'Views/ConnectionStatus',
  component: ConnectionStatus,
  args: { status: 'connected' },
} satisfies Meta<typeof ConnectionStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Connected: Story = {};

export const Connecting: Story = { args: { status: 'connecting' } };

export const Reconnecting: Story = { args: { status: 'reconnecting' } };

export const Offline: Story = { args: { status: 'offline' } };

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '0.5rem' }}>
      {(['connected', 'connecting', 'reconnecting', 'offline'] as const).map((status) => (
        <ConnectionStatus key={status} {...args} status={status} />
      ))}
    </div>
  ),
};
