import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyLink } from '../storybook/story-link';
import { ThemeToggle } from '../theme-toggle';
import { DefaultLayout } from './default-layout';

const meta = {
  title: 'Layouts/DefaultLayout',
  component: DefaultLayout,
  parameters: {
    layout: 'fullscreen',
    // A whole page: every piece of content must sit in a landmark.
    a11y: { config: { rules: [{ id: 'region', enabled: true }] } },
  },
  args: {
    siteHeader: 'Quire',
    headerActions: (
      <>
        <ThemeToggle />
        <a href="/auth/login">Sign in</a>
      </>
    ),
    nav: [
      { href: '/', label: 'Home' },
      { href: '/journals', label: 'Journals' },
      { href: '/news', label: 'News' },
      { href: '/about', label: 'About' },
      { href: '/contact', label: 'Contact' },
    ],
    currentHref: '/journals',
    renderLink: storyLink,
    footer: <p>© 2025 Quire. Open access publishing.</p>,
    children: (
      <>
        <h1>Journals</h1>
        <p>Browse every journal published on Quire.</p>
      </>
    ),
  },
} satisfies Meta<typeof DefaultLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithoutNavigation: Story = { args: { nav: undefined } };

export const WithoutFooter: Story = { args: { footer: undefined } };

export const Narrow: Story = { globals: { viewport: { value: 'mobile1' } } };
