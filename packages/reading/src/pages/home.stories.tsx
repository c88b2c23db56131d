import {
  defaultLayout,
  LOADING_STORY,
  MOBILE_VIEWPORT,
  SCREEN_PARAMETERS,
  ScreenStub,
  UNAVAILABLE_STORY,
} from '@quire/story-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { EMPTY_HOME, HOME } from '../stories/fixtures';
import { HomePage } from './home';

/** The page showing `data`, in the site's public layout. */
function screen(data: unknown) {
  return (
    <ScreenStub
      url="/"
      routes={[
        defaultLayout({ id: 'page-home', index: true, Component: HomePage, loader: { data } }),
      ]}
    />
  );
}

const meta = {
  title: 'Home',
  component: HomePage,
  parameters: SCREEN_PARAMETERS,
  render: () => screen(HOME),
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** A site just set up: no journal, issue or news yet. */
export const Empty: Story = { render: () => screen(EMPTY_HOME) };

/** The single-journal site's configuration (its name and navigation) around the same page. */
export const SingleJournalSite: Story = {
  render: () => (
    <ScreenStub
      url="/"
      site="jce"
      routes={[
        defaultLayout({
          id: 'page-home',
          index: true,
          Component: HomePage,
          loader: { data: HOME },
        }),
      ]}
    />
  ),
};

export const Mobile: Story = { globals: MOBILE_VIEWPORT };

/** While its data reloads (a filter, the next page, a form's answer): the progress bar runs. */
export const Loading: Story = LOADING_STORY;

/** The API cannot be reached: the site's "Service Unavailable" page, in the site's frame. */
export const ApiUnavailable: Story = UNAVAILABLE_STORY;
