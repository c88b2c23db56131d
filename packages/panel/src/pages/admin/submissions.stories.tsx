import {
  defaultLayout,
  LOADING_STORY,
  MOBILE_VIEWPORT,
  SCREEN_PARAMETERS,
  ScreenStub,
  UNAVAILABLE_STORY,
} from '@quire/story-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { EDITORS_QUEUE, LONG_EDITORS_QUEUE } from '../../stories/fixtures';
import { AdminSubmissionsPage } from './submissions';

/** The editors' queue showing `data`. */
function queueScreen(data: unknown) {
  return (
    <ScreenStub
      url="/admin/submissions"
      visitor="editor"
      routes={[
        defaultLayout({
          id: 'admin-submissions',
          path: 'admin/submissions',
          Component: AdminSubmissionsPage,
          loader: { data },
        }),
      ]}
    />
  );
}

const meta = {
  title: 'Editors/Submissions queue',
  component: AdminSubmissionsPage,
  parameters: SCREEN_PARAMETERS,
  render: () => queueScreen(EDITORS_QUEUE),
} satisfies Meta<typeof AdminSubmissionsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every author's submissions, first of three pages. */
export const Default: Story = {};

export const Empty: Story = {
  render: () =>
    queueScreen({
      ...EDITORS_QUEUE,
      page: { data: [], meta: { page: 1, perPage: 10, total: 0, lastPage: 1 } },
    }),
};

/** Page 7 of 42: long titles and long author names and addresses. */
export const LongContent: Story = { render: () => queueScreen(LONG_EDITORS_QUEUE) };

export const Mobile: Story = { globals: MOBILE_VIEWPORT };

/** While its data reloads (a filter, the next page, a form's answer): the progress bar runs. */
export const Loading: Story = LOADING_STORY;

/** The API cannot be reached: the site's "Service Unavailable" page, in the site's frame. */
export const ApiUnavailable: Story = UNAVAILABLE_STORY;

/** The editor's "Needs my action" view: the title says which view, the count marks it. */
export const NeedsMyAction: Story = {
  render: () =>
    queueScreen({ ...EDITORS_QUEUE, filters: { ...EDITORS_QUEUE.filters, view: 'needs_me' } }),
};

/** A view with nothing in it says so in its own words. */
export const NothingNeedsMe: Story = {
  render: () =>
    queueScreen({
      ...EDITORS_QUEUE,
      filters: { ...EDITORS_QUEUE.filters, view: 'needs_me' },
      views: { needsMe: 0, unassigned: 5, overdue: 0, waiting: 2 },
      page: { data: [], meta: { page: 1, perPage: 10, total: 0, lastPage: 1 } },
    }),
};
