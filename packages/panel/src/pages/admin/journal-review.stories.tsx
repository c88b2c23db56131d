import {
  defaultLayout,
  LOADING_STORY,
  MOBILE_VIEWPORT,
  SCREEN_PARAMETERS,
  ScreenStub,
  UNAVAILABLE_STORY,
} from '@quire/story-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { JOURNAL_REVIEW } from '../../stories/fixtures';
import { AdminJournalReviewPage } from './journal-review';

/** A journal's peer review with the loader's `data` (or its `status`), after a refused post. */
function reviewScreen(
  loader: { data: unknown } | { status: number; message: string },
  actionData?: unknown,
) {
  return (
    <ScreenStub
      url="/admin/journals/1/review"
      visitor="editor"
      routes={[
        defaultLayout({
          id: 'admin-journal-review',
          path: 'admin/journals/:id/review',
          Component: AdminJournalReviewPage,
          loader,
          actionData,
        }),
      ]}
    />
  );
}

const meta = {
  title: 'Editors/Peer review settings',
  component: AdminJournalReviewPage,
  parameters: SCREEN_PARAMETERS,
  render: () => reviewScreen({ data: JOURNAL_REVIEW }),
} satisfies Meta<typeof AdminJournalReviewPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A manager's view: the settings, each question with its editor, and the add form. */
export const Manager: Story = {};

/** An editor's view: the settings and questions read-only. */
export const ReadOnly: Story = {
  render: () => reviewScreen({ data: { ...JOURNAL_REVIEW, canEdit: false } }),
};

/** No questions yet: reviewers write comments and a recommendation only. */
export const NoQuestions: Story = {
  render: () =>
    reviewScreen({
      data: { ...JOURNAL_REVIEW, form: { ...JOURNAL_REVIEW.form, questions: [] } },
    }),
};

/** Just saved: the notice says so. */
export const Saved: Story = {
  render: () => reviewScreen({ data: { ...JOURNAL_REVIEW, saved: 'question-added' } }),
};

/** Refused settings: days out of range, a reminder that is no number, an empty letter. */
export const SettingsRefused: Story = {
  render: () =>
    reviewScreen(
      { data: JOURNAL_REVIEW },
      {
        message: 'Please correct the errors below.',
        fieldErrors: {
          reviewDays: ['The time to review is at most 365 days.'],
          reviewReminderDays: ['Write whole numbers of days separated by commas, like -3, 2, 7.'],
          'decisionTemplates.accept': ['Write the acceptance letter.'],
        },
        values: {
          intent: 'settings',
          mode: 'open',
          responseDays: '7',
          reviewDays: '400',
          responseReminderDays: '-2, 3',
          reviewReminderDays: 'a week later',
          invitationTemplate: 'Please review {title}.',
          reminderTemplate: 'A reminder.',
          'decisionTemplates.request_revisions': 'Revise.',
          'decisionTemplates.accept': '',
          'decisionTemplates.decline': 'Declined.',
        },
      },
    ),
};

/** A refused question: no prompt, a choice with one option; what was typed is kept. */
export const QuestionRefused: Story = {
  render: () =>
    reviewScreen(
      { data: JOURNAL_REVIEW },
      {
        message: 'Please correct the errors below.',
        fieldErrors: {
          prompt: ['Write the question.'],
          options: ['A choice question offers at least two choices.'],
        },
        values: { intent: 'add-question', kind: 'choice', prompt: '', options: 'Yes' },
      },
    ),
};

/** A refused edit of a scale: its editor opens with the messages beside the fields. */
export const EditRefused: Story = {
  render: () =>
    reviewScreen(
      { data: JOURNAL_REVIEW },
      {
        message: 'Please correct the errors below.',
        fieldErrors: {
          scaleMax: ['A scale ends at a number from 2 to 10.'],
          scaleLow: ['Name the low end.'],
        },
        values: {
          intent: 'save-question',
          questionId: 'soundness',
          kind: 'scale',
          prompt: 'How sound are the methods?',
          scaleMax: '20',
          scaleLow: '',
          scaleHigh: 'Entirely sound',
          required: 'on',
        },
      },
    ),
};

/** A refused correction of a reviewer's interests: the editor opens with the message. */
export const InterestsRefused: Story = {
  render: () =>
    reviewScreen(
      { data: JOURNAL_REVIEW },
      {
        message: 'At most 30 interests.',
        fieldErrors: { interests: ['At most 30 interests.'] },
        values: { intent: 'interests', userId: '32', interests: 'Dunes\nDunes again' },
      },
    ),
};

/** No reviewers in the journal yet. */
export const NoReviewers: Story = {
  render: () => reviewScreen({ data: { ...JOURNAL_REVIEW, reviewers: [] } }),
};

export const Mobile: Story = { globals: MOBILE_VIEWPORT };

/** While its data reloads: the progress bar runs. */
export const Loading: Story = LOADING_STORY;

/** The API cannot be reached: the site's "Service Unavailable" page, in the site's frame. */
export const ApiUnavailable: Story = UNAVAILABLE_STORY;
