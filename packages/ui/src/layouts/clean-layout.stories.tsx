import type { Meta, StoryObj } from '@storybook/react-vite';
import { CleanLayout } from './clean-layout';

const meta = {
  title: 'Layouts/CleanLayout',
  component: CleanLayout,
  parameters: {
    layout: 'fullscreen',
    // A whole page: every piece of content must sit in a landmark.
    a11y: { config: { rules: [{ id: 'region', enabled: true }] } },
  },
  args: {
    siteHeader: 'Quire',
    title: 'Sign in',
    footer: <a href="/auth/reg">Create an account</a>,
    children: (
      <form style={{ display: 'grid', gap: '1rem' }} onSubmit={(event) => event.preventDefault()}>
        <label style={{ display: 'grid', gap: '0.25rem' }}>
          Email
          <input type="email" name="email" autoComplete="email" />
        </label>
        <label style={{ display: 'grid', gap: '0.25rem' }}>
          Password
          <input type="password" name="password" autoComplete="current-password" />
        </label>
        <button type="submit" className="q-btn q-btn--primary">
          Sign in
        </button>
        <a href="/auth/forgot-password">Forgot your password?</a>
      </form>
    ),
  },
} satisfies Meta<typeof CleanLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignIn: Story = {};

export const WithoutHeaderOrFooter: Story = {
  args: { siteHeader: undefined, footer: undefined },
};

export const Narrow: Story = { globals: { viewport: { value: 'mobile1' } } };
