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
  ADMIN_ISSUE_WITHDRAWN,
  ADMIN_ISSUE_WITHOUT_COVER,
  CROSSREF_NO_PREFIX,
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
  title: 'Editors/Issue',
  component: AdminIssuePage,
  parameters: SCREEN_PARAMETERS,
  render: () => issueScreen({ data: ADMIN_ISSUE_WITH_COVER }),
} satisfies Meta<typeof AdminIssuePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The current issue: published, its table of contents in two sections, its cover with its
 * description; it can be withdrawn, and a new image can replace the cover.
 */
export const WithCover: Story = {};

/** A draft being prepared: no articles and no cover yet; it can be published, scheduled or deleted. */
export const WithoutCover: Story = {
  render: () => issueScreen({ data: ADMIN_ISSUE_WITHOUT_COVER }, { url: '/admin/issues/92' }),
};

/** A scheduled issue (the date in the journal's time zone), its cover marked decorative. */
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

/** A withdrawn issue: the reason its articles show, and publishing it again. */
export const Withdrawn: Story = {
  render: () => issueScreen({ data: ADMIN_ISSUE_WITHDRAWN }),
};

/** A refused withdrawal: no reason given, said beside the field. */
export const WithdrawRefused: Story = {
  render: () =>
    issueScreen(
      { data: ADMIN_ISSUE_WITH_COVER },
      {
        actionData: {
          message: 'Say why the issue is withdrawn: readers of its articles are shown it.',
          fieldErrors: {
            reason: ['Say why the issue is withdrawn: readers of its articles are shown it.'],
          },
          values: { intent: 'withdraw', reason: '' },
        },
      },
    ),
};

/** A stale save: someone saved the issue since it was opened. */
export const StaleSave: Story = {
  render: () =>
    issueScreen(
      { data: ADMIN_ISSUE_WITH_COVER },
      {
        actionData: {
          message:
            'Elena Okafor saved this issue on 2026-03-16 at 09:12 UTC, after you opened it. Reload to see their changes, then make yours again.',
          fieldErrors: {
            version: [
              'Elena Okafor saved this issue on 2026-03-16 at 09:12 UTC, after you opened it. Reload to see their changes, then make yours again.',
            ],
          },
          values: { intent: 'details', volume: '6', number: '2', year: '2026', title: 'Typed' },
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

/** A journal without a DOI prefix: the issue's Crossref section says so, with nothing to deposit. */
export const CrossrefWithoutPrefix: Story = {
  render: () =>
    issueScreen(
      { data: { ...ADMIN_ISSUE_WITH_COVER, crossref: CROSSREF_NO_PREFIX } },
      { url: '/admin/issues/87' },
    ),
};

/** A deposit refused before it was sent (no depositor email): the reason above the DOIs. */
export const CrossrefDepositRefused: Story = {
  render: () =>
    issueScreen(
      { data: ADMIN_ISSUE_WITH_COVER },
      {
        actionData: {
          message:
            'Give the depositor’s email in the journal’s DOI settings: Crossref writes to it about each deposit.',
          fieldErrors: {},
          values: { intent: 'crossref-deposit' },
        },
      },
    ),
};
