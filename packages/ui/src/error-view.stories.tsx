import type { Meta, StoryObj } from '@storybook/react-vite';
import { ErrorView } from './error-view';

const meta = {
  title: 'Pages/ErrorView',
  component: ErrorView,
  args: { status: 404, path: '/journals/missing-journal' },
} satisfies Meta<typeof ErrorView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {};

export const ServerError: Story = { args: { status: 500, path: '/journals' } };

export const AllStates: Story = {
  render: (args) => (
    <>
      <ErrorView {...args} status={404} />
      <ErrorView {...args} status={500} />
    </>
  ),
};
