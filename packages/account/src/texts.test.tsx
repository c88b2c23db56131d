import { defineJournalSite, type JournalSite } from '@quire/site';
import { cleanLayout, ScreenStub } from '@quire/story-kit';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LoginPage, loginMeta } from './pages/auth/login';
import { ACCOUNT_TEXTS, accountTexts } from './texts';

function renderLogin(site: JournalSite) {
  render(
    <ScreenStub
      url="/auth/login"
      site={site}
      routes={[cleanLayout({ id: 'page', path: 'auth/login', Component: LoginPage })]}
    />,
  );
}

afterEach(() => {
  defineJournalSite({ name: 'Journal site' });
});

describe('the account texts', () => {
  it('are the English defaults on a site that overrides none', () => {
    const site = defineJournalSite({ name: 'JCE', texts: { signIn: 'Log in' } });
    expect(accountTexts()).toBe(ACCOUNT_TEXTS);
    renderLogin(site);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Sign in');
    expect(screen.getByLabelText('Email')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create an account' }).parentElement?.textContent).toBe(
      'New here? Create an account',
    );
  });

  it('follow the site’s overrides in the page and its meta, the rest staying English', () => {
    const site = defineJournalSite({
      name: 'JCE',
      texts: {
        account: {
          signInTitle: 'Log in',
          newHere: 'First visit?',
          signInDescription: (siteName) => `Log in to ${siteName}.`,
        },
      },
    });
    renderLogin(site);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Log in');
    expect(screen.getByRole('link', { name: 'Create an account' }).parentElement?.textContent).toBe(
      'First visit? Create an account',
    );
    const meta = loginMeta({} as never);
    expect(meta).toContainEqual({ title: 'Log in · JCE' });
    expect(meta).toContainEqual({ name: 'description', content: 'Log in to JCE.' });
    expect(accountTexts().signInButton).toBe('Sign in');
  });

  it('are checked against the catalogue', () => {
    // @ts-expect-error: not a text of the account package
    defineJournalSite({ name: 'JCE', texts: { account: { signInTitel: 'Log in' } } });
  });
});
