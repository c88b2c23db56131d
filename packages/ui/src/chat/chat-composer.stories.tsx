import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ChatComposer } from './chat-composer';
import { STORY_FIGURE, STORY_PDF } from './story-messages';

const meta = {
  title: 'Chat/Composer',
  component: ChatComposer,
  args: { onSend: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '40rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ChatComposer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};

export const WithDraft: Story = { args: { defaultValue: 'Can I upload the new figure now?' } };

export const Offline: Story = { args: { offline: true, defaultValue: 'A draft kept for later' } };

export const Disabled: Story = { args: { disabled: true } };

export const NearLimit: Story = {
  args: { maxLength: 40, defaultValue: 'Thirty-five characters of text here' },
};

/** With an Attach button; two files uploaded and waiting to be sent. */
export const WithAttachments: Story = {
  args: {
    onAttach: fn(async () => STORY_PDF),
    defaultValue: 'The revised figure and my answers.',
    defaultAttachments: [STORY_PDF, STORY_FIGURE],
  },
};

/** Enter sends the trimmed text; Shift+Enter would start a new line. */
export const SendWithEnter: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), '  Hello  {Enter}');
    await expect(args.onSend).toHaveBeenCalledWith('Hello');
  },
};

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '1.5rem' }}>
      <ChatComposer {...args} label="Message (ready)" />
      <ChatComposer {...args} label="Message (draft)" defaultValue="Can I upload it now?" />
      <ChatComposer
        {...args}
        label="Message (files)"
        onAttach={async () => STORY_PDF}
        defaultAttachments={[STORY_PDF, STORY_FIGURE]}
      />
      <ChatComposer {...args} label="Message (offline)" offline />
      <ChatComposer {...args} label="Message (disabled)" disabled />
    </div>
  ),
};
