import type { DiscussionPresent } from '@quire/contracts';
import { publishLive } from '@quire/site';
import { MOBILE_VIEWPORT, SCREEN_PARAMETERS, ScreenStub } from '@quire/story-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { useLoaderData } from 'react-router';
import type { SubmissionActionData } from '../lib/submission/action-data';
import type { DiscussionView } from '../server/discussion/discussion.server';
import {
  AUTHOR_DISCUSSION,
  CLOSED_DISCUSSION,
  EDITOR_DISCUSSION,
  EDITOR_PRESENCE,
  EMPTY_DISCUSSION,
  FAILED_DISCUSSION,
  REVIEWER_DISCUSSION,
  REVIEWER_PRESENCE,
} from '../stories/discussion-fixtures';
import { panelLayout } from '../stories/panel-routes';
import { DiscussionSection, type DiscussionSectionProps } from './discussion-section';

type PageData = DiscussionSectionProps & { present?: DiscussionPresent[] };

/**
 * The section on a page of its own, as the submission pages place it (props from the loader);
 * `present` plays the live connection's answer of who has the thread open.
 */
function DiscussionPage() {
  const { present, ...props } = useLoaderData() as PageData;
  const view = props.view.status === 'ready' ? props.view : null;
  useEffect(() => {
    const thread = view?.active?.thread.key;
    if (!present || !view || !thread) return;
    publishLive('discussion_presence', { submissionId: view.submissionId, thread, present });
  }, [present, view]);
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
  present?: DiscussionPresent[],
) {
  const data: PageData = {
    view,
    viewer,
    ...(result ? { result } : {}),
    ...(present ? { present } : {}),
  };
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
  render: () => discussionScreen(EDITOR_DISCUSSION, 'editor', undefined, EDITOR_PRESENCE),
} satisfies Meta<typeof DiscussionSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The editor: every thread with unread counts (a reviewer's long name), a long message open,
 * the author's files, the "new messages" divider above what is new to them, and who is here.
 */
export const Editor: Story = {};

/** The author: their one thread with the editors, the editor's long message first. */
export const Author: Story = { render: () => discussionScreen(AUTHOR_DISCUSSION, 'author') };

/** A reviewer in double anonymous review: the editor is "Editor", here and in the file's name. */
export const Reviewer: Story = {
  render: () => discussionScreen(REVIEWER_DISCUSSION, 'reviewer', undefined, REVIEWER_PRESENCE),
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

/** A refused file (its type): the API's reason above the box, the text kept. */
export const FileRefused: Story = {
  render: () =>
    discussionScreen(AUTHOR_DISCUSSION, 'author', {
      form: 'discussion',
      thread: 'editor-author',
      body: 'The spreadsheet with the raw data.',
      message:
        'This type of file is not accepted for a discussion message. Allowed types: .pdf, .png, .jpg, .jpeg, .webp, .gif.',
    }),
};

export const Mobile: Story = { globals: MOBILE_VIEWPORT };
