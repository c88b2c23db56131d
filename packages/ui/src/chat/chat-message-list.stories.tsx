import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import type { ChatMessage } from './chat-message';
import { ChatMessageList, type ChatMessageListProps } from './chat-message-list';
import { storyAttachmentMessages, storyMessages } from './story-messages';

const CONVERSATION = storyMessages(12, 8);

const WITH_STATES: ChatMessage[] = [
  ...storyMessages(4),
  {
    id: 'sending',
    author: 'self',
    body: 'Is the figure OK?',
    createdAt: new Date(2024, 2, 5, 10),
    status: 'sending',
  },
  {
    id: 'failed',
    author: 'self',
    body: 'Sorry, one more question.',
    createdAt: new Date(2024, 2, 5, 10, 1),
    status: 'failed',
  },
];

const TEN_THOUSAND = storyMessages(10_000);

const meta = {
  title: 'Chat/MessageList',
  component: ChatMessageList,
  decorators: [
    (Story) => (
      <div style={{ height: '28rem', maxWidth: '40rem', border: '1px solid var(--q-border)' }}>
        <Story />
      </div>
    ),
  ],
  args: { messages: CONVERSATION, onLoadOlder: fn(), onRetry: fn() },
} satisfies Meta<typeof ChatMessageList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Conversation: Story = {};

export const Empty: Story = { args: { messages: [] } };

/** The first page on its way (the admin thread while it opens): busy, not "no messages". */
export const Loading: Story = { args: { messages: [], loading: true } };

export const ReadStates: Story = { args: { messages: WITH_STATES } };

/** Files both ways: image previews (alt text = the name) and PDF chips, each a download link. */
export const WithAttachments: Story = { args: { messages: storyAttachmentMessages() } };

export const HasOlder: Story = { args: { hasOlder: true } };

export const LoadingOlder: Story = { args: { hasOlder: true, loadingOlder: true } };

/** 10,000 messages: only the rows near the viewport are in the DOM. */
export const TenThousandMessages: Story = { args: { messages: TEN_THOUSAND } };

// Older pages arrive after a short wait; new admin messages arrive on demand.
function LiveConversation(args: ChatMessageListProps) {
  const all = storyMessages(300);
  const [messages, setMessages] = useState(() => all.slice(-30));
  const [loadingOlder, setLoadingOlder] = useState(false);
  const hasOlder = messages.length < all.length;
  const loadOlder = () => {
    setLoadingOlder(true);
    setTimeout(() => {
      setMessages((current) => all.slice(-(current.length + 30)));
      setLoadingOlder(false);
    }, 600);
  };
  const receive = () =>
    setMessages((current) => [
      ...current,
      {
        id: `new-${current.length}`,
        author: 'admin',
        body: 'You have a new message from admin',
        createdAt: new Date(2024, 2, 12, 18, current.length % 60),
      },
    ]);
  return (
    <div style={{ display: 'grid', gridTemplateRows: '1fr auto', height: '100%' }}>
      <ChatMessageList
        {...args}
        messages={messages}
        hasOlder={hasOlder}
        loadingOlder={loadingOlder}
        onLoadOlder={loadOlder}
      />
      <button type="button" className="q-btn" onClick={receive}>
        Receive a message
      </button>
    </div>
  );
}

/** Scroll up to load older messages; receive messages while scrolled up to see "New messages". */
export const Live: Story = { render: (args) => <LiveConversation {...args} /> };

export const AllStates: Story = {
  decorators: [(Story) => <Story />],
  render: (args) => (
    <div
      style={{
        display: 'grid',
        gap: '1rem',
        gridTemplateColumns: 'repeat(auto-fit, minmax(18rem, 1fr))',
      }}
    >
      {(
        [
          ['Conversation', {}],
          ['Empty', { messages: [] }],
          ['Loading', { messages: [], loading: true }],
          ['Read states', { messages: WITH_STATES }],
          ['Attachments', { messages: storyAttachmentMessages() }],
          ['Loading older', { hasOlder: true, loadingOlder: true }],
          ['10,000 messages', { messages: TEN_THOUSAND }],
        ] as const
      ).map(([name, overrides]) => (
        <div key={name} style={{ height: '22rem', border: '1px solid var(--q-border)' }}>
          <ChatMessageList {...args} {...overrides} label={`Messages: ${name}`} />
        </div>
      ))}
    </div>
  ),
};
