import {
  defaultLayout,
  LOADING_STORY,
  MOBILE_VIEWPORT,
  SCREEN_PARAMETERS,
  ScreenStub,
  UNAVAILABLE_STORY,
} from '@quire/story-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { JOURNALS, MANY_JOURNALS } from '../stories/fixtures';
import { JournalsPage } from './journals';

/** The page showing `data`, in the site's public layout. */
function screen(data: unknown) {
  return (
    <ScreenStub
      url="/journals"
      routes={[
        defaultLayout({
          id: 'page-journals',
          path: 'journals',
          Component: JournalsPage,
          loader: { data },
        }),
      ]}
    />
  );
}

const meta = {
  title: 'Journals',
  component: JournalsPage,
  parameters: SCREEN_PARAMETERS,
  render: () => screen(JOURNALS),
} satisfies Meta<typeof JournalsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Empty: Story = { render: () => screen({ ...JOURNALS, journals: [], total: 0 }) };

/** Page 2 of 4 of a large publisher's journals, some with long titles. */
export const ManyPages: Story = { render: () => screen(MANY_JOURNALS) };

export const Mobile: Story = { globals: MOBILE_VIEWPORT };

/** While its data reloads (a filter, the next page, a form's answer): the progress bar runs. */
export const Loading: Story = LOADING_STORY;

/** The API cannot be reached: the site's "Service Unavailable" page, in the site's frame. */
export const ApiUnavailable: Story = UNAVAILABLE_STORY;
