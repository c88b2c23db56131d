import { MOBILE_VIEWPORT, SCREEN_PARAMETERS, ScreenStub } from '@quire/story-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { NotFoundPage } from './not-found';

/**
 * The catch-all route at `url`: its loader throws a 404, so the site's error page shows (the
 * page itself renders nothing), framed for `site` and `visitor`.
 */
function screen(
  url = '/journals/computational-ecology/issues-2019',
  site: 'quire' | 'jce' = 'quire',
  visitor: 'anonymous' | 'author' = 'anonymous',
) {
  return (
    <ScreenStub
      url={url}
      site={site}
      visitor={visitor}
      routes={[
        {
          id: 'not-found',
          path: '*',
          Component: NotFoundPage,
          loader: { status: 404, message: '' },
        },
      ]}
    />
  );
}

const meta = {
  title: 'Page not found',
  component: NotFoundPage,
  parameters: SCREEN_PARAMETERS,
  render: () => screen(),
} satisfies Meta<typeof NotFoundPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An address no route matches, on Quire's multi-journal site. */
export const Default: Story = {};

/** On a journal's own site, to a signed-in author. */
export const SingleJournalSite: Story = { render: () => screen('/volume/11', 'jce', 'author') };

/** A very long address (a mangled link from a reference list). */
export const LongAddress: Story = {
  render: () =>
    screen(
      '/journals/computational-ecology/articles/drought-legacies-in-boreal-forest-carbon-uptake-a-hierarchical-bayesian-analysis-of-eddy-covariance-records-2001-2023/supplementary/posterior-draws-v2-final.csv',
    ),
};

export const Mobile: Story = { globals: MOBILE_VIEWPORT };
