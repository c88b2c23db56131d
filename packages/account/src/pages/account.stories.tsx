import {
  LOADING_STORY,
  MOBILE_VIEWPORT,
  panelLayout,
  SCREEN_PARAMETERS,
  ScreenStub,
  STORY_VISITORS,
  UNAVAILABLE_STORY,
} from '@quire/story-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { AccountPage } from './account';
import type { accountLoader } from './account.server';

type AccountData = Awaited<ReturnType<typeof accountLoader>>;

const ACCOUNT: AccountData = {
  user: STORY_VISITORS.author.session.user,
  mailPreferences: { decisions: true, publication: false, editorial: true, discussions: false },
  avatarRules: { extensions: ['jpg', 'jpeg', 'png', 'webp'], maxBytes: 2 * 1024 * 1024 },
};

/** The account page in the author panel, showing `data`. */
function accountScreen(data: AccountData) {
  return (
    <ScreenStub
      url="/panel/account"
      visitor="author"
      routes={[
        panelLayout({
          id: 'panel-account',
          path: 'account',
          Component: AccountPage,
          loader: { data },
        }),
      ]}
    />
  );
}

const meta = {
  title: 'Account settings',
  component: AccountPage,
  parameters: SCREEN_PARAMETERS,
  render: () => accountScreen(ACCOUNT),
} satisfies Meta<typeof AccountPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** A new account: no affiliation, ORCID iD or biography yet, every notice mail on. */
export const NewAccount: Story = {
  render: () =>
    accountScreen({
      ...ACCOUNT,
      user: { ...ACCOUNT.user, affiliation: null, orcid: null, bio: null },
      mailPreferences: { decisions: true, publication: true, editorial: true, discussions: true },
    }),
};

/** A long name, affiliation and biography. */
export const LongContent: Story = {
  render: () =>
    accountScreen({
      ...ACCOUNT,
      user: {
        ...ACCOUNT.user,
        name: 'Samuel Chukwuemeka Okonkwo-Lindqvist',
        affiliation:
          'Centre for Interdisciplinary Research on Environmental Change and Forest Ecosystem Services, Faculty of Forest Sciences and Forest Ecology, Georg-August-Universität Göttingen',
        bio: 'Forest ecologist working on drought responses of boreal and temperate forests, from tree-ring networks to eddy-covariance towers. Previously at the Swedish University of Agricultural Sciences (SLU), Umeå, and the Max Planck Institute for Biogeochemistry, Jena. Associate editor of the Journal of Computational Ecology since 2024.',
      },
    }),
};

export const Mobile: Story = { globals: MOBILE_VIEWPORT };

/** While its data reloads (a filter, the next page, a form's answer): the progress bar runs. */
export const Loading: Story = LOADING_STORY;

/** The API cannot be reached: the site's "Service Unavailable" page, in the site's frame. */
export const ApiUnavailable: Story = UNAVAILABLE_STORY;
