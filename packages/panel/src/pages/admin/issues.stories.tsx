import {
  defaultLayout,
  LOADING_STORY,
  MOBILE_VIEWPORT,
  SCREEN_PARAMETERS,
  ScreenStub,
  UNAVAILABLE_STORY,
} from '@quire/story-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  ADMIN_ISSUES,
  ADMIN_ISSUES_ONE_JOURNAL,
  MANY_ADMIN_ISSUES,
  NO_ADMIN_ISSUES,
} from '../../stories/fixtures';
import { AdminIssuesPage } from './issues';

/** The editors' issue list showing `data` (after a refused post answered with `actionData`). */
function issuesScreen(data: unknown, url = '/admin/issues', actionData?: unknown) {
  return (
    <ScreenStub
      url={url}
      visitor="editor"
      routes={[
        defaultLayout({
          id: 'admin-issues',
          path: 'admin/issues',
          Component: AdminIssuesPage,
          loader: { data },
          actionData,
        }),
      ]}
    />
  );
}

const meta = {
  title: 'Editors/Issues',
  component: AdminIssuesPage,
  parameters: SCREEN_PARAMETERS,
  render: () => issuesScreen(ADMIN_ISSUES),
} satisfies Meta<typeof AdminIssuesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every journal's issues, first of two pages: one being prepared, some with covers. */
export const Default: Story = {};

/** Filtered to one journal. */
export const OneJournal: Story = {
  render: () => issuesScreen(ADMIN_ISSUES_ONE_JOURNAL, '/admin/issues?journal=codex-studies'),
};

/** A journal with no issue yet. */
export const Empty: Story = {
  render: () => issuesScreen(NO_ADMIN_ISSUES, '/admin/issues?journal=applied-linguistics-review'),
};

/** Signed in, but not an editor. */
export const Forbidden: Story = {
  render: () => (
    <ScreenStub
      url="/admin/issues"
      visitor="author"
      routes={[
        defaultLayout({
          id: 'admin-issues',
          path: 'admin/issues',
          Component: AdminIssuesPage,
          loader: { status: 403, message: 'Only editors can open the editorial pages.' },
        }),
      ]}
    />
  ),
};

/** A refused new issue: the number taken in that volume, the year not a number. */
export const CreateRefused: Story = {
  render: () =>
    issuesScreen(ADMIN_ISSUES, '/admin/issues', {
      message: 'Please correct the errors below.',
      fieldErrors: {
        number: ['Volume 6 already has an issue 2: choose another number.'],
        year: ['Enter the year as a whole number.'],
      },
      values: { journalId: '2', volume: '6', number: '2', year: 'next', title: '' },
    }),
};

/** Page 3 of 9: twenty issues with long labels. */
export const ManyPages: Story = {
  render: () => issuesScreen(MANY_ADMIN_ISSUES, '/admin/issues?page=3'),
};

export const Mobile: Story = { globals: MOBILE_VIEWPORT };

/** While its data reloads (a filter, the next page, a form's answer): the progress bar runs. */
export const Loading: Story = LOADING_STORY;

/** The API cannot be reached: the site's "Service Unavailable" page, in the site's frame. */
export const ApiUnavailable: Story = UNAVAILABLE_STORY;
