import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextField } from './text-field';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  tags: ['autodocs'],
  args: { name: 'email', label: 'Email', type: 'email', required: true, autoComplete: 'email' },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithHint: Story = {
  args: {
    name: 'orcid',
    label: 'ORCID iD',
    type: 'text',
    required: false,
    hint: 'Like 0000-0002-1825-0097.',
  },
};

export const Invalid: Story = {
  args: { defaultValue: 'ada@', errors: ['Enter an email address like name@example.org.'] },
};

export const DraftNote: Story = {
  args: {
    name: 'title',
    label: 'Title',
    type: 'text',
    required: false,
    labelNote: '(required to submit)',
  },
};

export const AllStates: Story = {
  render: () => (
    <div className="q-form">
      <TextField name="name" label="Your name" required defaultValue="Ada Lovelace" />
      <TextField name="orcid" label="ORCID iD" hint="Like 0000-0002-1825-0097." />
      <TextField
        name="email"
        label="Email"
        type="email"
        required
        defaultValue="ada@"
        errors={['Enter an email address like name@example.org.']}
      />
      <TextField name="doi" label="DOI" disabled defaultValue="10.1234/abc.2026.1" />
    </div>
  ),
};
