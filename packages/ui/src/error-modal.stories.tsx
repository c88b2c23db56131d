import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ErrorModal } from './error-modal';

const meta = {
  title: 'Dialogs/ErrorModal',
  component: ErrorModal,
  args: {
    open: true,
    onClose: fn(),
    error: { response: { data: { message: 'Journal not found' } } },
  },
} satisfies Meta<typeof ErrorModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ServerMessage: Story = {};

export const ValidationErrors: Story = {
  args: {
    error: {
      data: { errors: ['Title is required', 'ISSN is invalid', 'Add at least one author'] },
    },
  },
};

export const FieldErrors: Story = {
  args: {
    error: { errors: { email: ['is taken'], password: ['is too short', 'needs a digit'] } },
  },
};

export const PlainString: Story = {
  args: { error: 'The server is being updated. Try again soon.' },
};

export const UnknownError: Story = { args: { error: new Error('') } };

export const CustomTitle: Story = { args: { title: 'Could not mark as read' } };
