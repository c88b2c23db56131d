import { ChatComposer, type ChatMessage, ChatMessageList, ChatTypingIndicator } from '@quire/ui';
import { storyMessages } from '@quire/ui/storybook';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AdminOnlineIndicator } from './admin-online-indicator';
import { ChatPane } from './chat-pane';
import { type ConnectionState, ConnectionStatus } from './connection-status';

/** What one chat screen shows; each story sets a few of these. */
interface ChatScreenArgs {
  messages: ChatMessage[];
  adminOnline: boolean;
  connection: ConnectionState;
  typing: string | null;
  notice: string | null;
  firstUnreadId: ChatMessage['id'] | null;
  hasOlder: boolean;
  onSend: (text: string) => void;
  onRetry: (message: ChatMessage) => void;
  onLoadOlder: () => void;
}

/** The author's chat screen as the app composes it: pane, status line, list, typing, composer. */
function ChatScreenPreview(args: ChatScreenArgs) {
  return (
    <ChatPane
      aria-label="Chat with the administrators"
      status={
        <>
          <AdminOnlineIndicator online={args.adminOnline} />
          <ConnectionStatus status={args.connection} />
        </>
      }
      composer={
        <ChatComposer
          onSend={args.onSend}
          offline={args.connection === 'reconnecting' || args.connection === 'offline'}
          notice={args.notice}
        />
      }
    >
      <ChatMessageList
        messages={args.messages}
        hasOlder={args.hasOlder}
        firstUnreadId={args.firstUnreadId}
        onRetry={args.onRetry}
        onLoadOlder={args.onLoadOlder}
      />
      <ChatTypingIndicator name={args.typing} />
    </ChatPane>
  );
}

const FAILED: ChatMessage[] = [
  ...storyMessages(6),
  {
    id: 'sending',
    author: 'self',
    body: 'Is the new figure OK?',
    createdAt: new Date(2024, 2, 5, 10),
    status: 'sending',
  },
  {
    id: 'failed',
    author: 'self',
    body: 'And may I add a table?',
    createdAt: new Date(2024, 2, 5, 10, 1),
    status: 'failed',
  },
];

const meta = {
  title: 'Views/Chat pane',
  component: ChatScreenPreview,
  // The pane sizes itself to the viewport; the stories page gives it no offset.
  parameters: { layout: 'fullscreen' },
  args: {
    messages: storyMessages(12, 8),
    adminOnline: true,
    connection: 'connected',
    typing: null,
    notice: null,
    firstUnreadId: null,
    hasOlder: false,
    onSend: fn(),
    onRetry: fn(),
    onLoadOlder: fn(),
  },
} satisfies Meta<typeof ChatScreenPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Conversation: Story = {};

export const Empty: Story = { args: { messages: [], adminOnline: false } };

/** 200 messages with older pages on the server: opens at the newest, loads more on scroll up. */
export const LongHistory: Story = {
  args: { messages: storyMessages(200), hasOlder: true, firstUnreadId: 196 },
};

export const FailedSend: Story = { args: { messages: FAILED } };

export const Typing: Story = { args: { typing: 'Admin' } };

export const Offline: Story = { args: { connection: 'reconnecting', adminOnline: false } };

export const SendingTooFast: Story = {
  args: { notice: 'You are sending messages too fast. Please wait a moment.' },
};
