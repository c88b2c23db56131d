import {
  defaultLayout,
  LOADING_STORY,
  MOBILE_VIEWPORT,
  SCREEN_PARAMETERS,
  ScreenStub,
  UNAVAILABLE_STORY,
} from '@quire/story-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  JOURNAL_SETTINGS,
  JOURNAL_SETTINGS_READ_ONLY,
  NEW_JOURNAL_SETTINGS,
} from '../../stories/fixtures';
import { AdminJournalSettingsPage } from './journal-settings';

/** A journal's settings page with the loader's `data` (or its `status`), after a refused post when given. */
function settingsScreen(
  loader: { data: unknown } | { status: number; message: string },
  { actionData, url = '/admin/journals/1' }: { actionData?: unknown; url?: string } = {},
) {
  return (
    <ScreenStub
      url={url}
      visitor="editor"
      routes={[
        defaultLayout({
          id: 'admin-journal-settings',
          path: 'admin/journals/:id',
          Component: AdminJournalSettingsPage,
          loader,
          actionData,
        }),
      ]}
    />
  );
}

const meta = {
  title: 'Editors/Journal settings',
  component: AdminJournalSettingsPage,
  parameters: SCREEN_PARAMETERS,
  render: () => settingsScreen({ data: JOURNAL_SETTINGS }),
} satisfies Meta<typeof AdminJournalSettingsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** As a site administrator sees it: every setting, the sections, archiving and deletion. */
export const SiteAdministrator: Story = {};

/** As one of the journal's editors sees it: everything, read-only. */
export const ReadOnly: Story = {
  render: () => settingsScreen({ data: JOURNAL_SETTINGS_READ_ONLY }),
};

/** Just created: empty settings and no sections yet. */
export const NewJournal: Story = {
  render: () => settingsScreen({ data: NEW_JOURNAL_SETTINGS }),
};

/** A refused save: an ISSN whose check digit is wrong and a brand colour too light for white text. */
export const SaveRefused: Story = {
  render: () =>
    settingsScreen(
      { data: JOURNAL_SETTINGS },
      {
        actionData: {
          message: 'Please correct the errors below.',
          fieldErrors: {
            issn: [
              'The print ISSN is not a valid ISSN: its check digit does not match. Copy it again from the ISSN register.',
            ],
            brandColor: [
              'White text on #fde047 has a contrast of 1.2:1; it needs at least 4.5:1 (WCAG AA). Choose a darker colour.',
            ],
          },
          values: {
            intent: 'settings',
            title: 'Journal of Computational Ecology',
            issn: '2753-4188',
            brandColor: '#fde047',
          },
        },
      },
    ),
};

/** Someone saved in between: the save is refused with who and when, what was typed kept. */
export const SavedMeanwhile: Story = {
  render: () =>
    settingsScreen(
      { data: JOURNAL_SETTINGS },
      {
        actionData: {
          message:
            'Elena Okafor saved this journal on 2026-11-29 at 14:02 UTC, after you opened it. Reload to see their changes, then make yours again.',
          fieldErrors: {
            version: [
              'Elena Okafor saved this journal on 2026-11-29 at 14:02 UTC, after you opened it. Reload to see their changes, then make yours again.',
            ],
          },
          values: { intent: 'settings', title: 'Journal of Computational Ecology (new)' },
        },
      },
    ),
};

/** A section that files articles cannot be deleted: the refusal shows on its card. */
export const SectionDeleteRefused: Story = {
  render: () =>
    settingsScreen(
      { data: JOURNAL_SETTINGS },
      {
        actionData: {
          message:
            'The section Research Articles holds 12 published articles, which deleting would unfile. Close it to submissions instead.',
          fieldErrors: {},
          values: { intent: 'section-delete', sectionId: '11' },
        },
      },
    ),
};

export const NotFound: Story = {
  render: () => settingsScreen({ status: 404, message: 'No such journal' }),
};

export const Mobile: Story = { globals: MOBILE_VIEWPORT };

/** While its data reloads (a form's answer): the progress bar runs. */
export const Loading: Story = LOADING_STORY;

/** The API cannot be reached: the site's "Service Unavailable" page, in the site's frame. */
export const ApiUnavailable: Story = UNAVAILABLE_STORY;

/** The DOI settings refused: a prefix that is not `10.` and digits, an article pattern without `{article}`. */
export const DoiSettingsRefused: Story = {
  render: () =>
    settingsScreen(
      { data: JOURNAL_SETTINGS },
      {
        actionData: {
          message: 'Please correct the errors below.',
          fieldErrors: {
            prefix: ['A DOI prefix is 10. and four to nine digits, like 10.5555.'],
            articlePattern: [
              'Include {article} (or {page}) so that each article gets its own DOI.',
            ],
            noticePattern: ['Include {notice} so that each notice gets its own DOI.'],
            crossmarkPolicyDoi: ['A Crossmark policy DOI looks like 10.5555/policy.'],
          },
          values: {
            intent: 'doi',
            prefix: '11.5555',
            articlePattern: '{journal}.{year}',
            issuePattern: '{journal}.v{volume}i{issue}',
            noticePattern: '{journal}.{year}.{article}',
            crossmarkPolicyDoi: 'our retraction policy',
            environment: 'test',
          },
        },
      },
    ),
};
