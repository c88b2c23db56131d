import { defaultLayout, MOBILE_VIEWPORT, SCREEN_PARAMETERS, ScreenStub } from '@quire/story-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { JOURNALS } from '../stories/fixtures';
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

export const Mobile: Story = { globals: MOBILE_VIEWPORT };
