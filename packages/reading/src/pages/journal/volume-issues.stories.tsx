import {
  LOADING_STORY,
  MOBILE_VIEWPORT,
  SCREEN_PARAMETERS,
  ScreenStub,
  UNAVAILABLE_STORY,
} from '@quire/story-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { EMPTY_VOLUME_ISSUES, OLDER_VOLUME_ISSUES, VOLUME_ISSUES } from '../../stories/fixtures';
import { journalLayout } from '../../stories/journal-routes';
import { VolumeIssuesPage } from './volume-issues';

/** A volume's issues with the loader's `data` (or its `status`). */
function volumeScreen(loader: { data: unknown } | { status: number; message: string }) {
  return (
    <ScreenStub
      url="/journals/computational-ecology/volumes/11/issues"
      routes={[
        journalLayout({
          id: 'journal-volume-issues',
          path: 'volumes/:id/issues',
          Component: VolumeIssuesPage,
          loader,
        }),
      ]}
    />
  );
}

const meta = {
  title: 'Volume issues',
  component: VolumeIssuesPage,
  parameters: SCREEN_PARAMETERS,
  render: () => volumeScreen({ data: VOLUME_ISSUES }),
} satisfies Meta<typeof VolumeIssuesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The current volume, with its title and three issues so far. */
export const Default: Story = {};

/** A complete volume without a title: four issues, one with a cover. */
export const CompleteVolume: Story = { render: () => volumeScreen({ data: OLDER_VOLUME_ISSUES }) };

/** A volume opened before its first issue is out. */
export const Empty: Story = { render: () => volumeScreen({ data: EMPTY_VOLUME_ISSUES }) };

export const NotFound: Story = {
  render: () => volumeScreen({ status: 404, message: 'No such volume' }),
};

export const Mobile: Story = { globals: MOBILE_VIEWPORT };

/** While its data reloads (a filter, the next page, a form's answer): the progress bar runs. */
export const Loading: Story = LOADING_STORY;

/** The API cannot be reached: the site's "Service Unavailable" page, in the site's frame. */
export const ApiUnavailable: Story = UNAVAILABLE_STORY;
