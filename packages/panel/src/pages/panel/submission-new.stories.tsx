import {
  LOADING_STORY,
  MOBILE_VIEWPORT,
  SCREEN_PARAMETERS,
  ScreenStub,
  UNAVAILABLE_STORY,
} from '@quire/story-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { OPTIONS } from '../../stories/fixtures';
import { panelLayout } from '../../stories/panel-routes';
import { SubmissionNewPage } from './submission-new';
import type { submissionNewLoader } from './submission-new.server';

type NewSubmissionData = Awaited<ReturnType<typeof submissionNewLoader>>;

const NEW_SUBMISSION: NewSubmissionData = {
  options: OPTIONS,
  clientKey: '0b9c6a52-3f1e-4d7a-9a86-2c41e5d0f7b3',
  preselectedJournalId: '',
  journalNotice: null,
};

/** The wizard's first step (journal and section) with `data`, after a post answering `result`. */
function journalStepScreen(
  data: NewSubmissionData,
  result?: unknown,
  url = '/panel/submission/new',
) {
  return (
    <ScreenStub
      url={url}
      visitor="author"
      routes={[
        panelLayout({
          id: 'panel-submission-new',
          path: 'submission/new',
          Component: SubmissionNewPage,
          loader: { data },
          actionData: result,
        }),
      ]}
    />
  );
}

const meta = {
  title: 'Submission wizard/Journal step',
  component: SubmissionNewPage,
  parameters: SCREEN_PARAMETERS,
  render: () => journalStepScreen(NEW_SUBMISSION),
} satisfies Meta<typeof SubmissionNewPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** Opened from a journal's "Submit to this journal" link. */
export const Preselected: Story = {
  render: () =>
    journalStepScreen(
      { ...NEW_SUBMISSION, preselectedJournalId: '1' },
      undefined,
      '/panel/submission/new?journal=computational-ecology',
    ),
};

/** Opened with a journal that takes no submissions here. */
export const UnknownJournal: Story = {
  render: () =>
    journalStepScreen(
      {
        ...NEW_SUBMISSION,
        journalNotice:
          'No journal here takes submissions under “plant-physiology”: choose the journal below.',
      },
      undefined,
      '/panel/submission/new?journal=plant-physiology',
    ),
};

/** Sent without choosing a journal. */
export const Refused: Story = {
  render: () =>
    journalStepScreen(NEW_SUBMISSION, {
      message: 'Choose the journal to submit to.',
      fieldErrors: { journalId: ['Choose the journal to submit to.'] },
      journalId: '',
      sectionId: '',
    }),
};

export const Mobile: Story = { globals: MOBILE_VIEWPORT };

/** While its data reloads (a filter, the next page, a form's answer): the progress bar runs. */
export const Loading: Story = LOADING_STORY;

/** The API cannot be reached: the site's "Service Unavailable" page, in the site's frame. */
export const ApiUnavailable: Story = UNAVAILABLE_STORY;
