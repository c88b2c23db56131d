import {
  LOADING_STORY,
  MOBILE_VIEWPORT,
  SCREEN_PARAMETERS,
  ScreenStub,
  UNAVAILABLE_STORY,
} from '@quire/story-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MANY_VOLUMES, VOLUMES } from '../../stories/fixtures';
import { journalLayout } from '../../stories/journal-routes';
import { VolumesPage } from './volumes';

/** The journal's volumes showing `data`. */
function volumesScreen(data: unknown) {
  return (
    <ScreenStub
      url="/journals/computational-ecology/volumes"
      routes={[
        journalLayout({
          id: 'journal-volumes',
          path: 'volumes',
          Component: VolumesPage,
          loader: { data },
        }),
      ]}
    />
  );
}

const meta = {
  title: 'Volumes',
  component: VolumesPage,
  parameters: SCREEN_PARAMETERS,
  render: () => volumesScreen(VOLUMES),
} satisfies Meta<typeof VolumesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Empty: Story = { render: () => volumesScreen({ ...VOLUMES, volumes: [] }) };

/** A journal of thirty volumes. */
export const ManyVolumes: Story = { render: () => volumesScreen(MANY_VOLUMES) };

export const Mobile: Story = { globals: MOBILE_VIEWPORT };

/** While its data reloads (a filter, the next page, a form's answer): the progress bar runs. */
export const Loading: Story = LOADING_STORY;

/** The API cannot be reached: the site's "Service Unavailable" page, in the site's frame. */
export const ApiUnavailable: Story = UNAVAILABLE_STORY;
