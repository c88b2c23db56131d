import {
  LOADING_STORY,
  MOBILE_VIEWPORT,
  SCREEN_PARAMETERS,
  ScreenStub,
  UNAVAILABLE_STORY,
} from '@quire/story-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ARCHIVE, LONG_ARCHIVE } from '../../stories/fixtures';
import { journalLayout } from '../../stories/journal-routes';
import { ArchivePage } from './archive';

/** The journal's archive showing `data`. */
function archiveScreen(data: unknown) {
  return (
    <ScreenStub
      url="/journals/computational-ecology/archive"
      routes={[
        journalLayout({
          id: 'journal-archive',
          path: 'archive',
          Component: ArchivePage,
          loader: { data },
        }),
      ]}
    />
  );
}

const meta = {
  title: 'Archive',
  component: ArchivePage,
  parameters: SCREEN_PARAMETERS,
  render: () => archiveScreen(ARCHIVE),
} satisfies Meta<typeof ArchivePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Issues by year, first of three pages. */
export const Default: Story = {};

/** A journal with no published issue. */
export const Empty: Story = { render: () => archiveScreen({ ...ARCHIVE, years: [], lastPage: 1 }) };

/** Page 2 of 6: five years of four issues, some with long titles. */
export const ManyPages: Story = { render: () => archiveScreen(LONG_ARCHIVE) };

export const Mobile: Story = { globals: MOBILE_VIEWPORT };

/** While its data reloads (a filter, the next page, a form's answer): the progress bar runs. */
export const Loading: Story = LOADING_STORY;

/** The API cannot be reached: the site's "Service Unavailable" page, in the site's frame. */
export const ApiUnavailable: Story = UNAVAILABLE_STORY;
