import { defineJournalSite } from '@quire/site';
import { cleanLayout, ScreenStub } from '@quire/story-kit';
import { render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfirmRegistrationPage } from './confirm';
import { ForgotPasswordPage, forgotPasswordMeta } from './forgot-password';
import { LoginPage, loginMeta } from './login';
import { RegisterPage, registerMeta } from './register';
import { ResetPasswordPage } from './reset-password';

// A site that mounts its sign-in pages under `/account` instead of `/auth`.
const SITE = { name: 'Journal of Computational Ecology', paths: { auth: '/account' } };

/** `Page` at `url` in the clean layout, under the site above, with its loader's `data`. */
function renderPage(Page: ComponentType, url: string, data: unknown = null) {
  const site = defineJournalSite(SITE);
  const path = new URL(url, 'https://site.test').pathname.slice(1);
  render(
    <ScreenStub
      url={url}
      site={site}
      routes={[cleanLayout({ id: 'page', path, Component: Page, loader: { data } })]}
    />,
  );
}

const hrefOf = (name: string | RegExp) => screen.getByRole('link', { name }).getAttribute('href');

afterEach(() => {
  defineJournalSite({ name: 'Journal site' });
});

describe('the sign-in pages link through the site’s paths', () => {
  it('login: forgotten password and registration, keeping the way back', () => {
    renderPage(LoginPage, '/account/login?redirect=/author');
    expect(hrefOf('Forgot your password?')).toBe('/account/forgot-password');
    expect(hrefOf('Create an account')).toBe('/account/reg?redirect=%2Fauthor');
  });

  it('register: back to sign in, keeping the way back', () => {
    renderPage(RegisterPage, '/account/reg?redirect=/author');
    const signIn = screen.getAllByRole('link', { name: 'Sign in' });
    expect(signIn.map((link) => link.getAttribute('href'))).toContain(
      '/account/login?redirect=%2Fauthor',
    );
  });

  it('forgot password: back to sign in', () => {
    renderPage(ForgotPasswordPage, '/account/forgot-password');
    expect(hrefOf('Back to sign in')).toBe('/account/login');
  });

  it('confirmation without its link: register again', () => {
    renderPage(ConfirmRegistrationPage, '/account/confirm', { token: '' });
    expect(hrefOf('Register again')).toBe('/account/reg');
  });

  it('reset without its link: get a new one', () => {
    renderPage(ResetPasswordPage, '/account/reset-password', { token: '' });
    expect(hrefOf('Get a new link')).toBe('/account/forgot-password');
  });
});

describe('the sign-in pages’ meta', () => {
  it('names the configured site, never another', () => {
    defineJournalSite({ ...SITE, pageTitleSeparator: ' | ' });
    const args = {} as never;
    const meta = [...loginMeta(args), ...registerMeta(args), ...forgotPasswordMeta(args)];
    expect(meta).toContainEqual({ title: 'Sign in | Journal of Computational Ecology' });
    const descriptions = meta.flatMap((tag) =>
      'name' in tag && tag.name === 'description' ? [tag.content] : [],
    );
    expect(descriptions).toHaveLength(3);
    for (const text of descriptions) expect(text).not.toContain('Quire');
    expect(descriptions).toContain(
      'Sign in to your Journal of Computational Ecology author account.',
    );
  });
});
