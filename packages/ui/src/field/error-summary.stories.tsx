import type { Meta, StoryObj } from '@storybook/react-vite';
import { ErrorSummary } from './error-summary';
import { TextField } from './text-field';

const labels = { email: 'Email', password: 'Password' };

const meta = {
  title: 'Forms/ErrorSummary',
  component: ErrorSummary,
  tags: ['autodocs'],
  args: {
    labels,
    failure: {
      message: 'Please correct the errors below.',
      fieldErrors: {
        email: ['Enter your email address.'],
        password: ['Enter your password.'],
      },
    },
  },
  // The summary links to the fields, so each story shows the form it belongs to.
  render: (args) => (
    <div className="q-form">
      <ErrorSummary {...args} />
      <TextField
        name="email"
        label={labels.email}
        type="email"
        required
        errors={args.failure?.fieldErrors.email}
      />
      <TextField
        name="password"
        label={labels.password}
        type="password"
        required
        errors={args.failure?.fieldErrors.password}
      />
    </div>
  ),
} satisfies Meta<typeof ErrorSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FieldErrors: Story = {};

export const MessageOnly: Story = {
  args: { failure: { message: 'Wrong email or password.', fieldErrors: {} } },
};

export const NoFailure: Story = { args: { failure: undefined } };
