import {
  LOADING_STORY,
  MOBILE_VIEWPORT,
  SCREEN_PARAMETERS,
  ScreenStub,
  UNAVAILABLE_STORY,
} from '@quire/story-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  LONG_NOTIFICATION,
  READ_NOTIFICATION,
  SYSTEM_NOTIFICATION,
  UNREAD_NOTIFICATION,
} from '../../stories/fixtures';
import { panelLayout } from '../../stories/panel-routes';
import { NotificationPage } from './notification';

/** A notification with the loader's `data` (or its `status`). */
function notificationScreen(loader: { data: unknown } | { status: number; message: string }) {
  return (
    <ScreenStub
      url="/panel/notifications/903"
      visitor="author"
      routes={[
        panelLayout({
          id: 'panel-notification',
          path: 'notifications/:id',
          Component: NotificationPage,
          loader,
        }),
      ]}
    />
  );
}

const meta = {
  title: 'Notification',
  component: NotificationPage,
  parameters: SCREEN_PARAMETERS,
  render: () => notificationScreen({ data: UNREAD_NOTIFICATION }),
} satisfies Meta<typeof NotificationPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * An unread decision with the way to the submission. The page marks it read by itself (the
 * post never answers here, so the "Mark as read" button stays for readers without JavaScript).
 */
export const Unread: Story = {};

/** Read earlier: when it was read, no button. */
export const Read: Story = { render: () => notificationScreen({ data: READ_NOTIFICATION }) };

/** A notice from the site: nothing to open. */
export const SiteNotice: Story = {
  render: () => notificationScreen({ data: SYSTEM_NOTIFICATION }),
};

/** The editor's whole letter, its lines kept. */
export const LongLetter: Story = { render: () => notificationScreen({ data: LONG_NOTIFICATION }) };

/** Someone else's notification, or one since deleted. */
export const NotFound: Story = {
  render: () => notificationScreen({ status: 404, message: 'No such notification' }),
};

export const Mobile: Story = { globals: MOBILE_VIEWPORT };

/** While its data reloads (a filter, the next page, a form's answer): the progress bar runs. */
export const Loading: Story = LOADING_STORY;

/** The API cannot be reached: the site's "Service Unavailable" page, in the site's frame. */
export const ApiUnavailable: Story = UNAVAILABLE_STORY;
