import {
  LOADING_STORY,
  MOBILE_VIEWPORT,
  SCREEN_PARAMETERS,
  UNAVAILABLE_STORY,
} from '@quire/story-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { AuthScreen } from '../../stories/auth-screen';
import { ConfirmRegistrationPage } from './confirm';

const TOKEN = '5c2e9a41-0f7b-4a8e-b0d3-8e6f1a2c7b90';

/** The e-mail confirmation screen opened from the mail's link, after a post answering `failure`. */
function confirmScreen(token: string, failure?: unknown) {
  return (
    <AuthScreen
      id="auth-confirm"
      path="auth/confirm"
      Component={ConfirmRegistrationPage}
      url={`/auth/confirm?token=${token}`}
      loaderData={{ token }}
      answer={failure}
    />
  );
}

const meta = {
  title: 'Sign up/Confirm email',
  component: ConfirmRegistrationPage,
  parameters: SCREEN_PARAMETERS,
  render: () => confirmScreen(TOKEN),
} satisfies Meta<typeof ConfirmRegistrationPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};

export const ExpiredLink: Story = {
  render: () =>
    confirmScreen(TOKEN, {
      message: 'This confirmation link has expired. Register again to get a new one.',
      fieldErrors: {},
    }),
};

export const Mobile: Story = { globals: MOBILE_VIEWPORT };

/** While its data reloads (a filter, the next page, a form's answer): the progress bar runs. */
export const Loading: Story = LOADING_STORY;

/** The API cannot be reached: the site's "Service Unavailable" page, in the site's frame. */
export const ApiUnavailable: Story = UNAVAILABLE_STORY;
