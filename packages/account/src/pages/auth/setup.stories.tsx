import {
  LOADING_STORY,
  MOBILE_VIEWPORT,
  SCREEN_PARAMETERS,
  UNAVAILABLE_STORY,
} from '@quire/story-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { AuthScreen } from '../../stories/auth-screen';
import { SetupPage } from './setup';

/** The first-run setup screen, after a post that answered `answer` when one is given. */
function setupScreen(answer?: unknown) {
  return <AuthScreen id="setup" path="setup" Component={SetupPage} answer={answer} />;
}

const meta = {
  title: 'First-run setup',
  component: SetupPage,
  parameters: SCREEN_PARAMETERS,
  render: () => setupScreen(),
} satisfies Meta<typeof SetupPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** Every field refused at once; what was typed comes back, the passwords never do. */
export const InvalidFields: Story = {
  render: () =>
    setupScreen({
      message: 'The request is invalid.',
      fieldErrors: {
        siteName: ['Enter the site name.'],
        email: ['Enter a valid email address, like name@example.org.'],
        password: ['Use at least 10 characters.'],
        confirmPassword: ['The two passwords do not match.'],
        'journal.title': ['Enter the journal title.'],
        'journal.slug': [
          'Use lower-case letters and digits, with single hyphens between words (like "computational-ecology").',
        ],
      },
      siteName: '',
      name: 'Ada Admin',
      email: 'ada at northern',
      'journal.title': '',
      'journal.slug': 'Northern Ecology!',
    }),
};

/** Long names, as a consortium or a university press has them. */
export const LongContent: Story = {
  render: () =>
    setupScreen({
      message: 'A journal already has this web address: choose another.',
      fieldErrors: {
        'journal.slug': ['A journal already has this web address: choose another.'],
      },
      siteName:
        'Consortium of Northern European University Presses for Open-Access Scholarly Publishing',
      name: 'Maria Magdalena Wiśniewska-Kowalczyk-Żółtowska',
      email: 'maria.magdalena.wisniewska-kowalczyk@consortium-of-northern-presses.example',
      'journal.title':
        'Journal of Comparative Interdisciplinary Studies in Environmental History and Historical Ecology',
      'journal.slug': 'journal-of-comparative-interdisciplinary-studies-in-environme',
    }),
};

export const Mobile: Story = { globals: MOBILE_VIEWPORT };

/** While the form's answer is on its way: the progress bar runs. */
export const Loading: Story = LOADING_STORY;

/** The API cannot be reached: the site's "Service Unavailable" page, in the site's frame. */
export const ApiUnavailable: Story = UNAVAILABLE_STORY;
