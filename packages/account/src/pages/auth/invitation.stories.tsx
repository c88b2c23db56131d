import {
  LOADING_STORY,
  MOBILE_VIEWPORT,
  SCREEN_PARAMETERS,
  UNAVAILABLE_STORY,
} from '@quire/story-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { AuthScreen } from '../../stories/auth-screen';
import { InvitationPage } from './invitation';

const TOKEN = 'V2tYq8c0p5JmS3rLw9nB1xZ4aE7dF6gH';

/** An open invitation as the loader gives it; `signedIn` and `accountExists` vary. */
const OPEN = {
  state: 'open',
  token: TOKEN,
  journal: { slug: 'computational-ecology', title: 'Journal of Computational Ecology' },
  email: 'priya.raman@iisc.example',
  roles: 'Section editor and Reviewer',
  offer: 'Elena Okafor invites you to work on the journal as Section editor and Reviewer.',
  expires: { dateTime: '2026-12-11', text: '11-12-2026' },
  accountExists: false,
  signedIn: null,
  loginHref: `/auth/login?redirect=/auth/invitation%3Ftoken%3D${TOKEN}`,
} as const;

/** The invitation page opened from its link, with the loader's `data`, after a post's `failure`. */
function invitationScreen(data: unknown, failure?: unknown) {
  return (
    <AuthScreen
      id="auth-invitation"
      path="auth/invitation"
      Component={InvitationPage}
      url={`/auth/invitation?token=${TOKEN}`}
      loaderData={data}
      answer={failure}
    />
  );
}

const meta = {
  title: 'Invitations/Accept an invitation',
  component: InvitationPage,
  parameters: SCREEN_PARAMETERS,
  render: () => invitationScreen(OPEN),
} satisfies Meta<typeof InvitationPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Signed out, and no account at the address: the account is created here. */
export const NewAccount: Story = {};

/** The new account refused: a weak password, and the two passwords differ. */
export const NewAccountRefused: Story = {
  render: () =>
    invitationScreen(OPEN, {
      message: 'Please correct the errors below.',
      fieldErrors: {
        password: ['This password is among the first an attacker tries. Choose another.'],
        confirmPassword: ['The passwords do not match.'],
      },
      name: 'Priya Raman',
    }),
};

/** Signed out, and the address has an account: sign in first. */
export const ExistingAccount: Story = {
  render: () => invitationScreen({ ...OPEN, accountExists: true }),
};

/** Signed in: one button accepts. */
export const SignedIn: Story = {
  render: () =>
    invitationScreen({
      ...OPEN,
      accountExists: true,
      signedIn: { name: 'Priya Raman', email: 'priya.raman@iisc.example' },
    }),
};

/** A used, expired or withdrawn link: the API's one message, and what to do. */
export const InvalidLink: Story = {
  render: () =>
    invitationScreen({
      state: 'invalid',
      message:
        'This invitation link is invalid, has expired, or was withdrawn. Ask the journal for a new one.',
    }),
};

/** Opened without a token (a mangled link). */
export const MissingToken: Story = { render: () => invitationScreen({ state: 'missing' }) };

export const Mobile: Story = { globals: MOBILE_VIEWPORT };

/** While the form's answer loads: the progress bar runs. */
export const Loading: Story = LOADING_STORY;

/** The API cannot be reached: the site's "Service Unavailable" page, in the site's frame. */
export const ApiUnavailable: Story = UNAVAILABLE_STORY;
