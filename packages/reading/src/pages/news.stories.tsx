import {
  defaultLayout,
  LOADING_STORY,
  MOBILE_VIEWPORT,
  SCREEN_PARAMETERS,
  ScreenStub,
  UNAVAILABLE_STORY,
} from '@quire/story-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MANY_NEWS, NEWS } from '../stories/fixtures';
import { NewsPage } from './news';

/** The page showing `data`, in the site's public layout. */
function screen(data: unknown) {
  return (
    <ScreenStub
      url="/news"
      routes={[
        defaultLayout({ id: 'page-news', path: 'news', Component: NewsPage, loader: { data } }),
      ]}
    />
  );
}

const meta = {
  title: 'News list',
  component: NewsPage,
  parameters: SCREEN_PARAMETERS,
  render: () => screen(NEWS),
} satisfies Meta<typeof NewsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Filtered to one journal. */
export const OneJournal: Story = {
  render: () =>
    screen({
      ...NEWS,
      items: NEWS.items.slice(0, 1),
      lastPage: 1,
      journal: { slug: 'computational-ecology', title: 'Journal of Computational Ecology' },
    }),
};

export const Empty: Story = { render: () => screen({ ...NEWS, items: [], lastPage: 1 }) };

/** Page 3 of 9, ten items, some with long titles. */
export const ManyPages: Story = { render: () => screen(MANY_NEWS) };

export const Mobile: Story = { globals: MOBILE_VIEWPORT };

/** While its data reloads (a filter, the next page, a form's answer): the progress bar runs. */
export const Loading: Story = LOADING_STORY;

/** The API cannot be reached: the site's "Service Unavailable" page, in the site's frame. */
export const ApiUnavailable: Story = UNAVAILABLE_STORY;
