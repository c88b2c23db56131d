import {
  defaultLayout,
  LOADING_STORY,
  MOBILE_VIEWPORT,
  SCREEN_PARAMETERS,
  ScreenStub,
  UNAVAILABLE_STORY,
} from '@quire/story-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { CONTACT } from '../stories/fixtures';
import { ContactPage } from './contact';

/** The contact page showing `data`, after a post answered with `actionData` when given. */
function screen(data: unknown, actionData?: unknown, url = '/contact') {
  return (
    <ScreenStub
      url={url}
      routes={[
        defaultLayout({
          id: 'page-contact',
          path: 'contact',
          Component: ContactPage,
          loader: { data },
          actionData,
        }),
      ]}
    />
  );
}

const meta = {
  title: 'Contact',
  component: ContactPage,
  parameters: SCREEN_PARAMETERS,
  render: () => screen(CONTACT),
} satisfies Meta<typeof ContactPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A blank form, every journal to choose from and the site's own address. */
export const Default: Story = {};

/** Reached from a journal's page (`?journal=`): that journal is chosen already. */
export const JournalChosen: Story = {
  render: () =>
    screen(
      { ...CONTACT, selectedJournal: 'codex-studies' },
      undefined,
      '/contact?journal=codex-studies',
    ),
};

/** Before the administrators set a contact address: the form alone. */
export const WithoutAddress: Story = { render: () => screen({ ...CONTACT, contactEmail: null }) };

/** Under the introduction the administrators wrote (the site page `contact`). */
export const WithIntro: Story = {
  render: () =>
    screen({
      ...CONTACT,
      intro: {
        title: 'Contact',
        bodyHtml:
          '<p>The editorial office answers within two working days. For questions about a submission, write to its journal; for the platform itself, choose “The site”.</p>',
      },
    }),
};

/** What the contract said about the fields. */
const REFUSAL = {
  message: 'Please correct the errors below.',
  fieldErrors: {
    email: ['Enter a valid email address, like name@example.org.'],
    message: ['Write a message of at least 10 characters.'],
  },
};

/** What was typed. */
const TYPED = {
  name: 'Lena Vogt',
  email: 'lena.vogt@tum',
  subject: 'Special issue on ecological forecasting',
  message: 'Deadline?',
  journal: 'computational-ecology',
};

/**
 * A refused send: the summary, each field's message and what was typed, in the shape the action
 * answers (`localFailure`: the typed values beside the failure and whole under `values`).
 */
export const Refused: Story = {
  render: () => screen(CONTACT, { ...TYPED, ...REFUSAL, values: TYPED }),
};

/** Sent: the thanks, and a fresh form. */
export const Sent: Story = {
  render: () =>
    screen(CONTACT, {
      sent: true,
      message:
        'Thank you — your message has reached the editors. We answer within two working days.',
    }),
};

export const Mobile: Story = { globals: MOBILE_VIEWPORT };

/** While its data reloads (a filter, the next page, a form's answer): the progress bar runs. */
export const Loading: Story = LOADING_STORY;

/** The API cannot be reached: the site's "Service Unavailable" page, in the site's frame. */
export const ApiUnavailable: Story = UNAVAILABLE_STORY;
