import type { Meta, StoryObj } from '@storybook/react-vite';
import { ChatDeletedNotice } from './chat-deleted-notice';

const meta = {
  title: 'Views/DeletedNotice',
  component: ChatDeletedNotice,
} satisfies Meta<typeof ChatDeletedNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Deleted: Story = {};

export const WithRedirectNote: Story = { args: { children: <p>Returning to your panel…</p> } };

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '1rem' }}>
      <ChatDeletedNotice {...args} />
      <ChatDeletedNotice {...args}>
        <p>Returning to your panel…</p>
      </ChatDeletedNotice>
    </div>
  ),
};
