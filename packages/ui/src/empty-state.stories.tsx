import type { Meta, StoryObj } from '@storybook/react-vite';
import { EmptyState } from './empty-state';

const meta = {
  title: 'Lists/EmptyState',
  component: EmptyState,
  args: {
    title: 'No submissions yet',
    description: 'Articles you submit to a journal appear here.',
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithDescription: Story = {};

export const Default: Story = { args: { title: undefined, description: undefined } };

export const WithAction: Story = {
  args: {
    action: (
      <a className="q-btn q-btn--primary" href="#new-submission">
        New submission
      </a>
    ),
  },
};

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '1rem' }}>
      <EmptyState />
      <EmptyState {...args} />
      <EmptyState
        {...args}
        action={
          <a className="q-btn q-btn--primary" href="#new-submission">
            New submission
          </a>
        }
      />
    </div>
  ),
};
