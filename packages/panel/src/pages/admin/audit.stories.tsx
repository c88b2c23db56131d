import {
  defaultLayout,
  LOADING_STORY,
  MOBILE_VIEWPORT,
  SCREEN_PARAMETERS,
  ScreenStub,
  UNAVAILABLE_STORY,
} from '@quire/story-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { AUDIT_LOG, EMPTY_AUDIT_LOG } from '../../stories/fixtures';
import { AdminAuditPage } from './audit';

/** The audit log with the loader's `data` (or its `status`). */
function auditScreen(loader: { data: unknown } | { status: number; message: string }) {
  return (
    <ScreenStub
      url="/admin/audit"
      visitor="editor"
      routes={[
        defaultLayout({
          id: 'admin-audit',
          path: 'admin/audit',
          Component: AdminAuditPage,
          loader,
        }),
      ]}
    />
  );
}

const meta = {
  title: 'Editors/Audit log',
  component: AdminAuditPage,
  parameters: SCREEN_PARAMETERS,
  render: () => auditScreen({ data: AUDIT_LOG }),
} satisfies Meta<typeof AdminAuditPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Newest first: each change with who, when and its fields' old and new values. */
export const Entries: Story = {};

/** Filters that match nothing. */
export const Empty: Story = { render: () => auditScreen({ data: EMPTY_AUDIT_LOG }) };

/** A filter the API refused: its message above an empty list. */
export const FilterRefused: Story = {
  render: () =>
    auditScreen({
      data: { ...EMPTY_AUDIT_LOG, refused: 'Search with letters, digits and symbols.' },
    }),
};

/** An editor who manages no journal: the 403 page. */
export const Forbidden: Story = {
  render: () =>
    auditScreen({
      status: 403,
      message: 'Only the journals’ managers and the site’s administrators read the audit log.',
    }),
};

export const Mobile: Story = { globals: MOBILE_VIEWPORT };

/** While its data reloads: the progress bar runs. */
export const Loading: Story = LOADING_STORY;

/** The API cannot be reached: the site's "Service Unavailable" page, in the site's frame. */
export const ApiUnavailable: Story = UNAVAILABLE_STORY;
