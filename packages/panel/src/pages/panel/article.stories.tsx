import {
  LOADING_STORY,
  MOBILE_VIEWPORT,
  SCREEN_PARAMETERS,
  ScreenStub,
  UNAVAILABLE_STORY,
} from '@quire/story-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { AUTHOR_ARTICLE, NEW_AUTHOR_ARTICLE } from '../../stories/fixtures';
import { panelLayout } from '../../stories/panel-routes';
import { PanelArticlePage } from './article';

/** One of the author's articles with the loader's `data` (or its `status`). */
function articleScreen(loader: { data: unknown } | { status: number; message: string }) {
  return (
    <ScreenStub
      url="/panel/articles/373"
      visitor="author"
      routes={[
        panelLayout({
          id: 'panel-article',
          path: 'articles/:id',
          Component: PanelArticlePage,
          loader,
        }),
      ]}
    />
  );
}

const meta = {
  title: 'My article',
  component: PanelArticlePage,
  parameters: SCREEN_PARAMETERS,
  render: () => articleScreen({ data: AUTHOR_ARTICLE }),
} satisfies Meta<typeof PanelArticlePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A year-old article: totals, twelve months of readership, DOI and citation. */
export const Default: Story = {};

/** Published two months ago: no DOI, PDF or keywords, and mostly empty months. */
export const JustPublished: Story = { render: () => articleScreen({ data: NEW_AUTHOR_ARTICLE }) };

/** Someone else's article, or an unknown id. */
export const NotFound: Story = {
  render: () => articleScreen({ status: 404, message: 'No such article' }),
};

export const Mobile: Story = { globals: MOBILE_VIEWPORT };

/** While its data reloads (a filter, the next page, a form's answer): the progress bar runs. */
export const Loading: Story = LOADING_STORY;

/** The API cannot be reached: the site's "Service Unavailable" page, in the site's frame. */
export const ApiUnavailable: Story = UNAVAILABLE_STORY;
