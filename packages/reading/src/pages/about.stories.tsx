import {
  defaultLayout,
  LOADING_STORY,
  MOBILE_VIEWPORT,
  SCREEN_PARAMETERS,
  ScreenStub,
  UNAVAILABLE_STORY,
} from '@quire/story-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ABOUT, WRITTEN_ABOUT } from '../stories/fixtures';
import { AboutPage } from './about';

/** The page showing `data`, in the site's public layout. */
function screen(data: unknown) {
  return (
    <ScreenStub
      url="/about"
      routes={[
        defaultLayout({ id: 'page-about', path: 'about', Component: AboutPage, loader: { data } }),
      ]}
    />
  );
}

const meta = {
  title: 'About',
  component: AboutPage,
  parameters: SCREEN_PARAMETERS,
  render: () => screen(ABOUT),
} satisfies Meta<typeof AboutPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** What the page says before the administrators wrote a description or a contact address. */
export const Unfilled: Story = {
  render: () => screen({ ...ABOUT, description: '', publishers: [], contactEmail: null }),
};

/** The text the administrators wrote (the site page `about`) in place of the default one. */
export const Written: Story = { render: () => screen({ ...ABOUT, written: WRITTEN_ABOUT }) };

/** A written text of many paragraphs, on a phone. */
export const WrittenLongMobile: Story = {
  globals: MOBILE_VIEWPORT,
  render: () =>
    screen({
      ...ABOUT,
      written: {
        title: 'About the Nordic and Baltic consortium for scholar-led open-access publishing',
        bodyHtml: WRITTEN_ABOUT.bodyHtml.repeat(6),
      },
    }),
};

export const Mobile: Story = { globals: MOBILE_VIEWPORT };

/** While its data reloads (a filter, the next page, a form's answer): the progress bar runs. */
export const Loading: Story = LOADING_STORY;

/** The API cannot be reached: the site's "Service Unavailable" page, in the site's frame. */
export const ApiUnavailable: Story = UNAVAILABLE_STORY;
