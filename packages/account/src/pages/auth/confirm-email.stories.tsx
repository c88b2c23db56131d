import {
  LOADING_STORY,
  MOBILE_VIEWPORT,
  SCREEN_PARAMETERS,
  UNAVAILABLE_STORY,
} from '@quire/story-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { AuthScreen } from '../../stories/auth-screen';
import { ConfirmEmailPage } from './confirm-email';

const TOKEN = 'q8Vn2cLm0XzR5tYw7bHs3dJk9fPa1eGu';

/** The confirmation screen opened from the mail's link, after a post answering `answer`. */
function confirmEmailScreen(token: string, answer?: unknown) {
  return (
    <AuthScreen
      id="auth-confirm-email"
      path="auth/confirm-email"
      Component={ConfirmEmailPage}
      url={`/auth/confirm-email?token=${token}`}
      loaderData={{ token }}
      answer={answer}
    />
  );
}

const meta = {
  title: 'Account/Confirm a new email',
  component: ConfirmEmailPage,
  parameters: SCREEN_PARAMETERS,
  render: () => confirmEmailScreen(TOKEN),
} satisfies Meta<typeof ConfirmEmailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened from the link: one button confirms. */
export const Open: Story = {};

/** Confirmed: the new address, and the way back to the account. */
export const Confirmed: Story = {
  render: () =>
    confirmEmailScreen(TOKEN, { confirmed: 'Your sign-in email is now ada@lovelace.example.' }),
};

/** A used or expired link. */
export const ExpiredLink: Story = {
  render: () =>
    confirmEmailScreen(TOKEN, {
      message:
        'This confirmation link is invalid or has expired. Change the address again from your account page.',
      fieldErrors: {
        token: [
          'This confirmation link is invalid or has expired. Change the address again from your account page.',
        ],
      },
    }),
};

/** Opened without a token (a mangled link). */
export const MissingToken: Story = { render: () => confirmEmailScreen('') };

export const Mobile: Story = { globals: MOBILE_VIEWPORT };

/** While the answer loads: the progress bar runs. */
export const Loading: Story = LOADING_STORY;

/** The API cannot be reached: the site's "Service Unavailable" page, in the site's frame. */
export const ApiUnavailable: Story = UNAVAILABLE_STORY;
