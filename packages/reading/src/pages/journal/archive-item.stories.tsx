import {
  LOADING_STORY,
  MOBILE_VIEWPORT,
  SCREEN_PARAMETERS,
  ScreenStub,
  UNAVAILABLE_STORY,
} from '@quire/story-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ARCHIVE_ITEM, LONG_ARCHIVE_ITEM } from '../../stories/fixtures';
import { journalLayout } from '../../stories/journal-routes';
import { ArchiveItemPage } from './archive-item';

/** An issue reached from the archive, with the loader's `data` (or its `status`). */
function archiveItemScreen(loader: { data: unknown } | { status: number; message: string }) {
  return (
    <ScreenStub
      url="/journals/computational-ecology/archive/70"
      routes={[
        journalLayout({
          id: 'journal-archive-item',
          path: 'archive/:id',
          Component: ArchiveItemPage,
          loader,
        }),
      ]}
    />
  );
}

const meta = {
  title: 'Archive issue',
  component: ArchiveItemPage,
  parameters: SCREEN_PARAMETERS,
  render: () => archiveItemScreen({ data: ARCHIVE_ITEM }),
} satisfies Meta<typeof ArchiveItemPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A regular issue with its cover, description and contents by section. */
export const Default: Story = {};

/** A special issue without a cover: a long title, two paragraphs and fourteen articles. */
export const LongContents: Story = { render: () => archiveItemScreen({ data: LONG_ARCHIVE_ITEM }) };

/** An issue id the journal does not have (or not yet published). */
export const NotFound: Story = {
  render: () => archiveItemScreen({ status: 404, message: 'No such issue' }),
};

export const Mobile: Story = { globals: MOBILE_VIEWPORT };

/** While its data reloads (a filter, the next page, a form's answer): the progress bar runs. */
export const Loading: Story = LOADING_STORY;

/** The API cannot be reached: the site's "Service Unavailable" page, in the site's frame. */
export const ApiUnavailable: Story = UNAVAILABLE_STORY;
