import type { Meta, StoryObj } from '@storybook/react-vite';
import { SelectField } from './select-field';

const journals = (
  <>
    <option value="">Choose a journal</option>
    <option value="forest-ecology">Journal of Forest Ecology</option>
    <option value="marine">Marine Letters</option>
  </>
);

const meta = {
  title: 'Forms/SelectField',
  component: SelectField,
  tags: ['autodocs'],
  args: { name: 'journalId', label: 'Journal', required: true, children: journals },
} satisfies Meta<typeof SelectField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Chosen: Story = { args: { defaultValue: 'marine' } };

export const Invalid: Story = { args: { errors: ['Choose the journal to submit to.'] } };

export const Filter: Story = {
  args: {
    name: 'sort',
    label: 'Sort by',
    required: false,
    labelNote: false,
    children: (
      <>
        <option value="relevance">Relevance</option>
        <option value="newest">Newest first</option>
      </>
    ),
  },
};
