import { MOBILE_VIEWPORT, SCREEN_PARAMETERS, ScreenStub } from '@quire/story-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLoaderData } from 'react-router';
import type { SubmissionActionData } from '../lib/submission/action-data';
import type { DiscussionView } from '../server/discussion/discussion.server';
import {
  AUTHOR_DISCUSSION,
  CLOSED_DISCUSSION,
  EDITOR_DISCUSSION,
  EMPTY_DISCUSSION,
  FAILED_DISCUSSION,
  REVIEWER_DISCUSSION,
} from '../stories/discussion-fixtures';
import { panelLayout } from '../stories/panel-routes';
import { DiscussionSection, type DiscussionSectionProps } from './discussion-section';

/** The section on a page of its own, as the submission pages place it (props from the loader). */
function DiscussionPage() {
  const props = useLoaderData() as DiscussionSectionProps;
  return (
    <div className="q-panel-page">
      <DiscussionSection {...props} />
    </div>
  );
}

function discussionScreen(
  view: DiscussionView,
  viewer: DiscussionSectionProps['viewer'],
  result?: SubmissionActionData,
) {
  const data: DiscussionSectionProps = { view, viewer, ...(result ? { result } : {}) };
  return (
    <ScreenStub
      url="/panel/submission/42"
      visitor="author"
      routes={[
        panelLayout({
          id: 'panel-discussion',
          path: 'submission/:id',
          Component: DiscussionPage,
          loader: { data },
        }),
      ]}
    />
  );
}

const meta = {
  title: 'Submission discussion',
  component: DiscussionSection,
  parameters: SCREEN_PARAMETERS,
  args: { view: EDITOR_DISCUSSION, viewer: 'editor' },
  render: () => discussionScreen(EDITOR_DISCUSSION, 'editor'),
} satisfies Meta<typeof DiscussionSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The editor: every thread with unread counts (a reviewer's long name), a long message open. */
export const Editor: Story = {};

/** The author: their one thread with the editors, the editor's long message first. */
export const Author: Story = { render: () => discussionScreen(AUTHOR_DISCUSSION, 'author') };

/** A reviewer in double anonymous review: the editor is "Editor". */
export const Reviewer: Story = {
  render: () => discussionScreen(REVIEWER_DISCUSSION, 'reviewer'),
};

/** A thread nobody has written in yet. */
export const Empty: Story = { render: () => discussionScreen(EMPTY_DISCUSSION, 'author') };

/** A withdrawn review's thread: read-only. */
export const Closed: Story = { render: () => discussionScreen(CLOSED_DISCUSSION, 'reviewer') };

/** The API could not be reached: the section says so, the rest of the page still works. */
export const LoadFailed: Story = { render: () => discussionScreen(FAILED_DISCUSSION, 'editor') };

/** A refused message (too long): the reason above the box, the text kept. */
export const MessageRefused: Story = {
  render: () =>
    discussionScreen(AUTHOR_DISCUSSION, 'author', {
      form: 'discussion',
      thread: 'editor-author',
      body: 'A message that was too long…',
      message: 'Check the fields marked below.',
      fieldErrors: { body: ['A message can be at most 4000 characters.'] },
    }),
};

export const Mobile: Story = { globals: MOBILE_VIEWPORT };
