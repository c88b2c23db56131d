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
  EDITOR_ACCEPTED,
  EDITOR_ACCEPTED_NO_ISSUE,
  EDITOR_PUBLISHED,
  EDITOR_REVISIONS_REQUESTED,
  EDITOR_SUBMITTED,
} from '../../stories/fixtures';
import { AdminSubmissionPage } from './submission';

/**
 * A submission on the editors' side with the loader's `data` (or its `status`), after a refused
 * post answered with `actionData` when given.
 */
function editorScreen(
  loader: { data: unknown } | { status: number; message: string },
  { actionData, url = '/admin/submissions/67' }: { actionData?: unknown; url?: string } = {},
) {
  return (
    <ScreenStub
      url={url}
      visitor="editor"
      routes={[
        defaultLayout({
          id: 'admin-submission',
          path: 'admin/submissions/:id',
          Component: AdminSubmissionPage,
          loader,
          actionData,
        }),
      ]}
    />
  );
}

const meta = {
  title: 'Editors/Submission',
  component: AdminSubmissionPage,
  parameters: SCREEN_PARAMETERS,
  render: () => editorScreen({ data: EDITOR_SUBMITTED }),
} satisfies Meta<typeof AdminSubmissionPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new submission: every decision offered, the manuscript, authors and history. */
export const Submitted: Story = {};

/** A decision that needs a letter, sent without one: the form shows why, the choice kept. */
export const DecisionRefused: Story = {
  render: () =>
    editorScreen(
      { data: EDITOR_SUBMITTED },
      {
        actionData: {
          message: 'Write to the author what this decision means for them.',
          fieldErrors: { message: ['Write to the author what this decision means for them.'] },
          form: 'decision',
          decision: 'decline',
          letter: '',
        },
      },
    ),
};

/** Just asked for revisions: the notice, and only "decline" left. */
export const DecisionRecorded: Story = {
  render: () =>
    editorScreen(
      { data: EDITOR_REVISIONS_REQUESTED },
      { url: '/admin/submissions/58?done=request_revisions' },
    ),
};

/** Accepted: the publishing form (issue, section, pages, DOI, licence). */
export const Accepted: Story = {
  render: () => editorScreen({ data: EDITOR_ACCEPTED }, { url: '/admin/submissions/61' }),
};

/** The API refused to publish (the DOI is taken): the message, and what was chosen kept. */
export const PublishRefused: Story = {
  render: () =>
    editorScreen(
      { data: EDITOR_ACCEPTED },
      {
        url: '/admin/submissions/61',
        actionData: {
          message: 'The given data was invalid.',
          fieldErrors: {
            doi: ['The DOI 10.5555/jce.2026.0412 is already used by another article.'],
          },
          form: 'publish',
          issueId: '92',
          sectionId: '11',
          pages: '145–171',
          doi: '10.5555/jce.2026.0412',
          licenseId: 'cc-by-4.0',
        },
      },
    ),
};

/** Accepted, but the journal has no issue yet to publish in. */
export const AcceptedWithoutIssue: Story = {
  render: () => editorScreen({ data: EDITOR_ACCEPTED_NO_ISSUE }, { url: '/admin/submissions/61' }),
};

/** Just published: the public article's address, no more forms. */
export const Published: Story = {
  render: () =>
    editorScreen({ data: EDITOR_PUBLISHED }, { url: '/admin/submissions/61?done=published' }),
};

/** Signed in, but not an editor. */
export const Forbidden: Story = {
  render: () =>
    editorScreen({ status: 403, message: 'Only editors can open the editorial pages.' }),
};

export const NotFound: Story = {
  render: () => editorScreen({ status: 404, message: 'No such submission' }),
};

export const Mobile: Story = { globals: MOBILE_VIEWPORT };

/** While its data reloads (a filter, the next page, a form's answer): the progress bar runs. */
export const Loading: Story = LOADING_STORY;

/** The API cannot be reached: the site's "Service Unavailable" page, in the site's frame. */
export const ApiUnavailable: Story = UNAVAILABLE_STORY;

/** Assigning someone who may not edit the submission: the API's reason beside the choice. */
export const AssignmentRefused: Story = {
  render: () =>
    editorScreen(
      { data: EDITOR_SUBMITTED },
      {
        actionData: {
          message:
            'This person cannot be assigned: only the journal’s managers and editors, and the section editors of the submission’s section, can be.',
          fieldErrors: {
            userId: [
              'This person cannot be assigned: only the journal’s managers and editors, and the section editors of the submission’s section, can be.',
            ],
          },
          form: 'assign',
          userId: '12',
        },
      },
    ),
};

/** Just assigned: the notice, the new editor listed with who assigned them, and the timeline. */
export const EditorAssigned: Story = {
  render: () =>
    editorScreen({ data: EDITOR_SUBMITTED }, { url: '/admin/submissions/67?done=assigned' }),
};

/** No editor yet, and everyone who could edit it listed to choose from (long names). */
export const NoEditorYet: Story = {
  render: () =>
    editorScreen({
      data: {
        ...EDITOR_SUBMITTED,
        editors: {
          assigned: [],
          candidates: [
            ...EDITOR_SUBMITTED.editors.candidates,
            {
              id: 21,
              name: 'Tomás Ferreira de Albuquerque e Vasconcelos',
              email: 'tomas.ferreira@ecology.example',
              roles: ['editor', 'section_editor'],
              suggested: true,
            },
          ],
        },
      },
    }),
};
