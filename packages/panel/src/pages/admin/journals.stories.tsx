import {
  defaultLayout,
  LOADING_STORY,
  MOBILE_VIEWPORT,
  SCREEN_PARAMETERS,
  ScreenStub,
  UNAVAILABLE_STORY,
} from '@quire/story-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MANAGED_JOURNALS, NO_MANAGED_JOURNALS } from '../../stories/fixtures';
import { AdminJournalsPage } from './journals';

/** The journals list with the loader's `data` (or its `status`), after a refused post when given. */
function journalsScreen(
  loader: { data: unknown } | { status: number; message: string },
  { actionData, url = '/admin/journals' }: { actionData?: unknown; url?: string } = {},
) {
  return (
    <ScreenStub
      url={url}
      visitor="editor"
      routes={[
        defaultLayout({
          id: 'admin-journals',
          path: 'admin/journals',
          Component: AdminJournalsPage,
          loader,
          actionData,
        }),
      ]}
    />
  );
}

const meta = {
  title: 'Editors/Journals',
  component: AdminJournalsPage,
  parameters: SCREEN_PARAMETERS,
  render: () => journalsScreen({ data: MANAGED_JOURNALS }),
} satisfies Meta<typeof AdminJournalsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** As a site administrator sees it: every journal, its place in the order, and the form to create one. */
export const SiteAdministrator: Story = {};

/** As a journal's manager sees it: their journals, without ordering or creating. */
export const Manager: Story = {
  render: () =>
    journalsScreen({
      data: {
        ...MANAGED_JOURNALS,
        journals: MANAGED_JOURNALS.journals.slice(0, 1),
        canAdminister: false,
      },
    }),
};

/** A site without journals: the first one is created here. */
export const Empty: Story = {
  render: () => journalsScreen({ data: NO_MANAGED_JOURNALS }),
};

/** A refused creation: the address is taken, with what was typed kept. */
export const CreateRefused: Story = {
  render: () =>
    journalsScreen(
      { data: MANAGED_JOURNALS },
      {
        actionData: {
          message:
            'This web address already leads to Journal of Computational Ecology: choose another.',
          fieldErrors: {
            slug: [
              'This web address already leads to Journal of Computational Ecology: choose another.',
            ],
          },
          values: { intent: 'create', title: 'Journal of Ecology', slug: 'computational-ecology' },
        },
      },
    ),
};

/** After a reorder (`?saved=ordered`). */
export const Ordered: Story = {
  render: () => journalsScreen({ data: { ...MANAGED_JOURNALS, saved: 'ordered' } }),
};

export const Mobile: Story = { globals: MOBILE_VIEWPORT };

/** While its data reloads (a form's answer): the progress bar runs. */
export const Loading: Story = LOADING_STORY;

/** The API cannot be reached: the site's "Service Unavailable" page, in the site's frame. */
export const ApiUnavailable: Story = UNAVAILABLE_STORY;
