import {
  LOADING_STORY,
  MOBILE_VIEWPORT,
  SCREEN_PARAMETERS,
  ScreenStub,
  UNAVAILABLE_STORY,
} from '@quire/story-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MANY_MY_SUBMISSIONS, MY_SUBMISSIONS } from '../../stories/fixtures';
import { panelLayout } from '../../stories/panel-routes';
import { MySubmissionsPage } from './submission';

/** The author's submissions list at `url` showing `data`. */
function submissionsScreen(data: unknown, url = '/panel/submission') {
  return (
    <ScreenStub
      url={url}
      visitor="author"
      routes={[
        panelLayout({
          id: 'panel-submissions',
          path: 'submission',
          Component: MySubmissionsPage,
          loader: { data },
        }),
      ]}
    />
  );
}

const meta = {
  title: 'Submissions list',
  component: MySubmissionsPage,
  parameters: SCREEN_PARAMETERS,
  render: () => submissionsScreen(MY_SUBMISSIONS),
} satisfies Meta<typeof MySubmissionsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Nothing submitted yet. */
export const Empty: Story = {
  render: () =>
    submissionsScreen({
      ...MY_SUBMISSIONS,
      page: { data: [], meta: { page: 1, perPage: 10, total: 0, lastPage: 1 } },
    }),
};

/** A search that matches nothing. */
export const NoMatch: Story = {
  render: () =>
    submissionsScreen(
      {
        ...MY_SUBMISSIONS,
        filters: { ...MY_SUBMISSIONS.filters, q: 'permafrost', status: 'accepted' },
        page: { data: [], meta: { page: 1, perPage: 10, total: 0, lastPage: 1 } },
      },
      '/panel/submission?q=permafrost&status=accepted',
    ),
};

/** Just after deleting a draft. */
export const DraftDeleted: Story = {
  render: () =>
    submissionsScreen({ ...MY_SUBMISSIONS, deleted: true }, '/panel/submission?deleted=1'),
};

/** Page 4 of 12: ten long-titled submissions. */
export const ManyPages: Story = {
  render: () => submissionsScreen(MANY_MY_SUBMISSIONS, '/panel/submission?page=4'),
};

export const Mobile: Story = { globals: MOBILE_VIEWPORT };

/** While its data reloads (a filter, the next page, a form's answer): the progress bar runs. */
export const Loading: Story = LOADING_STORY;

/** The API cannot be reached: the site's "Service Unavailable" page, in the site's frame. */
export const ApiUnavailable: Story = UNAVAILABLE_STORY;
