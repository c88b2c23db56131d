import {
  LOADING_STORY,
  MOBILE_VIEWPORT,
  SCREEN_PARAMETERS,
  UNAVAILABLE_STORY,
} from '@quire/story-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { AuthScreen } from '../../stories/auth-screen';
import { ForgotPasswordPage } from './forgot-password';

/** The password-reset request screen, after a post that answered `answer` when one is given. */
function forgotPasswordScreen(answer?: unknown) {
  return (
    <AuthScreen
      id="auth-forgot-password"
      path="auth/forgot-password"
      Component={ForgotPasswordPage}
      answer={answer}
    />
  );
}

const meta = {
  title: 'Password reset/Request',
  component: ForgotPasswordPage,
  parameters: SCREEN_PARAMETERS,
  render: () => forgotPasswordScreen(),
} satisfies Meta<typeof ForgotPasswordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const InvalidEmail: Story = {
  render: () =>
    forgotPasswordScreen({
      message: 'Enter a valid email address.',
      fieldErrors: { email: ['Enter a valid email address.'] },
      email: 'ingrid.halvorsen@uib',
    }),
};

/** The same answer whether or not the address has an account, so accounts cannot be probed. */
export const Sent: Story = {
  render: () => forgotPasswordScreen({ sent: true, email: 'ingrid.halvorsen@uib.example' }),
};

export const Mobile: Story = { globals: MOBILE_VIEWPORT };

/** While its data reloads (a filter, the next page, a form's answer): the progress bar runs. */
export const Loading: Story = LOADING_STORY;

/** The API cannot be reached: the site's "Service Unavailable" page, in the site's frame. */
export const ApiUnavailable: Story = UNAVAILABLE_STORY;
