import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextareaField } from './textarea-field';

const meta = {
  title: 'Forms/TextareaField',
  component: TextareaField,
  tags: ['autodocs'],
  args: {
    name: 'message',
    label: 'Message',
    required: true,
    rows: 6,
    hint: 'At least 10 characters.',
  },
} satisfies Meta<typeof TextareaField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Invalid: Story = {
  args: { defaultValue: 'Hello', errors: ['Write at least 10 characters.'] },
};

export const WithCount: Story = {
  args: {
    name: 'abstract',
    label: 'Abstract',
    required: false,
    labelNote: '(required to submit)',
    hint: 'Plain text. At most 300 words.',
    defaultValue: 'Open access journals publish research free to read.',
    describedByExtra: ['abstract-count'],
    children: (
      <p id="abstract-count" className="q-field__hint">
        8 / 300 words
      </p>
    ),
  },
};
