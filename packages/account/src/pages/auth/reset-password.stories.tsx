import {
  LOADING_STORY,
  MOBILE_VIEWPORT,
  SCREEN_PARAMETERS,
  UNAVAILABLE_STORY,
} from '@quire/story-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { AuthScreen } from '../../stories/auth-screen';
import { ResetPasswordPage } from './reset-password';

const TOKEN = 'b3f1c0e2-7d4a-4c55-9e0b-52a1d7f0c8e4';

/** The new-password screen opened from the mail's link, after a post answering `failure`. */
function resetPasswordScreen(token: string, failure?: unknown) {
  return (
    <AuthScreen
      id="auth-reset-password"
      path="auth/reset-password"
      Component={ResetPasswordPage}
      url={`/auth/reset-password?token=${token}`}
      loaderData={{ token }}
      answer={failure}
    />
  );
}

const meta = {
  title: 'Password reset/New password',
  component: ResetPasswordPage,
  parameters: SCREEN_PARAMETERS,
  render: () => resetPasswordScreen(TOKEN),
} satisfies Meta<typeof ResetPasswordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const PasswordsDiffer: Story = {
  render: () =>
    resetPasswordScreen(TOKEN, {
      message: 'Please correct the errors below.',
      fieldErrors: {
        password: ['Use at least 10 characters.'],
        confirmPassword: ['The passwords do not match.'],
      },
    }),
};

/** The link was used already or is older than an hour. */
export const ExpiredLink: Story = {
  render: () =>
    resetPasswordScreen(TOKEN, {
      message: 'This reset link has expired. Ask for a new one.',
      fieldErrors: {},
    }),
};

/** Opened without a token (a mangled link). */
export const MissingToken: Story = { render: () => resetPasswordScreen('') };

export const Mobile: Story = { globals: MOBILE_VIEWPORT };

/** While its data reloads (a filter, the next page, a form's answer): the progress bar runs. */
export const Loading: Story = LOADING_STORY;

/** The API cannot be reached: the site's "Service Unavailable" page, in the site's frame. */
export const ApiUnavailable: Story = UNAVAILABLE_STORY;
