import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ErrorState } from './error-state';

const meta = {
  title: 'Lists/ErrorState',
  component: ErrorState,
  args: { message: 'Network Error', onRetry: fn() },
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithRetry: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const WithoutRetry: Story = { args: { onRetry: undefined } };

/** formatApiError output: numbered errors, one per line. */
export const SeveralErrors: Story = {
  args: { message: '1) The title is required\n2) Add at least one author' },
};

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '1rem' }}>
      <ErrorState {...args} />
      <ErrorState {...args} onRetry={undefined} />
      <ErrorState {...args} message={'1) The title is required\n2) Add at least one author'} />
    </div>
  ),
};
