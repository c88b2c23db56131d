import { messageSendRequested } from '@quire/realtime';
import {
  adminPresenceChanged,
  adminTypingChanged,
  chatDeleted,
  firstPageLoaded,
  messageSendRefused,
  socketConnected,
  socketDisconnected,
} from '@quire/realtime/events';
import {
  LOADING_STORY,
  MOBILE_VIEWPORT,
  panelLayout,
  SCREEN_PARAMETERS,
  ScreenStub,
  UNAVAILABLE_STORY,
} from '@quire/story-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AppStore } from '../signed-in/store';
import { STORY_ATTACHMENTS, storyHistory, storyMessage } from '../stories/story-conversations';
import { StorySignedIn } from '../stories/story-signed-in';
import { ChatScreen } from './chat-screen';

/** `/panel/chat` in the panel's frame, with the store in the state `setup` puts it in. */
function chatScreen(setup: (store: AppStore) => void) {
  // biome-ignore lint/correctness/noComponentHookFactories: each story builds its page once, closed over that story's store setup; it is never re-created while mounted.
  const Page = () => (
    <StorySignedIn setup={setup}>
      <h1>Chat</h1>
      <ChatScreen />
    </StorySignedIn>
  );
  return (
    <ScreenStub
      url="/panel/chat"
      visitor="author"
      routes={[
        panelLayout({ id: 'panel-chat', path: 'chat', Component: Page, loader: { data: null } }),
      ]}
    />
  );
}

/** Connected, with `messages` (newest first) loaded and the administrators online. */
function connected(store: AppStore, messages = storyHistory(8), hasMore = false) {
  store.dispatch(socketConnected());
  store.dispatch(adminPresenceChanged(true));
  store.dispatch(firstPageLoaded({ messages, hasMore, unreadCount: 0 }));
}

const meta = {
  title: 'Author chat screen',
  component: ChatScreen,
  parameters: SCREEN_PARAMETERS,
  render: () => chatScreen((store) => connected(store)),
} satisfies Meta<typeof ChatScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A conversation under way, the administrators online. */
export const Conversation: Story = {};

/** Nothing written yet: the list invites the first message. */
export const Empty: Story = {
  render: () => chatScreen((store) => connected(store, [])),
};

/** Sixty messages and more on the server: the list scrolls, older pages load at the top. */
export const LongHistory: Story = {
  render: () => chatScreen((store) => connected(store, storyHistory(60), true)),
};

/** The server refused a send as too fast: the message stays with Retry, the composer says why. */
export const FailedSend: Story = {
  render: () =>
    chatScreen((store) => {
      connected(store);
      const sent = store.dispatch(messageSendRequested('Here is the DOI: 10.5281/zenodo.1234567'));
      store.dispatch(
        messageSendRefused({
          clientId: sent.payload.client_id,
          notice: 'You are sending messages too fast. Please wait a moment.',
        }),
      );
    }),
};

/** An administrator is writing a reply. */
export const Typing: Story = {
  render: () =>
    chatScreen((store) => {
      connected(store);
      store.dispatch(adminTypingChanged(true));
    }),
};

/** The connection dropped for good (no network): the composer waits, the messages stay. */
export const Offline: Story = {
  render: () =>
    chatScreen((store) => {
      connected(store);
      store.dispatch(socketDisconnected({ willReconnect: false }));
    }),
};

/** The connection dropped and socket.io is trying again. */
export const Reconnecting: Story = {
  render: () =>
    chatScreen((store) => {
      connected(store);
      store.dispatch(socketDisconnected({ willReconnect: true }));
    }),
};

/** A figure from the author and a PDF from the administrators, shown in place. */
export const Attachments: Story = {
  render: () =>
    chatScreen((store) =>
      connected(store, [
        storyMessage(15, 'admin', 'Here is the response template the editor asked for.', {
          attachments: STORY_ATTACHMENTS.slice(1),
        }),
        storyMessage(14, 'user', 'The revised salinity figure, as discussed.', {
          attachments: STORY_ATTACHMENTS.slice(0, 1),
        }),
        ...storyHistory(6),
      ]),
    ),
};

/** An administrator deleted the chat: the notice shows until the panel takes over. */
export const Deleted: Story = {
  render: () =>
    chatScreen((store) => {
      connected(store);
      store.dispatch(chatDeleted());
    }),
};

/** On a phone: the pane takes the screen below the panel's header. */
export const Mobile: Story = {
  globals: MOBILE_VIEWPORT,
  render: () => chatScreen((store) => connected(store, storyHistory(24), true)),
};

/** While its data reloads (a filter, the next page, a form's answer): the progress bar runs. */
export const Loading: Story = LOADING_STORY;

/** The API cannot be reached: the site's "Service Unavailable" page, in the site's frame. */
export const ApiUnavailable: Story = UNAVAILABLE_STORY;
