import {
  LOADING_STORY,
  MOBILE_VIEWPORT,
  SCREEN_PARAMETERS,
  UNAVAILABLE_STORY,
} from '@quire/story-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AuthScreen } from '../../stories/auth-screen';
import { LoginPage } from './login';

/** The sign-in screen at `url`, after a post that answered `failure` when one is given. */
function loginScreen(url = '/auth/login', failure?: unknown) {
  return (
    <AuthScreen
      id="auth-login"
      path="auth/login"
      Component={LoginPage}
      url={url}
      answer={failure}
    />
  );
}

const meta = {
  title: 'Sign in',
  component: LoginPage,
  parameters: SCREEN_PARAMETERS,
  render: () => loginScreen(),
} satisfies Meta<typeof LoginPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const AfterPasswordReset: Story = {
  render: () => loginScreen('/auth/login?reset=1'),
};

export const WrongPassword: Story = {
  render: () =>
    loginScreen('/auth/login', {
      message: 'The email or password is incorrect.',
      fieldErrors: {},
      email: 'ingrid.halvorsen@uib.example',
    }),
};

export const InvalidFields: Story = {
  render: () =>
    loginScreen('/auth/login', {
      message: 'Please correct the errors below.',
      fieldErrors: {
        email: ['Enter a valid email address.'],
        password: ['Enter your password.'],
      },
      email: 'ingrid.halvorsen@',
    }),
};

/** The form is posted and the site has not answered yet: the button says so and is disabled. */
export const Submitting: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/email/i), 'ingrid.halvorsen@uib.example');
    await userEvent.type(canvas.getByLabelText(/password/i), 'correct horse battery staple');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByRole('button', { name: /signing in/i })).toBeVisible();
  },
};

export const Mobile: Story = { globals: MOBILE_VIEWPORT };

/** While its data reloads (a filter, the next page, a form's answer): the progress bar runs. */
export const Loading: Story = LOADING_STORY;

/** The API cannot be reached: the site's "Service Unavailable" page, in the site's frame. */
export const ApiUnavailable: Story = UNAVAILABLE_STORY;
