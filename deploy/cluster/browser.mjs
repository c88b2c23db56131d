// @ts-check
// The cluster seen from Chromium, through HAProxy (run by deploy/cluster/test): an author and an
// administrator sign in, read, start a submission and chat while pinned to different API nodes
// (the realtime cookie), then one API node and one web node are stopped mid-session. Passes when
// no page answered with an error, no message was lost either way and the upload made during the
// stop is kept.
//
// Environment: LB_URL, API1_PID and WEB1_PID (the nodes to stop), CHROME_PATH (else the tests'
// default, `chromePath()` of @quire/vitest-config: Debian's headless shell or full Chromium),
// SHOTS_DIR (where a failure leaves a screenshot of each page).
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// playwright-core is the web app's test dependency: resolve it from there.
const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(path.join(here, '../../apps/web/package.json'));
/** @type {typeof import('playwright-core')} */
const { chromium } = require('playwright-core');
/** @type {typeof import('@quire/vitest-config/chrome-path')} */
const { chromePath } = await import(require.resolve('@quire/vitest-config/chrome-path'));

const lb = required('LB_URL');
const stopPids = [Number(required('API1_PID')), Number(required('WEB1_PID'))];
const AUTHOR = { email: 'author@quire.test', password: 'author-password', name: 'Ada Author' };
const ADMIN = { email: 'admin@quire.test', password: 'admin-password' };
const run = Date.now().toString(36);

/** @param {string} name */
function required(name) {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is required`);
  return value;
}

/** Problems seen by any page: 5xx answers, uncaught exceptions, error views. */
const problems = [];
/** Every page opened, for the screenshots of a failure. */
const pages = [];

/** @param {string} step */
function ok(step) {
  console.log(`ok: ${step}`);
}

const browser = await chromium.launch({
  executablePath: chromePath(),
  headless: true,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});

/**
 * A signed-in page whose socket.io connection is pinned to `node` by HAProxy's cookie.
 * @param {{ email: string, password: string }} account
 * @param {'api1' | 'api2'} node
 */
async function signedInPage(account, node) {
  const context = await browser.newContext();
  await context.addCookies([{ name: 'QUIRE_RT', value: node, url: lb }]);
  const page = await context.newPage();
  pages.push(page);
  page.setDefaultTimeout(30_000);
  page.on('response', (response) => {
    if (response.status() >= 500) problems.push(`${response.status()} ${response.url()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  await page.goto(`${lb}/auth/login`);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await Promise.all([
    page.waitForURL((url) => !url.pathname.startsWith('/auth/login')),
    page.getByRole('button', { name: 'Sign in' }).click(),
  ]);
  return page;
}

/** @param {import('playwright-core').Page} page */
const messages = (page) => page.getByRole('log', { name: 'Messages' });

/** @param {import('playwright-core').Page} page @param {string} text */
async function send(page, text) {
  // The author's composer is labelled "Message", the administrator's "Reply".
  await page.getByRole('textbox', { name: /^(Message|Reply)$/ }).fill(text);
  await page.getByRole('button', { name: 'Send' }).click();
  await messages(page).getByText(text, { exact: true }).waitFor();
}

/**
 * The support inbox, on the demo author's conversation.
 * @param {import('playwright-core').Page} admin
 */
async function openAuthorConversation(admin) {
  await admin.goto(`${lb}/admin/chat`);
  await admin
    .getByRole('navigation', { name: 'Conversations' })
    .getByRole('link', { name: new RegExp(AUTHOR.name) })
    .first()
    .click();
}

try {
  const author = await signedInPage(AUTHOR, 'api1');
  let admin = await signedInPage(ADMIN, 'api2');
  ok('author and administrator signed in through HAProxy');

  // Read: a journal, then an article of its current issue.
  await author.goto(`${lb}/journals`);
  await author.locator('main a[href^="/journals/"]').first().click();
  await author.locator('main a[href*="/articles/"]').first().click();
  await author.getByRole('heading', { level: 2, name: 'Abstract' }).waitFor();
  ok('an article read');

  // Submit: the wizard's first step creates a draft.
  const journalSlug = new URL(author.url()).pathname.split('/')[2];
  await author.goto(`${lb}/panel/submission/new?journal=${journalSlug}`);
  await author.getByRole('button', { name: 'Save and continue' }).click();
  await author.waitForURL(/\/panel\/submission\/\d+\/edit\?step=details/);
  const submissionId = new URL(author.url()).pathname.split('/')[3];
  ok(`submission ${submissionId} started`);

  // Chat across nodes: the author on api1, the administrator on api2 (Redis carries events).
  await author.goto(`${lb}/panel/chat`);
  await send(author, `Hello from node 1 (${run})`);
  await openAuthorConversation(admin);
  await messages(admin).getByText(`Hello from node 1 (${run})`, { exact: true }).waitFor();
  await send(admin, `Reply from node 2 (${run})`);
  await messages(author).getByText(`Reply from node 2 (${run})`, { exact: true }).waitFor();
  ok('a message each way between an author on api1 and an administrator on api2');

  // Presence across nodes: the administrator's only tab (on api2) closes; the author (on api1)
  // must see "Admin offline" within 5 s — api2 tells api1 over Redis.
  const presence = (/** @type {string} */ text) =>
    author.getByRole('status').filter({ hasText: text });
  await presence('Admin online').waitFor();
  const closedAt = Date.now();
  await admin.context().close();
  pages.splice(pages.indexOf(admin), 1);
  await presence('Admin offline').waitFor({ timeout: 15_000 });
  const offlineAfter = Date.now() - closedAt;
  if (offlineAfter > 5_000) {
    problems.push(
      `"Admin offline" reached the author on the other node after ${offlineAfter} ms (bound 5,000)`,
    );
  }
  ok(
    `the author on api1 saw "Admin offline" ${offlineAfter} ms after the administrator's tab on api2 closed`,
  );
  admin = await signedInPage(ADMIN, 'api2');
  await openAuthorConversation(admin);
  await messages(admin).getByText(`Reply from node 2 (${run})`, { exact: true }).waitFor();
  await presence('Admin online').waitFor();
  ok('the administrator is back on api2, and the author sees "Admin online" again');

  // Stop api1 (the author's realtime node) and web1 mid-session.
  for (const pid of stopPids) process.kill(pid, 'SIGTERM');
  ok('api1 and web1 sent SIGTERM');

  // A message sent while the author's socket moves to api2 arrives (live or by catch-up).
  await send(admin, `Sent during the stop (${run})`);
  await messages(author)
    .getByText(`Sent during the stop (${run})`, { exact: true })
    .waitFor({ timeout: 60_000 });
  ok('the administrator’s message sent during the stop reached the author');

  // The upload made now is kept.
  await author.goto(`${lb}/panel/submission/${submissionId}/edit?step=files`);
  await author.locator('#upload-manuscript').setInputFiles({
    name: 'cluster-manuscript.pdf',
    mimeType: 'application/pdf',
    buffer: minimalPdf(`Uploaded during a node stop (${run})`),
  });
  await author.getByRole('button', { name: 'Upload the manuscript' }).click();
  await author.getByRole('link', { name: 'cluster-manuscript.pdf' }).waitFor();
  await author.reload();
  await author.getByRole('link', { name: 'cluster-manuscript.pdf' }).waitFor();
  ok('a manuscript uploaded after the stop is kept');

  await author.goto(`${lb}/panel/chat`);
  await send(author, `After the stop (${run})`);
  await messages(admin).getByText(`After the stop (${run})`, { exact: true }).waitFor();
  for (const text of [`Hello from node 1 (${run})`, `Reply from node 2 (${run})`]) {
    await messages(author).getByText(text, { exact: true }).waitFor();
  }
  ok('the author’s message after the stop reached the administrator; the history is whole');

  const errorViews = await author.getByRole('heading', { name: /went wrong|not found/i }).count();
  if (errorViews > 0) problems.push('the author saw an error view');
} catch (error) {
  problems.push(`step failed: ${error instanceof Error ? error.message : String(error)}`);
  const shots = process.env.SHOTS_DIR;
  for (const [index, page] of pages.entries()) {
    if (!shots) break;
    const file = path.join(shots, `browser-failure-${index}.png`);
    await page.screenshot({ path: file, fullPage: true }).catch(() => undefined);
    problems.push(`page ${index} at ${page.url()}: ${file}`);
  }
} finally {
  await browser.close();
}

if (problems.length > 0) {
  console.error(`FAIL: ${problems.join('\n')}`);
  process.exit(1);
}
console.log('browser suite through HAProxy passed');

/**
 * A small valid one-page PDF (the API checks a PDF by its content).
 * @param {string} text
 */
function minimalPdf(text) {
  const content = `BT /F1 18 Tf 72 770 Td (${text.replace(/[\\()]/g, (c) => `\\${c}`)}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = [];
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}
