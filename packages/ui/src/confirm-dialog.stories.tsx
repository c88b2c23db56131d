import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ConfirmDialog } from './confirm-dialog';

const meta = {
  title: 'Dialogs/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    open: true,
    title: 'Submit the manuscript?',
    message: 'Editors are notified at once, and the files can no longer be changed.',
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithDeny: Story = {
  args: { title: 'Save changes before leaving?', message: undefined, onDeny: fn() },
};

export const Danger: Story = {
  args: {
    title: 'Delete this draft?',
    message: 'The draft and its files are deleted for good.',
    tone: 'danger',
    confirmLabel: 'Delete',
  },
};

export const CustomLabels: Story = {
  args: { confirmLabel: 'Submit', cancelLabel: 'Keep editing', closeLabel: 'Close' },
};
