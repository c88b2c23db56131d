import { MOBILE_VIEWPORT, SCREEN_PARAMETERS, ScreenStub } from '@quire/story-kit';
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
