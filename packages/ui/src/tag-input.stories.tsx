import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { TagInput, type TagInputProps } from './tag-input';

// The input is controlled; stories hold the tags in state so typing works in the canvas.
function ControlledTagInput({ value, onChange, ...args }: TagInputProps) {
  const [tags, setTags] = useState(value);
  return (
    <TagInput
      {...args}
      value={tags}
      onChange={(next) => {
        onChange(next);
        setTags(next);
      }}
    />
  );
}

const meta = {
  title: 'Forms/TagInput',
  component: TagInput,
  render: (args) => <ControlledTagInput {...args} />,
  args: {
    label: 'Keywords',
    placeholder: 'Type a keyword, then Enter',
    value: ['photonics', 'optics'],
    onChange: fn(),
  },
} satisfies Meta<typeof TagInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithTags: Story = {};

export const Empty: Story = { args: { value: [] } };

export const AtLimit: Story = { args: { value: ['a', 'b', 'c'], limit: 3 } };

export const AllowDuplicates: Story = { args: { value: ['DNA', 'DNA'], allowDuplicates: true } };

export const Disabled: Story = { args: { disabled: true } };

export const LongTags: Story = {
  args: {
    value: ['a-very-long-keyword-that-has-to-wrap-on-a-narrow-phone-screen', 'short'],
  },
};

/** A duplicate is refused with the reason under the field. */
export const Rejected: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Keywords' }), 'Optics{Enter}');
    await expect(canvas.getByRole('textbox', { name: 'Keywords' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

/** Pasting a comma-separated list keeps its phrases: "a, b c" adds "a" and "b c". */
export const Paste: Story = {
  args: { value: [] },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('textbox', { name: 'Keywords' }));
    await userEvent.paste('a, b c');
    await expect(args.onChange).toHaveBeenLastCalledWith(['a', 'b c']);
  },
};

/** The list box: the way to type keywords of several words, which space would split. */
export const ListEntry: Story = {
  args: { value: [], listEntryLabel: 'Add a list of keywords' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add a list of keywords' }));
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Separate them with commas' }),
      'forest ecology, remote sensing',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Add these' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['forest ecology', 'remote sensing']);
  },
};

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '1.5rem', maxWidth: '32rem' }}>
      <ControlledTagInput {...args} label="Empty" value={[]} />
      <ControlledTagInput {...args} label="With tags" />
      <ControlledTagInput {...args} label="At the limit of 2" limit={2} />
      <ControlledTagInput {...args} label="Disabled" disabled />
    </div>
  ),
};
