import {
  LOADING_STORY,
  MOBILE_VIEWPORT,
  SCREEN_PARAMETERS,
  ScreenStub,
  UNAVAILABLE_STORY,
} from '@quire/story-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  ARTICLE,
  CORRECTED_ARTICLE,
  LONG_ARTICLE,
  LONG_FULL_TEXT_ARTICLE,
  RETRACTED_ARTICLE,
  SHORT_ARTICLE,
} from '../../stories/fixtures';
import { journalArticleLayout } from '../../stories/journal-routes';
import { ArticlePage } from './article';

const URL = '/journals/computational-ecology/articles/drought-legacies-boreal-carbon';

type ArticleStoryOptions = Pick<Parameters<typeof ScreenStub>[0], 'visitor' | 'site'>;

/** The article page with the loader's `data` (or its `status`), inside the journal's frame. */
function articleScreen(
  loader: { data: unknown } | { status: number; message: string },
  options: ArticleStoryOptions = {},
) {
  return (
    <ScreenStub
      url={URL}
      {...options}
      routes={[
        journalArticleLayout({
          id: 'journal-article',
          path: 'articles/:article_slug',
          Component: ArticlePage,
          loader,
        }),
      ]}
    />
  );
}

const meta = {
  title: 'Article',
  component: ArticlePage,
  parameters: SCREEN_PARAMETERS,
  render: () => articleScreen({ data: ARTICLE }),
} satisfies Meta<typeof ArticlePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A research article with full text (citations linked to its references and back, figures — one
 * image missing —, a table wider than a phone), files and citations, to a signed-out reader.
 */
export const Default: Story = {};

/** A signed-in reader who has bookmarked the article. */
export const Bookmarked: Story = {
  render: () =>
    articleScreen({ data: { ...ARTICLE, bookmark: { bookmarked: true } } }, { visitor: 'author' }),
};

/** A short communication: no full text, files, keywords or references. */
export const ShortCommunication: Story = {
  render: () => articleScreen({ data: SHORT_ARTICLE }),
};

/** Its issue was withdrawn by the editors: the article stays, with their reason. */
export const IssueWithdrawn: Story = {
  render: () =>
    articleScreen({
      data: {
        ...ARTICLE,
        article: {
          ...ARTICLE.article,
          issue: ARTICLE.article.issue && {
            ...ARTICLE.article.issue,
            withdrawal: {
              date: { dateTime: '2026-10-02', text: '02-10-2026' },
              reason: 'The issue was published before its proofs were approved.',
            },
          },
        },
      },
    }),
};

/** An address that names no article. */
/** Corrected twice since it was published: the version, its date, and the earlier versions. */
export const Corrected: Story = {
  render: () =>
    articleScreen({
      data: {
        ...ARTICLE,
        article: {
          ...ARTICLE.article,
          versions: {
            current: 3,
            updated: { dateTime: '2026-11-02', text: '02-11-2026' },
            earlier: [
              {
                number: 2,
                title: ARTICLE.article.title,
                replaced: { dateTime: '2026-11-02', text: '02-11-2026' },
                note: 'A corrected PDF: Figure 3’s axis labels were swapped.',
                pdfUrl: 'https://quire.example/galleys/jce/drought-v2.pdf',
              },
              {
                number: 1,
                title: ARTICLE.article.title,
                replaced: { dateTime: '2026-10-01', text: '01-10-2026' },
                note: 'Corrected the second author’s affiliation.',
                pdfUrl: 'https://quire.example/galleys/jce/drought-v1.pdf',
              },
            ],
          },
        },
      },
    }),
};

/** Retracted after a correction: the banner at the top, its heading and mark in words. */
export const Retracted: Story = {
  render: () => articleScreen({ data: RETRACTED_ARTICLE }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const banner = await canvas.findByRole('region', { name: /retracted/i });
    await expect(within(banner).getByRole('link', { name: 'Retraction notice' })).toHaveAttribute(
      'href',
      '/journals/computational-ecology/notices/31',
    );
  },
};

/** Retracted, on a phone. */
export const RetractedMobile: Story = {
  render: () => articleScreen({ data: RETRACTED_ARTICLE }),
  globals: MOBILE_VIEWPORT,
};

/** With a correction notice: the quieter banner, linking to it. */
export const WithCorrectionNotice: Story = {
  render: () => articleScreen({ data: CORRECTED_ARTICLE }),
};

export const NotFound: Story = {
  render: () => articleScreen({ status: 404, message: 'No such article' }),
};

/**
 * At the limits: a long title with an unbreakable word, 14 authors, 12 keywords, and, without a
 * full text, 40 references in the article's own list.
 */
export const LongContent: Story = { render: () => articleScreen({ data: LONG_ARTICLE }) };

/** A long full text: its outline beside it, figures, tables, notes and one reference list. */
export const LongFullText: Story = {
  render: () => articleScreen({ data: LONG_FULL_TEXT_ARTICLE }),
};

/**
 * The long full text on a phone: the outline a list to open, the wide table scrolling in its
 * own frame while the page fits the screen, and one reference list, linked both ways.
 */
export const LongFullTextMobile: Story = {
  render: () => articleScreen({ data: LONG_FULL_TEXT_ARTICLE }),
  globals: MOBILE_VIEWPORT,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole('heading', { name: 'References' })).toHaveLength(1);
    const citation = canvas.getAllByRole('link', { name: '[2]' })[0];
    const reference = canvasElement.ownerDocument.getElementById('ref-r2');
    await expect(citation).toHaveAttribute('href', '#ref-r2');
    await expect(reference).toHaveTextContent(/FLUXNET2015/);
    await expect(
      within(reference as HTMLElement).getByRole('link', {
        name: 'Back to where reference 2 is cited, 1 of 4',
      }),
    ).toHaveAttribute('href', `#${citation?.id}`);
    const wide = canvasElement.ownerDocument.getElementById('tab-t2') as HTMLElement;
    await expect(wide.scrollWidth).toBeGreaterThan(wide.clientWidth);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

export const Mobile: Story = { globals: MOBILE_VIEWPORT };

/** While its data reloads (a filter, the next page, a form's answer): the progress bar runs. */
export const Loading: Story = LOADING_STORY;

/** The API cannot be reached: the site's "Service Unavailable" page, in the site's frame. */
export const ApiUnavailable: Story = UNAVAILABLE_STORY;
