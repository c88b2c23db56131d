import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyLink } from '../storybook/story-link';
import { JournalLayout } from './journal-layout';

const base = '/journals/coastal-ecology';

const meta = {
  title: 'Layouts/JournalLayout',
  component: JournalLayout,
  parameters: {
    layout: 'fullscreen',
    // A whole page: every piece of content must sit in a landmark.
    a11y: { config: { rules: [{ id: 'region', enabled: true }] } },
  },
  args: {
    journalTitle: 'Coastal Ecology',
    issn: '1234-5678',
    eIssn: '8765-4321',
    homeHref: base,
    items: [
      { href: base, label: 'Home' },
      { href: `${base}/current-issue`, label: 'Current issue' },
      { href: `${base}/archive`, label: 'Archive' },
      { href: `${base}/volumes`, label: 'Volumes' },
      { href: `${base}/pages/about`, label: 'About the journal' },
      { href: `${base}/pages/editorial-board`, label: 'Editorial board' },
    ],
    currentHref: `${base}/current-issue`,
    renderLink: storyLink,
    siteHeader: 'Quire',
    footer: <p>Coastal Ecology is published on Quire under CC BY 4.0.</p>,
    children: (
      <>
        <h1>Current issue</h1>
        <p>Volume 12, issue 3 (2025).</p>
      </>
    ),
  },
} satisfies Meta<typeof JournalLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Brand from the toolbar: the wrapper's --q-brand, indigo by default. */
export const ToolbarBrand: Story = {};

export const TealBrand: Story = { args: { brandColor: '#0f766e' } };

/** A light brand colour gets dark masthead text, worked out from the colour. */
export const LightBrand: Story = { args: { brandColor: '#fcd34d' } };

/** A journal without pages of its own or an ISSN: its sections only. */
export const WithoutPagesOrIssn: Story = {
  args: { items: meta.args.items.slice(0, 4), issn: undefined, eIssn: undefined },
};

/** A site's own sections: fewer, in its order, with one the kit does not have. */
export const SiteSections: Story = {
  args: {
    items: [
      { href: base, label: 'Home' },
      { href: `${base}/archive`, label: 'Issues' },
      { href: `${base}/pages/submit`, label: 'For authors' },
    ],
    currentHref: `${base}/archive`,
  },
};

export const HomeIsCurrent: Story = { args: { currentHref: base } };

export const Narrow: Story = { globals: { viewport: { value: 'mobile1' } } };

/**
 * A search form for the journal at the end of the masthead (it wraps below the title when
 * narrow), built of the kit's input and button like `@quire/reading`'s search box: a bare
 * control would inherit the masthead's brand-contrast text over the browser's own background.
 */
export const WithSearch: Story = {
  args: {
    search: (
      <form aria-label="Search Coastal Ecology" action="/search">
        <input type="hidden" name="journal" value="coastal-ecology" />
        <label htmlFor="story-journal-search" className="q-visually-hidden">
          Search articles in Coastal Ecology
        </label>
        <input id="story-journal-search" className="q-field__input" name="q" type="search" />{' '}
        <button type="submit" className="q-btn">
          Search
        </button>
      </form>
    ),
  },
};

/** A square logo for the stories: a pale tile with a disc in the journal's colour. */
const LOGO = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#e0f2f1"/><circle cx="32" cy="32" r="20" fill="#0f766e"/></svg>',
)}`;

/** The journal's home: the full masthead with its logo beside the title and the ISSNs. */
export const WithLogo: Story = {
  args: {
    brandColor: '#0f766e',
    currentHref: base,
    logo: <img src={LOGO} alt="" width={64} height={64} />,
  },
};

/**
 * An inner page: the compact masthead (a smaller logo and title, no ISSN line), so the header
 * and the journal's navigation leave most of a small or zoomed-in screen to the page.
 */
export const Compact: Story = {
  args: {
    brandColor: '#0f766e',
    compact: true,
    logo: <img src={LOGO} alt="" width={64} height={64} />,
  },
};
