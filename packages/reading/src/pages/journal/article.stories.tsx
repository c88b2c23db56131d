import {
  LOADING_STORY,
  MOBILE_VIEWPORT,
  SCREEN_PARAMETERS,
  ScreenStub,
  UNAVAILABLE_STORY,
} from '@quire/story-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ARTICLE, LONG_ARTICLE, SHORT_ARTICLE } from '../../stories/fixtures';
import { journalArticleLayout } from '../../stories/journal-routes';
import { ArticlePage } from './article';

const URL = '/journals/computational-ecology/articles/drought-legacies-boreal-carbon';

type ArticleStoryOptions = Pick<Parameters<typeof ScreenStub>[0], 'visitor' | 'site'>;

/** The article page with the loader's `data` (or its `status`), inside the journal's frame. */
function articleScreen(
  loader: { data: unknown } | { status: number; message: string },
  options: ArticleStoryOptions = {},
) {
  return (
    <ScreenStub
      url={URL}
      {...options}
      routes={[
        journalArticleLayout({
          id: 'journal-article',
          path: 'articles/:article_slug',
          Component: ArticlePage,
          loader,
        }),
      ]}
    />
  );
}

const meta = {
  title: 'Article',
  component: ArticlePage,
  parameters: SCREEN_PARAMETERS,
  render: () => articleScreen({ data: ARTICLE }),
} satisfies Meta<typeof ArticlePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A research article with full text, files, references and citations, to a signed-out reader. */
export const Default: Story = {};

/** A signed-in reader who has bookmarked the article. */
export const Bookmarked: Story = {
  render: () =>
    articleScreen({ data: { ...ARTICLE, bookmark: { bookmarked: true } } }, { visitor: 'author' }),
};

/** A short communication: no full text, files, keywords or references. */
export const ShortCommunication: Story = {
  render: () => articleScreen({ data: SHORT_ARTICLE }),
};

/** An address that names no article. */
export const NotFound: Story = {
  render: () => articleScreen({ status: 404, message: 'No such article' }),
};

/** At the limits: a long title with an unbreakable word, 14 authors, 12 keywords, 40 references. */
export const LongContent: Story = { render: () => articleScreen({ data: LONG_ARTICLE }) };

export const Mobile: Story = { globals: MOBILE_VIEWPORT };

/** While its data reloads (a filter, the next page, a form's answer): the progress bar runs. */
export const Loading: Story = LOADING_STORY;

/** The API cannot be reached: the site's "Service Unavailable" page, in the site's frame. */
export const ApiUnavailable: Story = UNAVAILABLE_STORY;
