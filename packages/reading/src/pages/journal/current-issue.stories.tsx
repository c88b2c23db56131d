import {
  LOADING_STORY,
  MOBILE_VIEWPORT,
  SCREEN_PARAMETERS,
  ScreenStub,
  UNAVAILABLE_STORY,
} from '@quire/story-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { CURRENT_ISSUE_PAGE, LONG_CURRENT_ISSUE, NO_CURRENT_ISSUE } from '../../stories/fixtures';
import { journalLayout } from '../../stories/journal-routes';
import { CurrentIssuePage } from './current-issue';

/** The journal's current issue with the loader's `data` (or its `status`). */
function currentIssueScreen(loader: { data: unknown } | { status: number; message: string }) {
  return (
    <ScreenStub
      url="/journals/computational-ecology/current-issue"
      routes={[
        journalLayout({
          id: 'journal-current-issue',
          path: 'current-issue',
          Component: CurrentIssuePage,
          loader,
        }),
      ]}
    />
  );
}

const meta = {
  title: 'Current issue',
  component: CurrentIssuePage,
  parameters: SCREEN_PARAMETERS,
  render: () => currentIssueScreen({ data: CURRENT_ISSUE_PAGE }),
} satisfies Meta<typeof CurrentIssuePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The autumn special issue: description and contents by section. */
export const Default: Story = {};

/** A new journal: nothing published yet. */
export const NoIssueYet: Story = { render: () => currentIssueScreen({ data: NO_CURRENT_ISSUE }) };

/** The address names no journal the API knows. */
export const NotFound: Story = {
  render: () => currentIssueScreen({ status: 404, message: 'No such journal' }),
};

/** A current issue of sixty articles in three sections. */
export const LongContents: Story = {
  render: () => currentIssueScreen({ data: LONG_CURRENT_ISSUE }),
};

export const Mobile: Story = { globals: MOBILE_VIEWPORT };

/** While its data reloads (a filter, the next page, a form's answer): the progress bar runs. */
export const Loading: Story = LOADING_STORY;

/** The API cannot be reached: the site's "Service Unavailable" page, in the site's frame. */
export const ApiUnavailable: Story = UNAVAILABLE_STORY;
