import type { Meta, StoryObj } from '@storybook/react-vite';
import { RadioGroup } from './radio-group';

const meta = {
  title: 'Forms/RadioGroup',
  component: RadioGroup,
  tags: ['autodocs'],
  args: {
    name: 'decision',
    legend: 'Decision',
    required: true,
    options: [
      { value: 'accept', label: 'Accept' },
      { value: 'revisions', label: 'Ask for revisions' },
      { value: 'decline', label: 'Decline' },
    ],
    defaultValue: 'accept',
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithHint: Story = { args: { hint: 'The author receives it as a notification.' } };

export const Invalid: Story = {
  args: { defaultValue: undefined, errors: ['Choose a decision.'] },
};
