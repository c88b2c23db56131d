import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './support/browser';
import { webUrl } from './support/servers';
import { DEMO_AUTHOR } from './support/session';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/**
 * `?redirect=` targets that resolve on the site but normalise to a path a browser reads as
 * another host (`//evil.example/…`), plus the plain forms of the same attack.
 */
const FOREIGN_TARGETS = [
  '/.//evil.example/phish',
  '/..//evil.example/phish',
  '/%2e//evil.example/phish',
  '/./\\evil.example/phish',
  '/\t/evil.example/phish',
  '//evil.example/phish',
  'https://evil.example/phish',
];

describe('open redirect after sign-in', () => {
  it.each(FOREIGN_TARGETS)('a sign-in post with ?redirect=%j is sent home', async (target) => {
    const response = await fetch(`${webUrl}/auth/login?redirect=${encodeURIComponent(target)}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: webUrl },
      body: new URLSearchParams(DEMO_AUTHOR).toString(),
      redirect: 'manual',
    });
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/');
  });

  it.each([
    ['without JavaScript', false],
    ['with JavaScript', true],
  ])('the login form %s lands on the site', async (_, javaScriptEnabled) => {
    const { page } = await newPage(browser, { javaScriptEnabled });
    await page.goto(
      `${webUrl}/auth/login?redirect=${encodeURIComponent('/.//evil.example/phish')}`,
    );
    await page.getByLabel('Email').fill(DEMO_AUTHOR.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_AUTHOR.password);
    await Promise.all([
      page.waitForURL((url) => !url.pathname.startsWith('/auth/login')),
      page.getByRole('button', { name: 'Sign in' }).click(),
    ]);
    expect(page.url()).toBe(`${webUrl}/`);
    await page.locator('.q-session-menu__name').waitFor();
    await page.context().close();
  });
});
