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
  ADMIN_ISSUE_DECORATIVE_COVER,
  ADMIN_ISSUE_WITH_COVER,
  ADMIN_ISSUE_WITHOUT_COVER,
} from '../../stories/fixtures';
import { AdminIssuePage } from './issue';

/**
 * An issue's cover page with the loader's `data` (or its `status`), after a refused post
 * answered with `actionData` when given.
 */
function issueScreen(
  loader: { data: unknown } | { status: number; message: string },
  { actionData, url = '/admin/issues/87' }: { actionData?: unknown; url?: string } = {},
) {
  return (
    <ScreenStub
      url={url}
      visitor="editor"
      routes={[
        defaultLayout({
          id: 'admin-issue',
          path: 'admin/issues/:id',
          Component: AdminIssuePage,
          loader,
          actionData,
        }),
      ]}
    />
  );
}

const meta = {
  title: 'Editors/Issue cover',
  component: AdminIssuePage,
  parameters: SCREEN_PARAMETERS,
  render: () => issueScreen({ data: ADMIN_ISSUE_WITH_COVER }),
} satisfies Meta<typeof AdminIssuePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The current issue's cover with its description; a new image can replace it. */
export const WithCover: Story = {};

/** An issue being prepared, without a cover yet. */
export const WithoutCover: Story = {
  render: () => issueScreen({ data: ADMIN_ISSUE_WITHOUT_COVER }, { url: '/admin/issues/92' }),
};

/** A cover marked decorative: no description, the box ticked. */
export const DecorativeCover: Story = {
  render: () => issueScreen({ data: ADMIN_ISSUE_DECORATIVE_COVER }, { url: '/admin/issues/86' }),
};

/** After a save (`?saved=cover`): the confirmation. */
export const Saved: Story = {
  render: () =>
    issueScreen({ data: ADMIN_ISSUE_WITH_COVER }, { url: '/admin/issues/87?saved=cover' }),
};

/** A refused save: no image chosen and no description, each said where it belongs. */
export const Refused: Story = {
  render: () =>
    issueScreen(
      { data: ADMIN_ISSUE_WITHOUT_COVER },
      {
        url: '/admin/issues/92',
        actionData: {
          message: 'Please correct the errors below.',
          fieldErrors: {
            alt: ['Describe the cover for readers who cannot see it, or mark it as decorative.'],
            file: ['Choose the cover image to upload.'],
          },
          alt: '',
        },
      },
    ),
};

export const NotFound: Story = {
  render: () => issueScreen({ status: 404, message: 'No such issue' }),
};

export const Mobile: Story = { globals: MOBILE_VIEWPORT };

/** While its data reloads (a filter, the next page, a form's answer): the progress bar runs. */
export const Loading: Story = LOADING_STORY;

/** The API cannot be reached: the site's "Service Unavailable" page, in the site's frame. */
export const ApiUnavailable: Story = UNAVAILABLE_STORY;
