import {
  defaultLayout,
  LOADING_STORY,
  MOBILE_VIEWPORT,
  SCREEN_PARAMETERS,
  ScreenStub,
  UNAVAILABLE_STORY,
} from '@quire/story-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { LONG_JOURNAL_PAGE } from '../stories/fixtures';
import { SitePagePage } from './site-page';

const PRIVACY = {
  page: {
    title: 'Privacy',
    bodyHtml:
      '<p>We keep what you give us to run your account: your name, email address and affiliation.</p><h2>Cookies</h2><p>One cookie keeps you signed in; nothing tracks you.</p>',
  },
};

/** The site's page with the loader's `data` (or its `status`), in the public layout. */
function screen(loader: { data: unknown } | { status: number; message: string }) {
  return (
    <ScreenStub
      url="/pages/privacy"
      routes={[
        defaultLayout({
          id: 'site-page',
          path: 'pages/:page_slug',
          Component: SitePagePage,
          loader,
        }),
      ]}
    />
  );
}

const meta = {
  title: 'Site page',
  component: SitePagePage,
  parameters: SCREEN_PARAMETERS,
  render: () => screen({ data: PRIVACY }),
} satisfies Meta<typeof SitePagePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** A page as long as a real imprint or policy, with a table. */
export const LongContent: Story = {
  render: () => screen({ data: { page: LONG_JOURNAL_PAGE.page } }),
};

export const NotFound: Story = {
  render: () => screen({ status: 404, message: 'No such page' }),
};

export const Mobile: Story = { globals: MOBILE_VIEWPORT };

/** While its data reloads (a form's answer elsewhere): the progress bar runs. */
export const Loading: Story = LOADING_STORY;

/** The API cannot be reached: the site's "Service Unavailable" page, in the site's frame. */
export const ApiUnavailable: Story = UNAVAILABLE_STORY;
