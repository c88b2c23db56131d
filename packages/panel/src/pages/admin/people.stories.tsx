import {
  defaultLayout,
  LOADING_STORY,
  MOBILE_VIEWPORT,
  SCREEN_PARAMETERS,
  ScreenStub,
  UNAVAILABLE_STORY,
} from '@quire/story-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { NO_PEOPLE, PEOPLE } from '../../stories/fixtures';
import { AdminPeoplePage } from './people';

/** The people page showing `data` at `url`, after a post's `actionData` when given. */
function peopleScreen(
  data: unknown,
  { url = '/admin/users', actionData }: { url?: string; actionData?: unknown } = {},
) {
  return (
    <ScreenStub
      url={url}
      visitor="editor"
      routes={[
        defaultLayout({
          id: 'admin-people',
          path: 'admin/users',
          Component: AdminPeoplePage,
          loader: { data },
          actionData,
        }),
      ]}
    />
  );
}

const meta = {
  title: 'Editors/People',
  component: AdminPeoplePage,
  parameters: SCREEN_PARAMETERS,
  render: () => peopleScreen(PEOPLE),
} satisfies Meta<typeof AdminPeoplePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Everyone, by name: site administrators, journal staff with long names, a disabled account. */
export const Everyone: Story = {};

/** Ordered by last sign-in, newest first (`aria-sort` on the header). */
export const ByLastSignIn: Story = {
  render: () =>
    peopleScreen(
      { ...PEOPLE, filters: { ...PEOPLE.filters, sort: 'lastSignIn', dir: 'desc' } },
      { url: '/admin/users?sort=lastSignIn&dir=desc' },
    ),
};

/** After disabling an account (`?done=disabled`). */
export const Disabled: Story = {
  render: () =>
    peopleScreen({ ...PEOPLE, done: 'disabled' }, { url: '/admin/users?done=disabled' }),
};

/** A refused change: your own account. */
export const Refused: Story = {
  render: () =>
    peopleScreen(PEOPLE, {
      actionData: { message: 'You cannot disable your own account.', fieldErrors: {} },
    }),
};

/** A search that finds no one. */
export const NoOne: Story = {
  render: () => peopleScreen(NO_PEOPLE, { url: '/admin/users?q=nobody' }),
};

export const Mobile: Story = { globals: MOBILE_VIEWPORT };

/** While its data reloads (a filter, the next page, a form's answer): the progress bar runs. */
export const Loading: Story = LOADING_STORY;

/** The API cannot be reached: the site's "Service Unavailable" page, in the site's frame. */
export const ApiUnavailable: Story = UNAVAILABLE_STORY;
