import {
  defaultLayout,
  LOADING_STORY,
  MOBILE_VIEWPORT,
  SCREEN_PARAMETERS,
  ScreenStub,
  UNAVAILABLE_STORY,
} from '@quire/story-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { SITE_SETTINGS } from '../../stories/fixtures';
import { AdminSiteSettingsPage } from './site-settings';

/** The site settings with the loader's `data` (or its `status`), after a refused post when given. */
function settingsScreen(
  loader: { data: unknown } | { status: number; message: string },
  actionData?: unknown,
) {
  return (
    <ScreenStub
      url="/admin/settings"
      visitor="editor"
      routes={[
        defaultLayout({
          id: 'admin-site-settings',
          path: 'admin/settings',
          Component: AdminSiteSettingsPage,
          loader,
          actionData,
        }),
      ]}
    />
  );
}

const meta = {
  title: 'Editors/Site settings',
  component: AdminSiteSettingsPage,
  parameters: SCREEN_PARAMETERS,
  render: () => settingsScreen({ data: SITE_SETTINGS }),
} satisfies Meta<typeof AdminSiteSettingsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The settings as saved. */
export const Settings: Story = {};

/** A refused save: no name, an address that is not one, a limit out of range. */
export const SaveRefused: Story = {
  render: () =>
    settingsScreen(
      { data: SITE_SETTINGS },
      {
        message: 'Please correct the errors below.',
        fieldErrors: {
          siteName: ['Enter the site name.'],
          contactEmail: ['Enter a valid email address, like name@example.org.'],
          abstractWordLimit: ['An abstract limit is at least 50 words.'],
        },
        values: {
          intent: 'settings',
          siteName: '',
          contactEmail: 'office',
          abstractWordLimit: '10',
        },
      },
    ),
};

/** A journal's manager who opens the address: the 403 page. */
export const Forbidden: Story = {
  render: () =>
    settingsScreen({ status: 403, message: 'Only the site’s administrators can open this page.' }),
};

export const Mobile: Story = { globals: MOBILE_VIEWPORT };

/** While its data reloads: the progress bar runs. */
export const Loading: Story = LOADING_STORY;

/** The API cannot be reached: the site's "Service Unavailable" page, in the site's frame. */
export const ApiUnavailable: Story = UNAVAILABLE_STORY;
