import type { Meta, StoryObj } from '@storybook/react-vite';
import { ChatConversationList, type ChatConversationSummary } from './chat-conversation-list';

const CONVERSATIONS: ChatConversationSummary[] = [
  {
    id: 3,
    name: 'Ann Author',
    lastMessage: 'The reviewers asked for a new figure. Can I upload it now?',
    lastAt: '2024-03-05T09:40:00.000Z',
    unread: 2,
    online: true,
  },
  {
    id: 4,
    name: 'Bob Writer',
    lastMessage: 'Received. The editor will be notified.',
    lastAt: '2024-03-05T08:10:00.000Z',
    lastFromAdmin: true,
    unread: 0,
    online: true,
    typing: true,
  },
  {
    id: 5,
    name: 'Chidi Okafor-Lindqvist, with a very long name',
    lastMessage: 'Thanks! Done.',
    lastAt: '2024-03-01T17:00:00.000Z',
    unread: 0,
    online: false,
  },
];

const meta = {
  title: 'Views/ConversationList',
  component: ChatConversationList,
  decorators: [
    (Story) => (
      <nav aria-label="Conversations" style={{ maxWidth: '22rem' }}>
        <Story />
      </nav>
    ),
  ],
  args: {
    conversations: CONVERSATIONS,
    currentId: null,
    renderLink: (conversation, children, current) => (
      <a href={`#conversation-${conversation.id}`} aria-current={current ? 'page' : undefined}>
        {children}
      </a>
    ),
  },
} satisfies Meta<typeof ChatConversationList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Inbox: Story = {};

export const WithOpenConversation: Story = { args: { currentId: 4 } };

export const Empty: Story = { args: { conversations: [] } };
