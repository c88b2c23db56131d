import {
  LOADING_STORY,
  MOBILE_VIEWPORT,
  SCREEN_PARAMETERS,
  ScreenStub,
  UNAVAILABLE_STORY,
} from '@quire/story-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { BUSY_KEYWORD_PAGE, KEYWORD_PAGE, KEYWORD_PAST_END } from '../../stories/fixtures';
import { journalLayout } from '../../stories/journal-routes';
import { KeywordPage } from './keyword';

/** A keyword's articles in the journal, with the loader's `data` (or its `status`). */
function keywordScreen(
  loader: { data: unknown } | { status: number; message: string },
  url = '/journals/computational-ecology/keywords/drought%20legacy',
) {
  return (
    <ScreenStub
      url={url}
      routes={[
        journalLayout({
          id: 'journal-keyword',
          path: 'keywords/:keyword',
          Component: KeywordPage,
          loader,
        }),
      ]}
    />
  );
}

const meta = {
  title: 'Keyword',
  component: KeywordPage,
  parameters: SCREEN_PARAMETERS,
  render: () => keywordScreen({ data: KEYWORD_PAGE }),
} satisfies Meta<typeof KeywordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three articles, one outside any issue and one without a DOI. */
export const Default: Story = {};

/** A common keyword: the first of four pages. */
export const ManyPages: Story = {
  render: () =>
    keywordScreen(
      { data: BUSY_KEYWORD_PAGE },
      '/journals/computational-ecology/keywords/Bayesian%20hierarchical%20model',
    ),
};

/** An old link to a page past the end of the list offers the last page. */
export const PastTheEnd: Story = {
  render: () =>
    keywordScreen(
      { data: KEYWORD_PAST_END },
      '/journals/computational-ecology/keywords/drought%20legacy?page=3',
    ),
};

/** No article of the journal has the keyword. */
export const NotFound: Story = {
  render: () => keywordScreen({ status: 404, message: 'No articles with this keyword' }),
};

export const Mobile: Story = { globals: MOBILE_VIEWPORT };

/** While its data reloads (a filter, the next page, a form's answer): the progress bar runs. */
export const Loading: Story = LOADING_STORY;

/** The API cannot be reached: the site's "Service Unavailable" page, in the site's frame. */
export const ApiUnavailable: Story = UNAVAILABLE_STORY;
