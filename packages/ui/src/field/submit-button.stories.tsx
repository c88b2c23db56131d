import type { Meta, StoryObj } from '@storybook/react-vite';
import { SubmitButton } from './submit-button';

const meta = {
  title: 'Forms/SubmitButton',
  component: SubmitButton,
  tags: ['autodocs'],
  args: { children: 'Save the cover', pendingLabel: 'Saving…', pending: false },
  render: (args) => (
    <form onSubmit={(event) => event.preventDefault()} aria-label="Cover">
      <SubmitButton {...args} />
    </form>
  ),
} satisfies Meta<typeof SubmitButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};

export const Pending: Story = { args: { pending: true } };
