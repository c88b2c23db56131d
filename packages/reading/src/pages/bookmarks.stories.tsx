import {
  defaultLayout,
  LOADING_STORY,
  MOBILE_VIEWPORT,
  SCREEN_PARAMETERS,
  ScreenStub,
  UNAVAILABLE_STORY,
} from '@quire/story-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { BookmarksPage } from './bookmarks';
import type { bookmarksLoader } from './bookmarks.server';

type BookmarksData = Awaited<ReturnType<typeof bookmarksLoader>>;

const BOOKMARKS: BookmarksData = {
  bookmarks: [
    {
      articleId: 412,
      title:
        'Drought legacies in boreal forest carbon uptake: a hierarchical Bayesian analysis of eddy-covariance records, 2001–2023',
      path: '/journals/computational-ecology/articles/drought-legacies-boreal-carbon',
      authors: 'Ingrid Halvorsen, Matti Räsänen, Chiara Bellandi, Samuel Okonkwo-Lindqvist',
      journal: 'Journal of Computational Ecology',
      published: { dateTime: '2026-09-15', text: '15-09-2026' },
      bookmarked: { dateTime: '2026-10-02T21:14:00+00:00', text: '02-10-2026 21:14' },
    },
    {
      articleId: 233,
      title: 'Quire structure and the order of gatherings in Carolingian gospel books',
      path: '/journals/codex-studies/articles/quire-structure-carolingian-gospels',
      authors: 'Hélène Marchetti',
      journal: 'Journal of Codex Studies',
      published: { dateTime: '2025-04-12', text: '12-04-2025' },
      bookmarked: { dateTime: '2026-06-18T09:03:00+00:00', text: '18-06-2026 09:03' },
    },
    {
      articleId: 415,
      title:
        'Remote sensing of canopy water content with Sentinel-2: a comparison of radiative-transfer inversions',
      path: '/journals/computational-ecology/articles/sentinel-2-canopy-water',
      authors: 'Aisha Rahman, Pedro Alves, Marta Kowalczyk',
      journal: 'Journal of Computational Ecology',
      published: null,
      bookmarked: { dateTime: '2026-11-20T17:45:00+00:00', text: '20-11-2026 17:45' },
    },
  ],
  page: 1,
  perPage: 20,
  lastPage: 1,
  total: 3,
};

/** The second of four pages of a reader who bookmarks a lot: twenty long entries. */
const MANY_BOOKMARKS: BookmarksData = {
  bookmarks: Array.from({ length: 20 }, (_, index) => {
    const bookmark = BOOKMARKS.bookmarks[index % BOOKMARKS.bookmarks.length];
    if (!bookmark) throw new Error('BOOKMARKS has entries');
    return { ...bookmark, articleId: 900 + index, title: `${bookmark.title} (${index + 1})` };
  }),
  page: 2,
  perPage: 20,
  lastPage: 4,
  total: 71,
};

/** The reader's bookmarks showing `data`. */
function bookmarksScreen(data: BookmarksData) {
  return (
    <ScreenStub
      url="/bookmarks"
      visitor="author"
      routes={[
        defaultLayout({
          id: 'bookmarks',
          path: 'bookmarks',
          Component: BookmarksPage,
          loader: { data },
        }),
      ]}
    />
  );
}

const meta = {
  title: 'Bookmarks',
  component: BookmarksPage,
  parameters: SCREEN_PARAMETERS,
  render: () => bookmarksScreen(BOOKMARKS),
} satisfies Meta<typeof BookmarksPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Empty: Story = {
  render: () => bookmarksScreen({ ...BOOKMARKS, bookmarks: [], total: 0 }),
};

/** Page 2 of 4: twenty bookmarks with long titles. */
export const ManyPages: Story = { render: () => bookmarksScreen(MANY_BOOKMARKS) };

export const Mobile: Story = { globals: MOBILE_VIEWPORT };

/** While its data reloads (a filter, the next page, a form's answer): the progress bar runs. */
export const Loading: Story = LOADING_STORY;

/** The API cannot be reached: the site's "Service Unavailable" page, in the site's frame. */
export const ApiUnavailable: Story = UNAVAILABLE_STORY;
