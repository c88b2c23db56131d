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
  JOURNAL_STAFF,
  JOURNAL_STAFF_FIND_REFUSED,
  JOURNAL_STAFF_FOUND,
  JOURNAL_STAFF_FOUND_NONE,
  JOURNAL_STAFF_NO_MATCH,
  JOURNAL_STAFF_READ_ONLY,
  NO_JOURNAL_STAFF,
} from '../../stories/fixtures';
import { AdminStaffPage } from './staff';

/**
 * A journal's staff page with the loader's `data` (or its `status`), after a refused post
 * answered with `actionData` when given.
 */
function staffScreen(
  loader: { data: unknown } | { status: number; message: string },
  {
    actionData,
    url = '/admin/staff/computational-ecology',
  }: { actionData?: unknown; url?: string } = {},
) {
  return (
    <ScreenStub
      url={url}
      visitor="editor"
      routes={[
        defaultLayout({
          id: 'admin-staff',
          path: 'admin/staff/:slug',
          Component: AdminStaffPage,
          loader,
          actionData,
        }),
      ]}
    />
  );
}

const meta = {
  title: 'Editors/Journal staff',
  component: AdminStaffPage,
  parameters: SCREEN_PARAMETERS,
  render: () => staffScreen({ data: JOURNAL_STAFF }),
} satisfies Meta<typeof AdminStaffPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** As a manager sees it: each person with roles and sections, a form to change each, one to add. */
export const Manager: Story = {};

/** As a section editor or editor sees it: the list alone. */
export const ReadOnly: Story = {
  render: () => staffScreen({ data: JOURNAL_STAFF_READ_ONLY }),
};

/** A new journal: no staff and no sections yet. */
export const Empty: Story = {
  render: () => staffScreen({ data: NO_JOURNAL_STAFF }),
};

/** A search that matches no one on the staff. */
export const NoMatch: Story = {
  render: () => staffScreen({ data: JOURNAL_STAFF_NO_MATCH }),
};

/** A manager found people by name to add: one chosen, its address in the add form. */
export const FoundByName: Story = {
  render: () => staffScreen({ data: JOURNAL_STAFF_FOUND }),
};

/** The same on a phone (long addresses and affiliations). */
export const FoundByNameMobile: Story = {
  globals: MOBILE_VIEWPORT,
  render: () => staffScreen({ data: JOURNAL_STAFF_FOUND }),
};

/** A search by name no account matches: invite by email instead. */
export const FoundNoOne: Story = {
  render: () => staffScreen({ data: JOURNAL_STAFF_FOUND_NONE }),
};

/** A search by name too short: the reason beside the field. */
export const FindRefused: Story = {
  render: () => staffScreen({ data: JOURNAL_STAFF_FIND_REFUSED }),
};

/** After adding someone (`?saved=added`): the confirmation. */
export const Added: Story = {
  render: () =>
    staffScreen({ data: JOURNAL_STAFF }, { url: '/admin/staff/computational-ecology?saved=added' }),
};

/** After an address without an account was invited (`?saved=invited`). */
export const Invited: Story = {
  render: () =>
    staffScreen(
      { data: JOURNAL_STAFF },
      { url: '/admin/staff/computational-ecology?saved=invited' },
    ),
};

/** A refused addition: the address is not one, and a section editor without sections. */
export const AddRefused: Story = {
  render: () =>
    staffScreen(
      { data: JOURNAL_STAFF },
      {
        actionData: {
          message: 'Please correct the errors below.',
          fieldErrors: {
            email: ['Enter a valid email address.'],
            sectionIds: ['Choose the sections this section editor handles.'],
          },
          values: {
            intent: 'add',
            userId: '',
            invitationId: '',
            email: 'new.editor@example',
            roles: ['section_editor'],
            sectionIds: [],
          },
        },
      },
    ),
};

/** A refused change of one person's roles: the form stays open beside them, with the message. */
export const ChangeRefused: Story = {
  render: () =>
    staffScreen(
      { data: JOURNAL_STAFF },
      {
        actionData: {
          message: 'Choose at least one role (to remove someone from the staff, delete them).',
          fieldErrors: {
            roles: ['Choose at least one role (to remove someone from the staff, delete them).'],
          },
          values: {
            intent: 'change',
            userId: '9',
            invitationId: '',
            email: '',
            roles: [],
            sectionIds: [],
          },
        },
      },
    ),
};

export const NotFound: Story = {
  render: () => staffScreen({ status: 404, message: 'No such journal' }),
};

export const Mobile: Story = { globals: MOBILE_VIEWPORT };

/** While its data reloads (a form's answer): the progress bar runs. */
export const Loading: Story = LOADING_STORY;

/** The API cannot be reached: the site's "Service Unavailable" page, in the site's frame. */
export const ApiUnavailable: Story = UNAVAILABLE_STORY;
