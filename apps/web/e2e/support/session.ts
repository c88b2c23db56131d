import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { openPage } from './browser';

/** The demo author the seed creates (never change its password in a test: files share it). */
export const DEMO_AUTHOR = {
  email: 'author@quire.test',
  password: 'author-password',
  name: 'Ada Author',
};

/** A fresh address, so tests that create accounts never collide. */
export function uniqueEmail(label = 'e2e'): string {
  return `${label}-${randomUUID().slice(0, 8)}@example.org`;
}

/** Fills and submits the login form at `${webUrl}/auth/login` (plus `query`), then waits for the redirect. */
export async function signIn(
  page: Page,
  webUrl: string,
  credentials: { email: string; password: string },
  query = '',
): Promise<void> {
  await openPage(page, `${webUrl}/auth/login${query}`);
  await page.getByLabel('Email').fill(credentials.email);
  await page.getByLabel('Password', { exact: true }).fill(credentials.password);
  await Promise.all([
    page.waitForURL((url) => !url.pathname.startsWith('/auth/login')),
    page.getByRole('button', { name: 'Sign in' }).click(),
  ]);
}

/** Opens the header's account menu and signs out, waiting for the redirect home. */
export async function signOut(page: Page): Promise<void> {
  await page.locator('.q-session-menu summary').click();
  await Promise.all([
    page.waitForResponse((response) => response.url().includes('/auth/logout')),
    page.getByRole('button', { name: 'Sign out' }).click(),
  ]);
  await page.getByRole('link', { name: 'Sign in' }).waitFor();
}

/**
 * Signs in through the website's login form post (no browser) and resolves with the `Cookie`
 * header value that carries the session, for raw HTTP checks of signed-in pages.
 */
export async function sessionCookie(
  webUrl: string,
  credentials: { email: string; password: string },
): Promise<string> {
  const response = await fetch(`${webUrl}/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: webUrl },
    body: new URLSearchParams(credentials).toString(),
    redirect: 'manual',
  });
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith('quire_session='));
  if (response.status !== 302 || !cookie) {
    throw new Error(
      `Sign-in of ${credentials.email} answered ${response.status} without a session.`,
    );
  }
  return cookie.split(';')[0] ?? '';
}

/**
 * Signs `page`'s context in without showing the login form: the website's own login post
 * ({@link sessionCookie}) from Node, its session cookie then set in the browser. For tests about a
 * signed-in screen, where the form would only cost two page loads each time; the form itself is
 * what `signIn` and auth.e2e.ts exercise.
 */
export async function signInByCookie(
  page: Page,
  webUrl: string,
  credentials: { email: string; password: string },
): Promise<void> {
  const [name = '', ...value] = (await sessionCookie(webUrl, credentials)).split('=');
  await page.context().addCookies([{ name, value: value.join('='), url: webUrl }]);
}
