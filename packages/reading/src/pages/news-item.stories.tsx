import {
  defaultLayout,
  LOADING_STORY,
  MOBILE_VIEWPORT,
  SCREEN_PARAMETERS,
  ScreenStub,
  UNAVAILABLE_STORY,
} from '@quire/story-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { LONG_NEWS_ITEM, NEWS_ITEM } from '../stories/fixtures';
import { NewsItemPage } from './news-item';

/** A news item with the loader's `data` (or its `status`). */
function newsItemScreen(loader: { data: unknown } | { status: number; message: string }) {
  return (
    <ScreenStub
      url="/news/call-for-papers-ecological-forecasting"
      routes={[
        defaultLayout({ id: 'news-item', path: 'news/:slug', Component: NewsItemPage, loader }),
      ]}
    />
  );
}

const meta = {
  title: 'News item',
  component: NewsItemPage,
  parameters: SCREEN_PARAMETERS,
  render: () => newsItemScreen({ data: NEWS_ITEM }),
} satisfies Meta<typeof NewsItemPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const NotFound: Story = {
  render: () => newsItemScreen({ status: 404, message: 'No such news item' }),
};

/** A long title and body: three sections, a table of dates, a long unbroken link. */
export const LongContent: Story = { render: () => newsItemScreen({ data: LONG_NEWS_ITEM }) };

export const Mobile: Story = { globals: MOBILE_VIEWPORT };

/** While its data reloads (a filter, the next page, a form's answer): the progress bar runs. */
export const Loading: Story = LOADING_STORY;

/** The API cannot be reached: the site's "Service Unavailable" page, in the site's frame. */
export const ApiUnavailable: Story = UNAVAILABLE_STORY;
