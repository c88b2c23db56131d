import {
  defaultLayout,
  LOADING_STORY,
  MOBILE_VIEWPORT,
  SCREEN_PARAMETERS,
  ScreenStub,
  UNAVAILABLE_STORY,
} from '@quire/story-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  MANY_SEARCH_RESULTS,
  SEARCH_AUTHOR_FOUND,
  SEARCH_EMPTY,
  SEARCH_INVALID,
  SEARCH_KEYWORD_AND_FULL_TEXT,
  SEARCH_NOTHING,
  SEARCH_RESULTS,
} from '../stories/fixtures';
import { SearchPage } from './search';

/** The search page at `url` showing `data`. */
function searchScreen(data: unknown, url = '/search?q=drought+legacy') {
  return (
    <ScreenStub
      url={url}
      routes={[
        defaultLayout({ id: 'search', path: 'search', Component: SearchPage, loader: { data } }),
      ]}
    />
  );
}

const meta = {
  title: 'Search results',
  component: SearchPage,
  parameters: SCREEN_PARAMETERS,
  render: () => searchScreen(SEARCH_RESULTS),
} satisfies Meta<typeof SearchPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Results with the words found marked in titles and snippets. */
export const Results: Story = {};

/** A name typed without its accents: the author is marked as the name is written. */
export const AuthorFound: Story = {
  render: () => searchScreen(SEARCH_AUTHOR_FOUND, '/search?q=rasanen'),
};

/** Found in a keyword (the keywords are shown, the match marked) and only in a full text. */
export const KeywordAndFullText: Story = {
  render: () => searchScreen(SEARCH_KEYWORD_AND_FULL_TEXT, '/search?q=peatland'),
};

export const NothingFound: Story = {
  render: () => searchScreen(SEARCH_NOTHING, '/search?q=permafrost+methane'),
};

/** Before anything was asked. */
export const Prompt: Story = { render: () => searchScreen(SEARCH_EMPTY, '/search') };

/** A search the API refused, with the field to fix. */
export const Invalid: Story = {
  render: () => searchScreen(SEARCH_INVALID, '/search?q=drought+legacy&year=20266'),
};

/** Page 3 of more than a thousand results, with long author lists. */
export const ManyPages: Story = {
  render: () => searchScreen(MANY_SEARCH_RESULTS, '/search?q=drought+legacy&page=3'),
};

export const Mobile: Story = { globals: MOBILE_VIEWPORT };

/** While its data reloads (a filter, the next page, a form's answer): the progress bar runs. */
export const Loading: Story = LOADING_STORY;

/** The API cannot be reached: the site's "Service Unavailable" page, in the site's frame. */
export const ApiUnavailable: Story = UNAVAILABLE_STORY;
