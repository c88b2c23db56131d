import {
  LOADING_STORY,
  MOBILE_VIEWPORT,
  SCREEN_PARAMETERS,
  ScreenStub,
  UNAVAILABLE_STORY,
} from '@quire/story-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { JUST_SUBMITTED, LONG_HISTORY_DETAIL, SUBMISSION_DETAIL } from '../../stories/fixtures';
import { panelLayout } from '../../stories/panel-routes';
import { SubmissionDetailPage } from './submission-detail';

/** A submission's page with the loader's `data` (or its `status`). */
function detailScreen(loader: { data: unknown } | { status: number; message: string }) {
  return (
    <ScreenStub
      url="/panel/submission/58"
      visitor="author"
      routes={[
        panelLayout({
          id: 'panel-submission-detail',
          path: 'submission/:id',
          Component: SubmissionDetailPage,
          loader,
        }),
      ]}
    />
  );
}

const meta = {
  title: 'Submission detail',
  component: SubmissionDetailPage,
  parameters: SCREEN_PARAMETERS,
  render: () => detailScreen({ data: SUBMISSION_DETAIL }),
} satisfies Meta<typeof SubmissionDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The editor asked for revisions: their letter, the history and the revision form. */
export const RevisionsRequested: Story = {};

/** Sent a moment ago (the confirmation shows once). */
export const JustSubmitted: Story = { render: () => detailScreen({ data: JUST_SUBMITTED }) };

export const NotFound: Story = {
  render: () => detailScreen({ status: 404, message: 'No such submission' }),
};

/** A long title and three rounds of review with long letters. */
export const LongHistory: Story = { render: () => detailScreen({ data: LONG_HISTORY_DETAIL }) };

export const Mobile: Story = { globals: MOBILE_VIEWPORT };

/** While its data reloads (a filter, the next page, a form's answer): the progress bar runs. */
export const Loading: Story = LOADING_STORY;

/** The API cannot be reached: the site's "Service Unavailable" page, in the site's frame. */
export const ApiUnavailable: Story = UNAVAILABLE_STORY;

/**
 * Under review with reviewers at work: how many reviews are in, without a reviewer's name, and a
 * review received in the timeline with no one named.
 */
export const UnderReview: Story = {
  render: () =>
    detailScreen({
      data: {
        ...SUBMISSION_DETAIL,
        submission: {
          ...SUBMISSION_DETAIL.submission,
          status: 'under_review',
          reviewProgress: { received: 2, expected: 3 },
          history: [
            ...SUBMISSION_DETAIL.submission.history.slice(0, 3),
            {
              id: 90,
              kind: 'review_submitted',
              fromStatus: null,
              toStatus: null,
              actor: 'reviewer',
              actorName: '',
              subjectName: null,
              message: null,
              createdAt: '2026-03-20T10:00:00.000Z',
              createdText: '20-03-2026 10:00',
            },
          ],
        },
      },
    }),
};
