import type { ReviewTask } from '@quire/contracts';
import { MOBILE_VIEWPORT, SCREEN_PARAMETERS, ScreenStub } from '@quire/story-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { REVIEWER_DISCUSSION } from '../../stories/discussion-fixtures';
import { panelLayout } from '../../stories/panel-routes';
import { ReviewTaskPage } from './review-task';

const QUESTIONS: ReviewTask['form']['questions'] = [
  {
    id: 'contribution',
    kind: 'text',
    prompt: 'What does the manuscript contribute, and is it new?',
    help: null,
    required: true,
    options: [],
    scaleMax: null,
    scaleLabels: null,
  },
  {
    id: 'methods',
    kind: 'choice',
    prompt: 'Are the methods sound?',
    help: null,
    required: true,
    options: ['Yes', 'Partly', 'No', 'Cannot judge'],
    scaleMax: null,
    scaleLabels: null,
  },
  {
    id: 'clarity',
    kind: 'scale',
    prompt: 'How clearly is it written?',
    help: 'One is hard to follow; five is very clear.',
    required: false,
    options: [],
    scaleMax: 5,
    scaleLabels: ['Hard to follow', 'Very clear'],
  },
];

const INVITED: ReviewTask = {
  id: 41,
  status: 'invited',
  round: 1,
  alias: 'Reviewer 2',
  mode: 'double_anonymous',
  journal: { slug: 'jqm', title: 'Journal of Quiet Mathematics' },
  submission: {
    title:
      'Quiet numbers in loud places: a longitudinal census of integers that refuse to be counted in crowded proofs',
    abstract:
      'We count quiet numbers in places where louder ones dominate.\n\nThen we count them again, with a method that survives the noise, and compare the two censuses across forty years of published proofs.',
    keywords: ['numbers', 'silence', 'census'],
    section: 'Research Articles',
    authors: null,
  },
  invitedAt: '2026-11-20T10:00:00.000Z',
  responseDueAt: '2026-11-27T10:00:00.000Z',
  reviewDueAt: '2026-12-18T10:00:00.000Z',
  files: [],
  form: { version: 1, questions: QUESTIONS },
  review: null,
  outcome: null,
  hasPassword: false,
};

const IN_PROGRESS: ReviewTask = {
  ...INVITED,
  status: 'accepted',
  files: [{ id: 7, name: 'manuscript-round-1.pdf', size: 482_113, mimeType: 'application/pdf' }],
  review: {
    formVersion: 1,
    questions: QUESTIONS,
    answers: { contribution: 'A new census method.', clarity: 4 },
    recommendation: 'minor_revisions',
    commentsForAuthor: 'Section 2 is long; the census method deserves a figure.',
    commentsForEditor: '',
    files: [],
    updatedAt: '2026-11-25T10:00:00.000Z',
    submittedAt: null,
  },
};

const SUBMITTED: ReviewTask = {
  ...IN_PROGRESS,
  status: 'submitted',
  outcome: 'revisions_requested',
  hasPassword: true,
  review: {
    ...(IN_PROGRESS.review as NonNullable<ReviewTask['review']>),
    submittedAt: '2026-11-26T10:00:00.000Z',
  },
};

/** The page with the loader's answer (and, for a refused post, the action's). */
function reviewScreen(data: unknown, actionData?: unknown) {
  return (
    <ScreenStub
      url="/panel/reviews/41"
      visitor="author"
      routes={[
        panelLayout({
          id: 'panel-review',
          path: 'reviews/:id',
          Component: ReviewTaskPage,
          loader: { data },
          ...(actionData === undefined ? {} : { actionData }),
        }),
      ]}
    />
  );
}

const dates = {
  responseDue: { dateTime: '2026-11-27', text: '27-11-2026' },
  reviewDue: { dateTime: '2026-12-18', text: '18-12-2026' },
};

const meta = {
  title: 'Review (reviewer)',
  component: ReviewTaskPage,
  parameters: SCREEN_PARAMETERS,
  render: () =>
    reviewScreen({
      state: 'open',
      task: INVITED,
      token: 'tok',
      dates,
      discussion: REVIEWER_DISCUSSION,
    }),
} satisfies Meta<typeof ReviewTaskPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The invitation opened from its link, double anonymous: no authors; Accept or Decline. */
export const Invitation: Story = {};

/** Declining without a reason: the refusal beside the field, what was typed kept. */
export const DeclineRefused: Story = {
  render: () =>
    reviewScreen(
      { state: 'open', task: INVITED, token: 'tok', dates, discussion: REVIEWER_DISCUSSION },
      {
        message: 'Check the fields marked below.',
        fieldErrors: { reason: ['Say why you decline (a line is enough).'] },
        values: { suggestedName: 'Sam Suggested' },
      },
    ),
};

/** Accepted: the cleaned manuscript under a neutral name, and the draft being written. */
export const InProgress: Story = {
  render: () =>
    reviewScreen({
      state: 'open',
      task: IN_PROGRESS,
      token: null,
      dates,
      discussion: REVIEWER_DISCUSSION,
    }),
};

/** Submitting an incomplete review: each missing answer marked. */
export const SubmitRefused: Story = {
  render: () =>
    reviewScreen(
      { state: 'open', task: IN_PROGRESS, token: null, dates, discussion: REVIEWER_DISCUSSION },
      {
        message: 'The review is not complete yet: see the fields marked below.',
        fieldErrors: {
          'answers.methods': ['Answer this question before submitting.'],
          recommendation: ['Choose a recommendation.'],
        },
        values: {},
      },
    ),
};

/** Submitted: read-only, with the round's outcome. */
export const Submitted: Story = {
  render: () =>
    reviewScreen({
      state: 'open',
      task: SUBMITTED,
      token: null,
      dates,
      discussion: REVIEWER_DISCUSSION,
    }),
};

/** A link that no longer works. */
export const InvalidLink: Story = {
  render: () =>
    reviewScreen({
      state: 'invalid',
      message:
        'This review link no longer works: the review was submitted, declined or withdrawn. Ask the journal if you need it again.',
    }),
};

export const Mobile: Story = { globals: MOBILE_VIEWPORT };
