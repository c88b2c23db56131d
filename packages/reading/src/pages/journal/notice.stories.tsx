import { MOBILE_VIEWPORT, SCREEN_PARAMETERS, ScreenStub } from '@quire/story-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { RETRACTION_NOTICE_PAGE } from '../../stories/fixtures';
import { journalLayout } from '../../stories/journal-routes';
import { NoticePage } from './notice';

/** A notice's page with the loader's `data` (or its `status`). */
function noticeScreen(loader: { data: unknown } | { status: number; message: string }) {
  return (
    <ScreenStub
      url="/journals/computational-ecology/notices/31"
      routes={[
        journalLayout({
          id: 'journal-notice',
          path: 'notices/:notice_id',
          Component: NoticePage,
          loader,
        }),
      ]}
    />
  );
}

const meta = {
  title: 'Notice',
  component: NoticePage,
  parameters: SCREEN_PARAMETERS,
  render: () => noticeScreen({ data: RETRACTION_NOTICE_PAGE }),
} satisfies Meta<typeof NoticePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A retraction notice, naming and linking the article it retracts. */
export const Retraction: Story = {};

/** A correction notice without a DOI. */
export const Correction: Story = {
  render: () =>
    noticeScreen({
      data: {
        ...RETRACTION_NOTICE_PAGE,
        notice: {
          ...RETRACTION_NOTICE_PAGE.notice,
          type: 'correction',
          label: 'Correction',
          title: RETRACTION_NOTICE_PAGE.notice.title.replace('Retraction', 'Correction'),
          doi: null,
          doiUrl: null,
          textHtml:
            '<p>In the second table, the units of the lagged losses are g C m<sup>−2</sup>.</p>',
        },
      },
    }),
};

/** On a phone. */
export const Mobile: Story = { globals: MOBILE_VIEWPORT };

export const NotFound: Story = {
  render: () => noticeScreen({ status: 404, message: 'No such notice' }),
};
