// @ts-check
// A new site as the production compose file starts one (deploy/compose.yaml: production mode,
// PostgreSQL, Redis, two API and two web nodes behind HAProxy, no demo content), from an empty
// database to a staffed journal with news that readers see on every web node. Run by
// deploy/cluster/test before the demo cluster starts.
//
// 1. Every page leads to /setup; two setups racing on the two API nodes make one administrator.
// 2. In Chromium through HAProxy: the administrator creates a second journal and invites its
//    editor by email (the mail read from the shared outbox, as no SMTP server is configured).
// 3. The editor accepts, sees that journal alone, and publishes news; both web nodes, whose page
//    caches held /news, show it (the purge crossed the nodes), and so does the feed.
//
// Environment: LB_URL, API_URLS (the two API nodes, comma-separated), WEB_URLS (the two web
// nodes), OUTBOX_DIR (the API nodes' shared outbox), CHROME_PATH (else the tests' default).

import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(path.join(here, '../../apps/web/package.json'));
/** @type {typeof import('playwright-core')} */
const { chromium } = require('playwright-core');
/** @type {typeof import('@quire/vitest-config/chrome-path')} */
const { chromePath } = await import(require.resolve('@quire/vitest-config/chrome-path'));

const lb = required('LB_URL');
const apiUrls = required('API_URLS').split(',');
const webUrls = required('WEB_URLS').split(',');
const outboxDir = required('OUTBOX_DIR');
const ADMIN = { name: 'Ada Admin', email: 'ada@cluster.example', password: 'cluster admin pass 1' };
const EDITOR = {
  name: 'Eero Editor',
  email: 'eero@cluster.example',
  password: 'cluster editor 42',
};
const NEWS_TITLE = 'Call for papers: clustered peatlands';

/** @param {string} name */
function required(name) {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is required`);
  return value;
}

/** @param {string} step */
function ok(step) {
  console.log(`ok: ${step}`);
}

/** @param {boolean} condition @param {string} message */
function check(condition, message) {
  if (!condition) throw new Error(message);
}

/** Asks `read` until it answers true, for up to 15 s: no fixed pause. */
async function eventually(/** @type {() => Promise<boolean>} */ read, /** @type {string} */ what) {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (await read()) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`never: ${what}`);
}

// 1. The empty site: pages lead to /setup; the API takes one setup, from whichever node.
for (const pagePath of ['/', '/journals', '/auth/login']) {
  const answer = await fetch(`${lb}${pagePath}`, { redirect: 'manual' });
  check(answer.status === 302, `${pagePath} answered ${answer.status}, not a redirect to /setup`);
  check(answer.headers.get('location') === '/setup', `${pagePath} led elsewhere`);
}
// The same administrator from both: whichever node wins, the account is known.
const setupBody = JSON.stringify({
  siteName: 'Cluster Journals',
  ...ADMIN,
  journal: { title: 'Cluster Botany', slug: 'cluster-botany' },
});
const raced = await Promise.all(
  apiUrls.map((apiUrl) =>
    fetch(`${apiUrl}/api/setup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: setupBody,
    }),
  ),
);
const statuses = raced.map((answer) => answer.status).sort();
check(
  JSON.stringify(statuses) === '[201,404]',
  `two setups on two nodes answered ${statuses}, not one 201 and one 404`,
);
const winner = await raced.find((answer) => answer.status === 201)?.json();
// The setup's purge reaches both web nodes through Redis and their purge streams: soon, not at once.
await eventually(
  async () => (await fetch(`${lb}/setup`)).status === 404,
  '/setup answering 404 after the setup',
);
ok(`setup raced on two API nodes: one administrator (${winner.user.email})`);

const browser = await chromium.launch({
  executablePath: chromePath(),
  headless: true,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
/** 5xx answers and uncaught errors seen by any page. */
const problems = [];

/** A new browser context signed in as `account`, landed on `target`. */
async function signedIn(/** @type {{ email: string, password: string }} */ account, target) {
  const page = await (await browser.newContext()).newPage();
  page.setDefaultTimeout(30_000);
  page.on('response', (response) => {
    if (response.status() >= 500) problems.push(`${response.status()} ${response.url()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  await page.goto(`${lb}/auth/login?redirect=${encodeURIComponent(target)}`);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await Promise.all([
    page.waitForURL((url) => url.pathname === target),
    page.getByRole('button', { name: 'Sign in' }).click(),
  ]);
  return page;
}

/** The newest mail in the outbox to `address` (each is a JSON file). */
async function mailTo(/** @type {string} */ address) {
  let found;
  await eventually(async () => {
    const names = (await fs.readdir(outboxDir).catch(() => [])).filter((n) => n.endsWith('.json'));
    for (const name of names.sort().reverse()) {
      const mail = JSON.parse(await fs.readFile(path.join(outboxDir, name), 'utf8'));
      if (JSON.stringify(mail.to ?? '').includes(address)) {
        found = mail;
        return true;
      }
    }
    return false;
  }, `a mail to ${address}`);
  return found;
}

try {
  // 2. The administrator's second journal, and its editor invited.
  const admin = await signedIn(ADMIN, '/admin/journals');
  const create = admin.locator('section[aria-labelledby="create-journal"]');
  await create.getByLabel('Title').fill('Cluster Ecology');
  await create.getByLabel('Web address').fill('cluster-ecology');
  await create.getByRole('button', { name: 'Create the journal' }).click();
  await admin.getByRole('status').getByText('The journal is created.').waitFor();
  await admin.goto(`${lb}/admin/staff/cluster-ecology`);
  const invite = admin.locator('section[aria-labelledby="staff-add"]');
  await invite.getByLabel('Their email address').fill(EDITOR.email);
  await invite.getByLabel('Editor', { exact: true }).check();
  await invite.getByRole('button', { name: 'Add or invite' }).click();
  await admin.getByRole('status').getByText('we emailed an invitation').waitFor();
  ok('a second journal created and its editor invited');

  // 3. The editor joins from the mailed link and sees that journal alone.
  const mail = await mailTo(EDITOR.email);
  const link = /https?:\/\/\S+\/auth\/invitation\?token=[\w-]+/.exec(mail?.text ?? '')?.[0];
  check(Boolean(link), `no invitation link in the mail: ${mail?.text}`);
  const joining = await (await browser.newContext()).newPage();
  const invitation = new URL(link ?? '');
  await joining.goto(`${lb}${invitation.pathname}${invitation.search}`);
  await joining.getByRole('heading', { level: 1, name: 'Join Cluster Ecology' }).waitFor();
  await joining.getByLabel('Name').fill(EDITOR.name);
  await joining.getByLabel('Password', { exact: true }).fill(EDITOR.password);
  await joining.getByLabel('Confirm password').fill(EDITOR.password);
  await Promise.all([
    joining.waitForURL((url) => !url.pathname.startsWith('/auth')),
    joining.getByRole('button', { name: 'Create the account and join' }).click(),
  ]);
  await joining.context().close();
  const editor = await signedIn(EDITOR, '/admin/journals');
  // The address changes as the sign-in's redirect starts rendering, not once it has: wait for
  // the list itself (allTextContents does not wait, and once read an empty one in CI).
  await editor.locator('.q-journal-list strong').first().waitFor();
  const listed = await editor.locator('.q-journal-list strong').allTextContents();
  check(JSON.stringify(listed) === '["Cluster Ecology"]', `the editor sees ${listed}`);
  ok('the editor joined and sees that journal alone');

  // Both web nodes hold /news in their page caches before the news is written.
  const cacheOf = async (/** @type {string} */ url) =>
    (await fetch(url)).headers.get('x-page-cache') ?? '';
  for (const web of webUrls) {
    await eventually(async () => (await cacheOf(`${web}/news`)) === 'HIT', `${web} caching /news`);
  }
  await editor.goto(`${lb}/admin/news/new`);
  await editor.getByLabel('Title').fill(NEWS_TITLE);
  await editor.getByLabel('Summary').fill('Submissions open until March.');
  await editor.getByRole('toolbar', { name: 'Formatting of Text' }).waitFor();
  await editor.getByRole('textbox', { name: 'Text' }).click();
  await editor.keyboard.type('We invite papers on peatland carbon.');
  await editor.getByLabel('Published: readers see it from its date').check();
  await editor.getByRole('button', { name: 'Save' }).click();
  await editor.getByRole('status').getByText('The news item is saved.').waitFor();
  for (const web of webUrls) {
    await eventually(
      async () => (await (await fetch(`${web}/news`)).text()).includes(NEWS_TITLE),
      `${web}/news listing the new item`,
    );
  }
  const feed = await (await fetch(`${lb}/news/feed.xml`)).text();
  check(feed.includes(NEWS_TITLE), 'the news feed does not list the new item');
  ok('the editor’s news reached both web nodes and the feed');
  check(problems.length === 0, problems.join('\n'));
} finally {
  await browser.close();
}
console.log('first run through HAProxy passed');
