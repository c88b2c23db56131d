import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyLink } from '../storybook/story-link';
import { JournalArticleLayout } from './journal-article-layout';

const base = '/journals/coastal-ecology';

const paragraph =
  'Tidal marshes store carbon in their soils for centuries. We measured burial rates in nine ' +
  'marshes along a salinity gradient and found that the rate follows sediment supply more ' +
  'closely than plant productivity, which changes how restoration should be planned.';

const meta = {
  title: 'Layouts/JournalArticleLayout',
  component: JournalArticleLayout,
  parameters: {
    layout: 'fullscreen',
    // A whole page: every piece of content must sit in a landmark.
    a11y: { config: { rules: [{ id: 'region', enabled: true }] } },
  },
  args: {
    journalTitle: 'Coastal Ecology',
    issn: '1234-5678',
    homeHref: base,
    items: [
      { href: base, label: 'Home' },
      { href: `${base}/current-issue`, label: 'Current issue' },
      { href: `${base}/archive`, label: 'Archive' },
      { href: `${base}/volumes`, label: 'Volumes' },
    ],
    renderLink: storyLink,
    articleTitle: 'Sediment supply, not productivity, sets carbon burial in tidal marshes',
    authors: [
      { name: 'Adaeze Okafor', affiliation: 'University of Lagos' },
      { name: 'Maja Lindqvist', affiliation: 'Stockholm University' },
    ],
    meta: <p>Published 14-03-2025 · Volume 12, issue 3 · doi:10.1234/ce.2025.045</p>,
    sidebar: (
      <>
        <a className="q-btn q-btn--primary" href={`${base}/articles/sediment-supply.pdf`}>
          Download PDF
        </a>
        <button type="button" className="q-btn">
          Cite
        </button>
        <button type="button" className="q-btn" aria-pressed="false">
          Bookmark
        </button>
        <button type="button" className="q-btn">
          Share
        </button>
      </>
    ),
    children: (
      <>
        <h2>Abstract</h2>
        <p>{paragraph}</p>
        <h2>Introduction</h2>
        <p>{paragraph}</p>
        <p>{paragraph}</p>
      </>
    ),
  },
} satisfies Meta<typeof JournalArticleLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const TealBrand: Story = { args: { brandColor: '#0f766e' } };

export const WithoutSidebar: Story = { args: { sidebar: undefined } };

export const SingleAuthorNoMeta: Story = {
  args: { authors: [{ name: 'Adaeze Okafor' }], meta: undefined },
};

export const Narrow: Story = { globals: { viewport: { value: 'mobile1' } } };
