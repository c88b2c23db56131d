import type { Meta, StoryObj } from '@storybook/react-vite';
import { Checkbox } from './checkbox';
import { Fieldset } from './fieldset';

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  tags: ['autodocs'],
  args: { name: 'consent', label: 'I agree to the journal’s terms of submission' },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Checked: Story = { args: { defaultChecked: true } };

export const WithHint: Story = {
  args: { hint: 'The editors may share your manuscript with two reviewers.' },
};

export const InAGroup: Story = {
  render: () => (
    <Fieldset
      name="declarations"
      legend="Declarations"
      hint="All three are needed before you submit."
      errors={['Confirm all three declarations.']}
    >
      <Checkbox name="original" label="The work is original and not under review elsewhere." />
      <Checkbox name="consent" label="All authors agree to the submission." defaultChecked />
      <Checkbox name="ethics" label="The research followed the journal’s ethics policy." />
    </Fieldset>
  ),
};
