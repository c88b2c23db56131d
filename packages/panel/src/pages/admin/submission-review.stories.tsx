import type { DecisionDraft, EditorAssignment, EditorReview } from '@quire/contracts';
import { defaultLayout, MOBILE_VIEWPORT, SCREEN_PARAMETERS, ScreenStub } from '@quire/story-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { SubmissionReviewPage } from './submission-review';

const QUESTIONS = [
  {
    id: 'methods',
    kind: 'choice' as const,
    prompt: 'Are the methods sound?',
    help: null,
    required: true,
    options: ['Yes', 'Partly', 'No'],
    scaleMax: null,
    scaleLabels: null,
  },
];

const SUBMITTED: EditorAssignment = {
  id: 11,
  round: 1,
  status: 'submitted',
  alias: 'Reviewer 1',
  reviewer: { id: 5, name: 'Rhea Quillworth', email: 'rhea.quill@review.example' },
  invitedAt: '2026-11-01T10:00:00.000Z',
  responseDueAt: '2026-11-08T10:00:00.000Z',
  reviewDueAt: '2026-11-29T10:00:00.000Z',
  respondedAt: '2026-11-02T10:00:00.000Z',
  submittedAt: '2026-11-20T10:00:00.000Z',
  overdue: false,
  declineReason: null,
  suggested: null,
  sharedComments: null,
  remindersSent: 0,
  review: {
    formVersion: 1,
    questions: QUESTIONS,
    answers: { methods: 'Partly' },
    recommendation: 'minor_revisions',
    commentsForAuthor:
      'Section 2 is long; the census method deserves a figure.\n\nThe comparison across forty years of proofs is convincing, but the second census needs its error bars, and the appendix repeats the introduction almost word for word.',
    commentsForEditor: 'I know this group’s earlier work; no conflict.',
    files: [],
    updatedAt: '2026-11-20T10:00:00.000Z',
    submittedAt: '2026-11-20T10:00:00.000Z',
  },
};

const DECLINED: EditorAssignment = {
  ...SUBMITTED,
  id: 12,
  alias: 'Reviewer 2',
  status: 'declined',
  reviewer: { id: null, name: 'Theo Newcombe', email: 'theo.newcombe@review.example' },
  submittedAt: null,
  review: null,
  declineReason: 'Travelling this month.',
  suggested: { name: 'Sam Suggested', email: 'sam@example.org' },
};

const INVITED: EditorAssignment = {
  ...DECLINED,
  id: 13,
  alias: 'Reviewer 3',
  status: 'invited',
  reviewer: { id: 9, name: 'Sam Suggested', email: 'sam@example.org' },
  declineReason: null,
  suggested: null,
  overdue: true,
};

const REVIEW: EditorReview = {
  submissionId: 3,
  mode: 'double_anonymous',
  openRound: 1,
  rounds: [
    {
      round: 1,
      openedAt: '2026-11-01T09:00:00.000Z',
      outcome: null,
      decidedAt: null,
      decisionLetter: null,
      assignments: [SUBMITTED, DECLINED, INVITED],
    },
  ],
  manuscripts: [
    {
      fileId: 7,
      name: 'ann-author-final.pdf',
      metadataAuthors: ['Ann Author'],
      namesAnAuthor: true,
      cleanedFileId: null,
      sentToReviewers: false,
    },
  ],
  defaults: { responseDueAt: '2026-12-06T10:00:00.000Z', reviewDueAt: '2026-12-27T10:00:00.000Z' },
};

const DRAFT: DecisionDraft = {
  decision: 'request_revisions',
  letter:
    'Thank you for submitting “Quiet numbers in loud places” to the Journal of Quiet Mathematics. The reviewers ask for revisions, as below.\n\n{reviews}',
  reviews: [
    {
      assignmentId: 11,
      alias: 'Reviewer 1',
      reviewerName: 'Rhea Quillworth',
      recommendation: 'minor_revisions',
      commentsForAuthor: SUBMITTED.review?.commentsForAuthor ?? '',
      commentsForEditor: 'I know this group’s earlier work; no conflict.',
      answers: [{ prompt: 'Are the methods sound?', answer: 'Partly' }],
    },
    {
      assignmentId: 14,
      alias: 'Reviewer 4',
      reviewerName: 'Ola Second',
      recommendation: 'major_revisions',
      commentsForAuthor: 'The second census is not described well enough to be repeated.',
      commentsForEditor: '',
      answers: [{ prompt: 'Are the methods sound?', answer: 'No' }],
    },
  ],
};

const CANDIDATES = [
  {
    id: 5,
    name: 'Rhea Quillworth',
    email: 'rhea.quill@review.example',
    affiliation: null,
    interests: ['number theory', 'censuses'],
    openAssignments: 1,
    completedReviews: 7,
    averageDays: 16.5,
    assignedHere: true,
  },
];

function reviewScreen(data: unknown, actionData?: unknown) {
  return (
    <ScreenStub
      url="/admin/submissions/3/review"
      visitor="editor"
      routes={[
        defaultLayout({
          id: 'admin-submission-review',
          path: 'admin/submissions/:id/review',
          Component: SubmissionReviewPage,
          loader: { data },
          ...(actionData === undefined ? {} : { actionData }),
        }),
      ]}
    />
  );
}

const meta = {
  title: 'Submission review (editor)',
  component: SubmissionReviewPage,
  parameters: SCREEN_PARAMETERS,
  render: () => reviewScreen({ id: 3, review: REVIEW, candidates: CANDIDATES, draft: null }),
} satisfies Meta<typeof SubmissionReviewPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A flagged manuscript, a submitted review, a decline with a suggestion, an overdue invitation. */
export const Round: Story = {};

/** The decision screen: the letter from the template and the reviews side by side. */
export const Decision: Story = {
  render: () => reviewScreen({ id: 3, review: REVIEW, candidates: CANDIDATES, draft: DRAFT }),
};

/** An invitation refused beside its fields. */
export const InviteRefused: Story = {
  render: () =>
    reviewScreen(
      { id: 3, review: REVIEW, candidates: CANDIDATES, draft: null },
      {
        message: 'Check the due dates marked below.',
        fieldErrors: { reviewDueAt: ['The review’s due date must be in the future.'] },
        values: { name: 'Ola Second', email: 'ola@example.org' },
      },
    ),
};

export const Mobile: Story = {
  globals: MOBILE_VIEWPORT,
  render: () => reviewScreen({ id: 3, review: REVIEW, candidates: CANDIDATES, draft: DRAFT }),
};
