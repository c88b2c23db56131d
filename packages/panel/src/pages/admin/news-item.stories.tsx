import {
  defaultLayout,
  LOADING_STORY,
  MOBILE_VIEWPORT,
  SCREEN_PARAMETERS,
  ScreenStub,
  UNAVAILABLE_STORY,
} from '@quire/story-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { NEW_NEWS_ITEM, NEWS_ITEM } from '../../stories/fixtures';
import { AdminNewsItemPage } from './news';

/** A news item's form with the loader's `data` (or its `status`), after a refused post when given. */
function newsItemScreen(
  loader: { data: unknown } | { status: number; message: string },
  actionData?: unknown,
) {
  return (
    <ScreenStub
      url="/admin/news/9"
      visitor="editor"
      routes={[
        defaultLayout({
          id: 'admin-news-item',
          path: 'admin/news/:id',
          Component: AdminNewsItemPage,
          loader,
          actionData,
        }),
      ]}
    />
  );
}

const meta = {
  title: 'Editors/News item',
  component: AdminNewsItemPage,
  parameters: SCREEN_PARAMETERS,
  render: () => newsItemScreen({ data: NEWS_ITEM }),
} satisfies Meta<typeof AdminNewsItemPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A saved draft, with its rich text. */
export const Draft: Story = {};

/** A new item's empty form. */
export const New: Story = { render: () => newsItemScreen({ data: NEW_NEWS_ITEM }) };

/** A refused save: no text, an address taken, what was typed kept. */
export const SaveRefused: Story = {
  render: () =>
    newsItemScreen(
      { data: NEWS_ITEM },
      {
        message: 'Please correct the errors below.',
        fieldErrors: {
          body: ['Write the news.'],
          slug: ['Another news item has this web address: choose another.'],
        },
        values: {
          intent: 'save',
          journal: 'computational-ecology',
          title: 'Call for papers',
          slug: 'call-for-papers',
          body: '',
          status: 'published',
        },
      },
    ),
};

export const NotFound: Story = {
  render: () => newsItemScreen({ status: 404, message: 'No such news item' }),
};

export const Mobile: Story = { globals: MOBILE_VIEWPORT };

/** While its data reloads: the progress bar runs. */
export const Loading: Story = LOADING_STORY;

/** The API cannot be reached: the site's "Service Unavailable" page, in the site's frame. */
export const ApiUnavailable: Story = UNAVAILABLE_STORY;
