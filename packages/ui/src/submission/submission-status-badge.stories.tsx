import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  SUBMISSION_STATUS_TEXT,
  SubmissionStatusBadge,
  type SubmissionStatusValue,
} from './submission-status-badge';

const meta = {
  title: 'Submissions/SubmissionStatusBadge',
  component: SubmissionStatusBadge,
  args: { status: 'submitted' },
} satisfies Meta<typeof SubmissionStatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Submitted: Story = {};

export const RevisionsRequested: Story = { args: { status: 'revisions_requested' } };

export const Declined: Story = { args: { status: 'declined' } };

export const AllStates: Story = {
  render: (args) => (
    <ul style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem', listStyle: 'none', padding: 0 }}>
      {(Object.keys(SUBMISSION_STATUS_TEXT) as SubmissionStatusValue[]).map((status) => (
        <li key={status}>
          <SubmissionStatusBadge {...args} status={status} />
        </li>
      ))}
    </ul>
  ),
};
