import {
  LOADING_STORY,
  MOBILE_VIEWPORT,
  SCREEN_PARAMETERS,
  ScreenStub,
  UNAVAILABLE_STORY,
} from '@quire/story-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { GUIDELINES_PAGE, LONG_JOURNAL_PAGE } from '../../stories/fixtures';
import { journalLayout } from '../../stories/journal-routes';
import { JournalPagePage } from './page';

/** A journal's own page with the loader's `data` (or its `status`). */
function journalPageScreen(loader: { data: unknown } | { status: number; message: string }) {
  return (
    <ScreenStub
      url="/journals/computational-ecology/pages/author-guidelines"
      routes={[
        journalLayout({
          id: 'journal-page',
          path: 'pages/:page_slug',
          Component: JournalPagePage,
          loader,
        }),
      ]}
    />
  );
}

const meta = {
  title: 'Journal page',
  component: JournalPagePage,
  parameters: SCREEN_PARAMETERS,
  render: () => journalPageScreen({ data: GUIDELINES_PAGE }),
} satisfies Meta<typeof JournalPagePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The author guidelines (which also invite to submit). */
export const AuthorGuidelines: Story = {};

/** Any other page, e.g. the editorial board. */
export const OtherPage: Story = {
  render: () =>
    journalPageScreen({
      data: {
        ...GUIDELINES_PAGE,
        page: {
          title: 'Editorial board',
          bodyHtml:
            '<h2>Editor-in-chief</h2><p>Tomás Ferreira, University of Lisbon</p><h2>Associate editors</h2><ul><li>Ingrid Halvorsen, University of Bergen</li><li>Aisha Rahman, University of Dhaka</li><li>Hiroshi Tanaka, Hokkaido University</li></ul>',
          isAuthorGuidelines: false,
        },
      },
    }),
};

export const NotFound: Story = {
  render: () => journalPageScreen({ status: 404, message: 'No such page' }),
};

/** A page as long as a real journal's guidelines, with a table. */
export const LongContent: Story = { render: () => journalPageScreen({ data: LONG_JOURNAL_PAGE }) };

export const Mobile: Story = { globals: MOBILE_VIEWPORT };

/** While its data reloads (a filter, the next page, a form's answer): the progress bar runs. */
export const Loading: Story = LOADING_STORY;

/** The API cannot be reached: the site's "Service Unavailable" page, in the site's frame. */
export const ApiUnavailable: Story = UNAVAILABLE_STORY;
