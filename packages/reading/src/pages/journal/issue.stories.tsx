import {
  LOADING_STORY,
  MOBILE_VIEWPORT,
  SCREEN_PARAMETERS,
  ScreenStub,
  UNAVAILABLE_STORY,
} from '@quire/story-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { EMPTY_ISSUE, ISSUE, LONG_ISSUE } from '../../stories/fixtures';
import { journalLayout } from '../../stories/journal-routes';
import { IssuePage } from './issue';

/** An issue's table of contents with the loader's `data` (or its `status`). */
function issueScreen(loader: { data: unknown } | { status: number; message: string }) {
  return (
    <ScreenStub
      url="/journals/computational-ecology/volumes/11/issues/87"
      routes={[
        journalLayout({
          id: 'journal-issue',
          path: 'volumes/:id/issues/:issue_id',
          Component: IssuePage,
          loader,
        }),
      ]}
    />
  );
}

const meta = {
  title: 'Issue table of contents',
  component: IssuePage,
  parameters: SCREEN_PARAMETERS,
  render: () => issueScreen({ data: ISSUE }),
} satisfies Meta<typeof IssuePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A special issue: description and contents by section. */
export const Default: Story = {};

/** An issue announced before its articles. */
export const Empty: Story = { render: () => issueScreen({ data: EMPTY_ISSUE }) };

export const NotFound: Story = {
  render: () => issueScreen({ status: 404, message: 'No such issue' }),
};

/** Sixty articles in three sections under a long title (a meeting's proceedings). */
export const LongContents: Story = { render: () => issueScreen({ data: LONG_ISSUE }) };

/** One of its articles retracted: "Retracted" before its title, in words. */
export const WithRetractedArticle: Story = {
  render: () =>
    issueScreen({
      data: {
        ...ISSUE,
        issue: {
          ...ISSUE.issue,
          sections: ISSUE.issue.sections.map((section, index) =>
            index === 0
              ? {
                  ...section,
                  articles: section.articles.map((article, position) =>
                    position === 0 ? { ...article, retracted: true } : article,
                  ),
                }
              : section,
          ),
        },
      },
    }),
};

export const Mobile: Story = { globals: MOBILE_VIEWPORT };

/** While its data reloads (a filter, the next page, a form's answer): the progress bar runs. */
export const Loading: Story = LOADING_STORY;

/** The API cannot be reached: the site's "Service Unavailable" page, in the site's frame. */
export const ApiUnavailable: Story = UNAVAILABLE_STORY;
