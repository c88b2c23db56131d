import {
  LOADING_STORY,
  MOBILE_VIEWPORT,
  SCREEN_PARAMETERS,
  UNAVAILABLE_STORY,
} from '@quire/story-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { AuthScreen } from '../../stories/auth-screen';
import { RegisterPage } from './register';

/** The registration screen, after a post that answered `answer` when one is given. */
function registerScreen(answer?: unknown) {
  return <AuthScreen id="auth-register" path="auth/reg" Component={RegisterPage} answer={answer} />;
}

const meta = {
  title: 'Sign up',
  component: RegisterPage,
  parameters: SCREEN_PARAMETERS,
  render: () => registerScreen(),
} satisfies Meta<typeof RegisterPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const InvalidFields: Story = {
  render: () =>
    registerScreen({
      message: 'Please correct the errors below.',
      fieldErrors: {
        password: ['Use at least 10 characters.'],
        confirmPassword: ['The passwords do not match.'],
        orcid: ['This ORCID iD has a typo (its check digit does not match).'],
      },
      name: 'Chiara Bellandi',
      email: 'chiara.bellandi@unifi.example',
      affiliation:
        'Department of Agriculture, Food, Environment and Forestry, University of Florence',
      orcid: '0000-0002-1825-0098',
    }),
};

export const EmailTaken: Story = {
  render: () =>
    registerScreen({
      message: 'An account with this email already exists. Sign in or reset your password.',
      fieldErrors: { email: ['An account with this email already exists.'] },
      name: 'Matti Räsänen',
      email: 'matti.rasanen@helsinki.example',
      affiliation: '',
      orcid: '',
    }),
};

/** Registered: the confirmation mail is on its way. */
export const Sent: Story = {
  render: () =>
    registerScreen({
      sent: true,
      message:
        'We have sent a confirmation link to chiara.bellandi@unifi.example. Open it within 24 hours to activate your account.',
    }),
};

export const Mobile: Story = { globals: MOBILE_VIEWPORT };

/** While its data reloads (a filter, the next page, a form's answer): the progress bar runs. */
export const Loading: Story = LOADING_STORY;

/** The API cannot be reached: the site's "Service Unavailable" page, in the site's frame. */
export const ApiUnavailable: Story = UNAVAILABLE_STORY;
