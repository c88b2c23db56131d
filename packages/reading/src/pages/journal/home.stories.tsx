import {
  LOADING_STORY,
  MOBILE_VIEWPORT,
  SCREEN_PARAMETERS,
  ScreenStub,
  UNAVAILABLE_STORY,
} from '@quire/story-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { JOURNAL_HOME, JOURNAL_HOME_WITH_NEWS, NEW_JOURNAL_HOME } from '../../stories/fixtures';
import { journalLayout } from '../../stories/journal-routes';
import { JournalHomePage } from './home';

/** A journal's front page showing `data`. */
function journalHomeScreen(data: unknown) {
  return (
    <ScreenStub
      url="/journals/computational-ecology"
      routes={[
        journalLayout({
          id: 'journal-home',
          index: true,
          Component: JournalHomePage,
          loader: { data },
        }),
      ]}
    />
  );
}

const meta = {
  title: 'Journal home',
  component: JournalHomePage,
  parameters: SCREEN_PARAMETERS,
  render: () => journalHomeScreen(JOURNAL_HOME),
} satisfies Meta<typeof JournalHomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithNews: Story = { render: () => journalHomeScreen(JOURNAL_HOME_WITH_NEWS) };

/** A journal that has published nothing yet. */
export const NewJournal: Story = { render: () => journalHomeScreen(NEW_JOURNAL_HOME) };

export const Mobile: Story = { globals: MOBILE_VIEWPORT };

/** While its data reloads (a filter, the next page, a form's answer): the progress bar runs. */
export const Loading: Story = LOADING_STORY;

/** The API cannot be reached: the site's "Service Unavailable" page, in the site's frame. */
export const ApiUnavailable: Story = UNAVAILABLE_STORY;
