import {
  defaultLayout,
  LOADING_STORY,
  MOBILE_VIEWPORT,
  SCREEN_PARAMETERS,
  ScreenStub,
  UNAVAILABLE_STORY,
} from '@quire/story-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ATTENTION, NOTHING_WAITS } from '../../stories/fixtures';
import { AdminHomePage } from './home';

/** The back office's home with the loader's `data`. */
function homeScreen(loader: { data: unknown } | { status: number; message: string }) {
  return (
    <ScreenStub
      url="/admin"
      visitor="editor"
      routes={[
        defaultLayout({ id: 'admin-home', path: 'admin', Component: AdminHomePage, loader }),
      ]}
    />
  );
}

const meta = {
  title: 'Editors/Needs your attention',
  component: AdminHomePage,
  parameters: SCREEN_PARAMETERS,
  render: () => homeScreen({ data: ATTENTION }),
} satisfies Meta<typeof AdminHomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A site administrator's: every journal, what waits in each, and the site's news drafts. */
export const Waiting: Story = {};

/** Nothing waits. */
export const AllClear: Story = { render: () => homeScreen({ data: NOTHING_WAITS }) };

/** An author who opens the address: the 403 page. */
export const Forbidden: Story = {
  render: () =>
    homeScreen({
      status: 403,
      message: 'Only a journal’s editors and the site’s administrators can do this.',
    }),
};

export const Mobile: Story = { globals: MOBILE_VIEWPORT };

/** While its data reloads: the progress bar runs. */
export const Loading: Story = LOADING_STORY;

/** The API cannot be reached: the site's "Service Unavailable" page, in the site's frame. */
export const ApiUnavailable: Story = UNAVAILABLE_STORY;
