import {
  LOADING_STORY,
  MOBILE_VIEWPORT,
  SCREEN_PARAMETERS,
  ScreenStub,
  UNAVAILABLE_STORY,
} from '@quire/story-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { DASHBOARD, NEW_AUTHOR_DASHBOARD } from '../../stories/fixtures';
import { panelLayout } from '../../stories/panel-routes';
import { PanelDashboardPage } from './dashboard';

/** The author's dashboard showing `data`. */
function dashboardScreen(data: unknown) {
  return (
    <ScreenStub
      url="/panel"
      visitor="author"
      routes={[
        panelLayout({
          id: 'panel-dashboard',
          index: true,
          Component: PanelDashboardPage,
          loader: { data },
        }),
      ]}
    />
  );
}

const meta = {
  title: 'Dashboard',
  component: PanelDashboardPage,
  parameters: SCREEN_PARAMETERS,
  render: () => dashboardScreen(DASHBOARD),
} satisfies Meta<typeof PanelDashboardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Submissions at every stage, a published article, unread notifications. */
export const Default: Story = {};

/** A new author: a welcome and the way to a first submission. */
export const NewAuthor: Story = { render: () => dashboardScreen(NEW_AUTHOR_DASHBOARD) };

export const Mobile: Story = { globals: MOBILE_VIEWPORT };

/** While its data reloads (a filter, the next page, a form's answer): the progress bar runs. */
export const Loading: Story = LOADING_STORY;

/** The API cannot be reached: the site's "Service Unavailable" page, in the site's frame. */
export const ApiUnavailable: Story = UNAVAILABLE_STORY;
