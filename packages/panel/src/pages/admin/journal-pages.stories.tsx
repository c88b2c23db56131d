import {
  defaultLayout,
  LOADING_STORY,
  MOBILE_VIEWPORT,
  SCREEN_PARAMETERS,
  ScreenStub,
  UNAVAILABLE_STORY,
} from '@quire/story-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { JOURNAL_PAGES, SITE_PAGES } from '../../stories/fixtures';
import { AdminPagesPage } from './journal-pages';

/** A journal's pages with the loader's `data` (or its `status`), after a refused post when given. */
function pagesScreen(
  loader: { data: unknown } | { status: number; message: string },
  actionData?: unknown,
) {
  return (
    <ScreenStub
      url="/admin/journals/1/pages"
      visitor="editor"
      routes={[
        defaultLayout({
          id: 'admin-journal-pages',
          path: 'admin/journals/:id/pages',
          Component: AdminPagesPage,
          loader,
          actionData,
        }),
      ]}
    />
  );
}

const meta = {
  title: 'Editors/Pages',
  component: AdminPagesPage,
  parameters: SCREEN_PARAMETERS,
  render: () => pagesScreen({ data: JOURNAL_PAGES }),
} satisfies Meta<typeof AdminPagesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A manager's view: the pages in menu order, each with its editor, and the add form. */
export const Manager: Story = {};

/** An editor's view: read-only. */
export const ReadOnly: Story = {
  render: () =>
    pagesScreen({
      data: { ...JOURNAL_PAGES, canEdit: false },
    }),
};

/** The site's own pages (`{siteSettings}/pages`): the same screen, for its menu (header and footer). */
export const SitePages: Story = {
  render: () => pagesScreen({ data: SITE_PAGES }),
};

/** No pages yet. */
export const Empty: Story = {
  render: () => pagesScreen({ data: { ...JOURNAL_PAGES, pages: [] } }),
};

/** A refused addition: no title, an address taken. */
export const AddRefused: Story = {
  render: () =>
    pagesScreen(
      { data: JOURNAL_PAGES },
      {
        message: 'Please correct the errors below.',
        fieldErrors: {
          title: ['Enter the title.'],
          slug: ['Another page of this journal has this web address: choose another.'],
        },
        values: { intent: 'add', title: '', slug: 'about', body: '<p>Text</p>', inMenu: 'on' },
      },
    ),
};

export const Mobile: Story = { globals: MOBILE_VIEWPORT };

/** While its data reloads: the progress bar runs. */
export const Loading: Story = LOADING_STORY;

/** The API cannot be reached: the site's "Service Unavailable" page, in the site's frame. */
export const ApiUnavailable: Story = UNAVAILABLE_STORY;
