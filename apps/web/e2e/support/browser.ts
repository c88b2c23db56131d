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

/** The start of what the page shows, in one line, for a failure's message. */
export async function shownText(page: Page): Promise<string> {
  // biome-ignore lint/performance/useDomNodeTextContent: what a reader sees, not the hydration scripts' text.
  const text = await page.evaluate(() => document.body?.innerText ?? '').catch(() => '');
  return text.replace(/\s+/g, ' ').slice(0, 300);
}

/**
 * Opens `url` and resolves once it loaded with a 2xx answer. Any other answer fails at once,
 * naming its status and what the page shows (the site's 503 page, an error boundary), instead
 * of leaving the next step to wait its full timeout for an element that is not there.
 */
export async function openPage(page: Page, url: string): Promise<void> {
  const response = await page.goto(url);
  if (response?.ok()) return;
  throw new Error(
    `${url} answered ${response?.status() ?? 'nothing'} at ${new Date().toISOString()}: ${await shownText(page)}`,
  );
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
