import type { MyReview, MyReviewerInterests } from '@quire/contracts';
import { MOBILE_VIEWPORT, SCREEN_PARAMETERS, ScreenStub } from '@quire/story-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { panelLayout } from '../../stories/panel-routes';
import { MyReviewsPage } from './my-reviews';

const journal = { slug: 'jqm', title: 'Journal of Quiet Mathematics' };
const OPEN: MyReview[] = [
  {
    id: 41,
    status: 'invited',
    round: 1,
    title:
      'Quiet numbers in loud places: a longitudinal census of integers that refuse to be counted',
    journal,
    invitedAt: '2026-11-20T10:00:00.000Z',
    responseDueAt: '2026-11-27T10:00:00.000Z',
    reviewDueAt: '2026-12-18T10:00:00.000Z',
    submittedAt: null,
    overdue: true,
  },
  {
    id: 42,
    status: 'accepted',
    round: 2,
    title: 'On the loudness of primes',
    journal,
    invitedAt: '2026-11-10T10:00:00.000Z',
    responseDueAt: '2026-11-17T10:00:00.000Z',
    reviewDueAt: '2026-12-08T10:00:00.000Z',
    submittedAt: null,
    overdue: false,
  },
];
const PAST: MyReview[] = [
  {
    id: 30,
    status: 'submitted',
    round: 1,
    title: 'On the loudness of primes',
    journal,
    invitedAt: '2026-09-10T10:00:00.000Z',
    responseDueAt: '2026-09-17T10:00:00.000Z',
    reviewDueAt: '2026-10-08T10:00:00.000Z',
    submittedAt: '2026-10-01T10:00:00.000Z',
    overdue: false,
  },
];

/** Two journals: interests declared in one (a long list), none yet in the other. */
const INTERESTS: MyReviewerInterests[] = [
  {
    journalId: 1,
    journalTitle: 'Journal of Quiet Mathematics',
    interests: [
      'Analytic number theory',
      'Additive combinatorics and the distribution of primes in short intervals',
      'Sieve methods',
    ],
  },
  {
    journalId: 2,
    journalTitle:
      'Transactions of the Society for the Reproducibility of Long-Term Computational Experiments',
    interests: [],
  },
];

function reviewsScreen(
  data: {
    open: MyReview[];
    past: MyReview[];
    interests?: MyReviewerInterests[];
    saved?: string;
  },
  actionData?: unknown,
) {
  return (
    <ScreenStub
      url="/panel/reviews"
      visitor="author"
      routes={[
        panelLayout({
          id: 'panel-reviews',
          path: 'reviews',
          Component: MyReviewsPage,
          loader: { data: { interests: INTERESTS, saved: '', ...data } },
          actionData,
        }),
      ]}
    />
  );
}

const meta = {
  title: 'My reviews',
  component: MyReviewsPage,
  parameters: SCREEN_PARAMETERS,
  render: () => reviewsScreen({ open: OPEN, past: PAST }),
} satisfies Meta<typeof MyReviewsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An overdue invitation, a review in progress, and a past review. */
export const WithReviews: Story = {};

/** Nothing yet. */
export const Empty: Story = { render: () => reviewsScreen({ open: [], past: [] }) };

export const Mobile: Story = { globals: MOBILE_VIEWPORT };

/** Just saved: the notice under "Your interests". */
export const InterestsSaved: Story = {
  render: () => reviewsScreen({ open: OPEN, past: PAST, saved: 'interests' }),
};

/** A refused list: an interest too long; what was typed stays in that journal's field. */
export const InterestsRefused: Story = {
  render: () =>
    reviewsScreen(
      { open: OPEN, past: PAST },
      {
        message: 'An interest has at most 100 characters.',
        fieldErrors: { interests: ['An interest has at most 100 characters.'] },
        values: { intent: 'interests', journalId: '2', interests: 'x'.repeat(120) },
      },
    ),
};

/** Someone who reviews for no journal yet: no interests section. */
export const NoJournals: Story = {
  render: () => reviewsScreen({ open: [], past: [], interests: [] }),
};
