import {
  LOADING_STORY,
  MOBILE_VIEWPORT,
  SCREEN_PARAMETERS,
  ScreenStub,
  UNAVAILABLE_STORY,
} from '@quire/story-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MANY_NOTIFICATIONS, NOTIFICATIONS } from '../../stories/fixtures';
import { panelLayout } from '../../stories/panel-routes';
import { NotificationsPage } from './notifications';

/** The notifications page showing `data`. */
function notificationsScreen(data: unknown) {
  return (
    <ScreenStub
      url="/panel/notifications"
      visitor="author"
      routes={[
        panelLayout({
          id: 'panel-notifications',
          path: 'notifications',
          Component: NotificationsPage,
          loader: { data },
        }),
      ]}
    />
  );
}

const meta = {
  title: 'Notifications',
  component: NotificationsPage,
  parameters: SCREEN_PARAMETERS,
  render: () => notificationsScreen(NOTIFICATIONS),
} satisfies Meta<typeof NotificationsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two unread of four: decisions, a publication, a site notice. */
export const Default: Story = {};

export const Empty: Story = {
  render: () =>
    notificationsScreen({ ...NOTIFICATIONS, notifications: [], total: 0, unreadNotifications: 0 }),
};

/** The second of five pages, twenty long notifications, six unread. */
export const ManyPages: Story = { render: () => notificationsScreen(MANY_NOTIFICATIONS) };

export const Mobile: Story = { globals: MOBILE_VIEWPORT };

/** While its data reloads (a filter, the next page, a form's answer): the progress bar runs. */
export const Loading: Story = LOADING_STORY;

/** The API cannot be reached: the site's "Service Unavailable" page, in the site's frame. */
export const ApiUnavailable: Story = UNAVAILABLE_STORY;
