import { defaultLayout, MOBILE_VIEWPORT, SCREEN_PARAMETERS, ScreenStub } from '@quire/story-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { EDITOR_ACCEPTED, PRODUCTION, SUBMISSION_DETAIL } from '../../stories/fixtures';
import { panelLayout } from '../../stories/panel-routes';
import { AdminSubmissionPage } from '../admin/submission';
import { SubmissionDetailPage } from './submission-detail';

/** The author's page of an accepted submission whose second proof waits for them. */
function proofScreen(actionData?: unknown) {
  return (
    <ScreenStub
      url="/panel/submission/58"
      visitor="author"
      routes={[
        panelLayout({
          id: 'panel-submission-detail',
          path: 'submission/:id',
          Component: SubmissionDetailPage,
          loader: {
            data: {
              ...SUBMISSION_DETAIL,
              submission: { ...SUBMISSION_DETAIL.submission, status: 'accepted' },
              production: PRODUCTION,
            },
          },
          actionData,
        }),
      ]}
    />
  );
}

const meta = {
  title: 'Submission proof',
  component: SubmissionDetailPage,
  parameters: SCREEN_PARAMETERS,
  render: () => proofScreen(),
} satisfies Meta<typeof SubmissionDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Round 2 waits for the author: the galleys, Approve, and the corrections form; round 1 below. */
export const ProofToApprove: Story = {};

export const Mobile: Story = { globals: MOBILE_VIEWPORT };

/** Corrections sent without text: the message beside the field, the form kept. */
export const CorrectionsWithoutText: Story = {
  render: () =>
    proofScreen({
      form: 'proof',
      message: 'Check the fields marked below.',
      fieldErrors: { corrections: ['Write the corrections: what should change in the proof.'] },
      corrections: '',
    }),
};

/** The editor's Production section: stage, galleys, send the proof, the rounds. */
export const EditorProduction: Story = {
  render: () => (
    <ScreenStub
      url="/admin/submissions/67"
      visitor="editor"
      routes={[
        defaultLayout({
          id: 'admin-submission',
          path: 'admin/submissions/:id',
          Component: AdminSubmissionPage,
          loader: { data: { ...EDITOR_ACCEPTED, production: PRODUCTION } },
        }),
      ]}
    />
  ),
};

export const EditorProductionMobile: Story = {
  ...EditorProduction,
  globals: MOBILE_VIEWPORT,
};
