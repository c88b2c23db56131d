import { chromePath } from '@quire/vitest-config/chrome-path';
import { type Browser, type BrowserContextOptions, chromium, type Page } from 'playwright-core';

/** The system Chromium (`CHROME_PATH`, else Debian's headless shell, else `/usr/bin/chromium`). */
export const CHROME_PATH = chromePath();

// Quiet, deterministic headless Chromium (no background traffic, no first-run UI, no QUIC).
const CHROME_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-quic',
  '--no-first-run',
  '--disable-component-update',
  '--disable-sync',
];

/** Launches the system Chromium through playwright-core. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROME_PATH, args: CHROME_ARGS, headless: true });
}

/**
 * A page in a fresh context (own cookies and storage) whose console errors and uncaught
 * exceptions are collected, so a test can assert the page ran cleanly.
 */
export async function newPage(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return { page, errors };
}

/**
 * `page.waitForResponse`, with its failure reported only where the test awaits it. A step that
 * fails between starting the wait and awaiting it would otherwise leave a rejection nobody
 * handles when the wait times out (or the page closes), and Vitest would report it as an error
 * of its own, apart from the test that caused it.
 */
export function nextResponse(
  page: Page,
  matches: Parameters<Page['waitForResponse']>[0],
): ReturnType<Page['waitForResponse']> {
  const response = page.waitForResponse(matches);
  response.catch(() => {
    // Handled by whoever awaits it; see above.
  });
  return response;
}
