import { INBOX_PAGE_SIZE, inboxSendRequested } from '@quire/realtime';
import {
  inboxSendFailed,
  socketConnected,
  socketDisconnected,
  userTypingChanged,
} from '@quire/realtime/events';
import {
  defaultLayout,
  LOADING_STORY,
  MOBILE_VIEWPORT,
  SCREEN_PARAMETERS,
  ScreenStub,
  UNAVAILABLE_STORY,
} from '@quire/story-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLoaderData } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { AppStore } from '../signed-in/store';
import {
  STORY_ATTACHMENTS,
  STORY_AUTHOR,
  storyConversations,
  storyHistory,
  storyManyConversations,
  storyMessage,
} from '../stories/story-conversations';
import { type StoryChatData, StorySignedIn } from '../stories/story-signed-in';
import { AdminInbox } from './admin-inbox';

interface InboxScreen {
  /** The open conversation, or null for the list alone. */
  userId?: number | null;
  data?: StoryChatData;
  setup?: (store: AppStore) => void;
}

/** `/admin/chat[/:userId]` in the site's default layout, as an administrator sees it. */
function inboxScreen({ userId = STORY_AUTHOR.id, data, setup }: InboxScreen = {}) {
  // biome-ignore lint/correctness/noComponentHookFactories: each story builds its page once, closed over that story's store setup; it is never re-created while mounted.
  const Page = () => {
    const loaded = useLoaderData() as { userId: number | null };
    return (
      <StorySignedIn
        data={{
          conversations: storyConversations(),
          threads: { [STORY_AUTHOR.id]: storyHistory(10) },
          ...data,
        }}
        setup={(store) => {
          store.dispatch(socketConnected());
          setup?.(store);
        }}
      >
        <h1 className="q-chat-inbox__title">Chat inbox</h1>
        <AdminInbox userId={loaded.userId} />
      </StorySignedIn>
    );
  };
  return (
    <ScreenStub
      url={userId === null ? '/admin/chat' : `/admin/chat/${userId}`}
      visitor="editor"
      routes={[
        defaultLayout({
          id: 'admin-chat',
          path: 'admin/chat/:userId?',
          Component: Page,
          loader: { data: { userId } },
        }),
      ]}
    />
  );
}

const meta = {
  title: 'Admin inbox',
  component: AdminInbox,
  parameters: SCREEN_PARAMETERS,
  args: { userId: STORY_AUTHOR.id },
  render: () => inboxScreen(),
} satisfies Meta<typeof AdminInbox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The conversations beside the open one. */
export const OpenConversation: Story = {};

/** The list alone, before a conversation is chosen. */
export const ConversationList: Story = { render: () => inboxScreen({ userId: null }) };

/** No author has written yet. */
export const Empty: Story = {
  render: () => inboxScreen({ userId: null, data: { conversations: [], threads: {} } }),
};

/**
 * More conversations than one page: the rest load when the reader reaches the end of the list
 * (or presses "Load more conversations").
 */
export const ManyConversations: Story = {
  render: () => inboxScreen({ userId: null, data: { conversations: storyManyConversations(110) } }),
  play: async ({ canvasElement }) => {
    const list = within(
      await within(canvasElement).findByRole('navigation', { name: 'Conversations' }),
    );
    await waitFor(() => expect(list.getAllByRole('listitem')).toHaveLength(INBOX_PAGE_SIZE + 1));
    await userEvent.click(list.getByRole('button', { name: 'Load more conversations' }));
    await waitFor(() => expect(list.getAllByRole('link')).toHaveLength(110));
    await expect(list.queryByRole('button', { name: 'Load more conversations' })).toBeNull();
  },
};

/** A long conversation with older pages on the server. */
export const LongHistory: Story = {
  render: () =>
    inboxScreen({ data: { threads: { [STORY_AUTHOR.id]: storyHistory(60) }, hasOlder: true } }),
};

/** A reply the server refused: it stays with Retry, the composer says why. */
export const FailedReply: Story = {
  render: () =>
    inboxScreen({
      setup: (store) => {
        const sent = store.dispatch(
          inboxSendRequested(STORY_AUTHOR.id, 'The editor will reply by Friday.'),
        );
        store.dispatch(
          inboxSendFailed({
            clientId: sent.payload.client_id,
            notice: 'You are sending messages too fast. Please wait a moment.',
          }),
        );
      },
    }),
};

/** The author is writing, in the thread and in the list. */
export const Typing: Story = {
  render: () =>
    inboxScreen({
      setup: (store) =>
        store.dispatch(userTypingChanged({ userId: STORY_AUTHOR.id, typing: true })),
    }),
};

/** The connection dropped for good: replies wait. */
export const Offline: Story = {
  render: () =>
    inboxScreen({
      setup: (store) => store.dispatch(socketDisconnected({ willReconnect: false })),
    }),
};

/** Files both ways in the thread. */
export const Attachments: Story = {
  render: () =>
    inboxScreen({
      data: {
        threads: {
          [STORY_AUTHOR.id]: [
            storyMessage(15, 'admin', 'Here is the response template.', {
              attachments: STORY_ATTACHMENTS.slice(1),
            }),
            storyMessage(14, 'user', 'The revised salinity figure.', {
              attachments: STORY_ATTACHMENTS.slice(0, 1),
            }),
            ...storyHistory(6),
          ],
        },
      },
    }),
};

/** On a phone the list and the thread take turns: the list. */
export const MobileList: Story = {
  globals: MOBILE_VIEWPORT,
  render: () => inboxScreen({ userId: null }),
};

/** On a phone the list and the thread take turns: the open thread. */
export const MobileThread: Story = {
  globals: MOBILE_VIEWPORT,
  render: () => inboxScreen(),
};

/** While its data reloads (a filter, the next page, a form's answer): the progress bar runs. */
export const Loading: Story = LOADING_STORY;

/** The API cannot be reached: the site's "Service Unavailable" page, in the site's frame. */
export const ApiUnavailable: Story = UNAVAILABLE_STORY;
