import {
  LOADING_STORY,
  MOBILE_VIEWPORT,
  SCREEN_PARAMETERS,
  ScreenStub,
  UNAVAILABLE_STORY,
} from '@quire/story-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { EMPTY_DRAFT, wizardAt } from '../../stories/fixtures';
import { panelLayout } from '../../stories/panel-routes';
import { SubmissionEditPage } from './submission-edit';

/** A draft's wizard at the loader's step, after a post that answered `result` when given. */
function wizardScreen(data: ReturnType<typeof wizardAt>, result?: unknown) {
  return (
    <ScreenStub
      url={`/panel/submission/${data.submission.id}/edit?step=${data.step}`}
      visitor="author"
      routes={[
        panelLayout({
          id: 'panel-submission-edit',
          path: 'submission/:id/edit',
          Component: SubmissionEditPage,
          loader: { data },
          actionData: result,
        }),
      ]}
    />
  );
}

const meta = {
  title: 'Submission wizard',
  component: SubmissionEditPage,
  parameters: SCREEN_PARAMETERS,
  render: () => wizardScreen(wizardAt('details')),
} satisfies Meta<typeof SubmissionEditPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Title, section, abstract with its word count, keywords. */
export const Details: Story = {};

/** The details step of a draft just started. */
export const DetailsEmpty: Story = { render: () => wizardScreen(EMPTY_DRAFT) };

/** The details step after a save the site refused, with the fields to fix. */
export const DetailsRefused: Story = {
  render: () =>
    wizardScreen(EMPTY_DRAFT, {
      step: 'details',
      message: 'Please correct the errors below.',
      fieldErrors: {
        title: ['Give the manuscript a title.'],
        keywords: ['Add at most 8 keywords.'],
      },
      title: '',
      abstract:
        'Droughts leave legacies in forest carbon uptake that outlast the dry season itself.',
      keywords: [
        'ecology',
        'forests',
        'drought',
        'carbon',
        'flux',
        'boreal',
        'Bayesian',
        'legacy',
        'remote sensing',
      ],
      keywordsText: '',
    }),
};

export const Authors: Story = { render: () => wizardScreen(wizardAt('authors')) };

export const Files: Story = { render: () => wizardScreen(wizardAt('files')) };

export const Declarations: Story = { render: () => wizardScreen(wizardAt('declarations')) };

/** Everything at a glance before sending. */
export const Review: Story = { render: () => wizardScreen(wizardAt('review')) };

/** Saving the step: the button is busy until the site answers. */
export const Saving: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /save and continue/i }));
    await expect(await canvas.findByRole('button', { name: /saving/i })).toBeVisible();
  },
};

export const Mobile: Story = { globals: MOBILE_VIEWPORT };

/** While its data reloads (a filter, the next page, a form's answer): the progress bar runs. */
export const Loading: Story = LOADING_STORY;

/** The API cannot be reached: the site's "Service Unavailable" page, in the site's frame. */
export const ApiUnavailable: Story = UNAVAILABLE_STORY;
