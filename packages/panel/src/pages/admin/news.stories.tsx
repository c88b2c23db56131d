import {
  defaultLayout,
  LOADING_STORY,
  MOBILE_VIEWPORT,
  SCREEN_PARAMETERS,
  ScreenStub,
  UNAVAILABLE_STORY,
} from '@quire/story-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { NEWS_LIST, NO_NEWS } from '../../stories/fixtures';
import { AdminNewsPage } from './news';

/** The news list with the loader's `data` (or its `status`). */
function newsScreen(loader: { data: unknown } | { status: number; message: string }) {
  return (
    <ScreenStub
      url="/admin/news"
      visitor="editor"
      routes={[
        defaultLayout({ id: 'admin-news', path: 'admin/news', Component: AdminNewsPage, loader }),
      ]}
    />
  );
}

const meta = {
  title: 'Editors/News',
  component: AdminNewsPage,
  parameters: SCREEN_PARAMETERS,
  render: () => newsScreen({ data: NEWS_LIST }),
} satisfies Meta<typeof AdminNewsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Drafts, scheduled and published news of the site and a journal. */
export const List: Story = {};

/** No news yet. */
export const Empty: Story = { render: () => newsScreen({ data: NO_NEWS }) };

/** A section editor (no news to write): the 403 page. */
export const Forbidden: Story = {
  render: () =>
    newsScreen({
      status: 403,
      message:
        'Only the journals’ managers and editors, and the site’s administrators, write news.',
    }),
};

export const Mobile: Story = { globals: MOBILE_VIEWPORT };

/** While its data reloads: the progress bar runs. */
export const Loading: Story = LOADING_STORY;

/** The API cannot be reached: the site's "Service Unavailable" page, in the site's frame. */
export const ApiUnavailable: Story = UNAVAILABLE_STORY;
