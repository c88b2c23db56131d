import {
  LOADING_STORY,
  MOBILE_VIEWPORT,
  SCREEN_PARAMETERS,
  ScreenStub,
  UNAVAILABLE_STORY,
} from '@quire/story-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { AUTHOR_ARTICLES, MANY_AUTHOR_ARTICLES, NO_AUTHOR_ARTICLES } from '../../stories/fixtures';
import { panelLayout } from '../../stories/panel-routes';
import { PanelArticlesPage } from './articles';

/** The author's published articles showing `data`. */
function articlesScreen(data: unknown, url = '/panel/articles') {
  return (
    <ScreenStub
      url={url}
      visitor="author"
      routes={[
        panelLayout({
          id: 'panel-articles',
          path: 'articles',
          Component: PanelArticlesPage,
          loader: { data },
        }),
      ]}
    />
  );
}

const meta = {
  title: 'My articles',
  component: PanelArticlesPage,
  parameters: SCREEN_PARAMETERS,
  render: () => articlesScreen(AUTHOR_ARTICLES),
} satisfies Meta<typeof PanelArticlesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four articles in two journals, one not yet in an issue. */
export const Default: Story = {};

/** A prolific author's first page of two: ten rows, some with long titles. */
export const ManyPages: Story = {
  render: () => articlesScreen(MANY_AUTHOR_ARTICLES),
};

/** Nothing published yet: the way to the submissions. */
export const Empty: Story = { render: () => articlesScreen(NO_AUTHOR_ARTICLES) };

export const Mobile: Story = { globals: MOBILE_VIEWPORT };

/** While its data reloads (a filter, the next page, a form's answer): the progress bar runs. */
export const Loading: Story = LOADING_STORY;

/** The API cannot be reached: the site's "Service Unavailable" page, in the site's frame. */
export const ApiUnavailable: Story = UNAVAILABLE_STORY;
