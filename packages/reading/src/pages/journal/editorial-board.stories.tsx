import {
  LOADING_STORY,
  MOBILE_VIEWPORT,
  SCREEN_PARAMETERS,
  ScreenStub,
  UNAVAILABLE_STORY,
} from '@quire/story-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { EDITORIAL_BOARD, EMPTY_EDITORIAL_BOARD } from '../../stories/fixtures';
import { journalLayout } from '../../stories/journal-routes';
import { EditorialBoardPage } from './editorial-board';

/** The editorial board with the loader's `data` (or its `status`). */
function boardScreen(loader: { data: unknown } | { status: number; message: string }) {
  return (
    <ScreenStub
      url="/journals/computational-ecology/editorial-board"
      routes={[
        journalLayout({
          id: 'editorial-board',
          path: 'editorial-board',
          Component: EditorialBoardPage,
          loader,
        }),
      ]}
    />
  );
}

const meta = {
  title: 'Editorial board',
  component: EditorialBoardPage,
  parameters: SCREEN_PARAMETERS,
  render: () => boardScreen({ data: EDITORIAL_BOARD }),
} satisfies Meta<typeof EditorialBoardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Managers, editors and section editors, with their profiles. */
export const Board: Story = {};

/** No editors named yet. */
export const Empty: Story = { render: () => boardScreen({ data: EMPTY_EDITORIAL_BOARD }) };

export const NotFound: Story = {
  render: () => boardScreen({ status: 404, message: 'No such journal' }),
};

export const Mobile: Story = { globals: MOBILE_VIEWPORT };

/** While its data loads: the progress bar runs. */
export const Loading: Story = LOADING_STORY;

/** The API cannot be reached: the site's "Service Unavailable" page. */
export const ApiUnavailable: Story = UNAVAILABLE_STORY;
