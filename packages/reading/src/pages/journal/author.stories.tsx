import {
  LOADING_STORY,
  MOBILE_VIEWPORT,
  SCREEN_PARAMETERS,
  ScreenStub,
  UNAVAILABLE_STORY,
} from '@quire/story-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  AUTHOR_PAGE,
  AUTHOR_PAST_END,
  AUTHOR_WITHOUT_ORCID,
  PROLIFIC_AUTHOR_PAGE,
} from '../../stories/fixtures';
import { journalLayout } from '../../stories/journal-routes';
import { AuthorPage } from './author';

/** An author's articles in the journal, with the loader's `data` (or its `status`). */
function authorScreen(
  loader: { data: unknown } | { status: number; message: string },
  url = '/journals/computational-ecology/authors/Ingrid%20Halvorsen',
) {
  return (
    <ScreenStub
      url={url}
      routes={[
        journalLayout({
          id: 'journal-author',
          path: 'authors/:name',
          Component: AuthorPage,
          loader,
        }),
      ]}
    />
  );
}

const meta = {
  title: 'Author',
  component: AuthorPage,
  parameters: SCREEN_PARAMETERS,
  render: () => authorScreen({ data: AUTHOR_PAGE }),
} satisfies Meta<typeof AuthorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four articles, the author's affiliation and ORCID iD (which finds them in every journal). */
export const Default: Story = {};

/** Known only by name: no affiliation or ORCID iD, so every journal is searched by name. */
export const WithoutOrcid: Story = {
  render: () =>
    authorScreen(
      { data: AUTHOR_WITHOUT_ORCID },
      '/journals/computational-ecology/authors/Samuel%20Okonkwo-Lindqvist',
    ),
};

/** The second of three pages: long titles, long bylines, a long affiliation. */
export const ManyPages: Story = {
  render: () =>
    authorScreen(
      { data: PROLIFIC_AUTHOR_PAGE },
      '/journals/computational-ecology/authors/Erik%20Lindgren?page=2',
    ),
};

/** An old link to a page past the end of the list offers the last page. */
export const PastTheEnd: Story = {
  render: () =>
    authorScreen(
      { data: AUTHOR_PAST_END },
      '/journals/computational-ecology/authors/Ingrid%20Halvorsen?page=4',
    ),
};

/** No article of the journal has this name in its byline. */
export const NotFound: Story = {
  render: () => authorScreen({ status: 404, message: 'No articles by this author' }),
};

export const Mobile: Story = { globals: MOBILE_VIEWPORT };

/** While its data reloads (a filter, the next page, a form's answer): the progress bar runs. */
export const Loading: Story = LOADING_STORY;

/** The API cannot be reached: the site's "Service Unavailable" page, in the site's frame. */
export const ApiUnavailable: Story = UNAVAILABLE_STORY;
