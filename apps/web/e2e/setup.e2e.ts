import { type ApiServer, freePort, startApiServer } from '@quire/test-utils';
import { startSmtpServer, type TestSmtpServer } from '@quire/test-utils/smtp';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { launchBrowser, newPage } from './support/browser';
import { completeSetup } from './support/setup-form';
import { startWebServer, type WebServer } from './support/web-server';

// A new site without the demo seed, as a deployer starts one: no administrator yet. Its own API
// and web server (the shared ones are demo sites, set up long ago).
let api: ApiServer;
let web: WebServer;
let browser: Browser;
/** A real SMTP server: the site mails its invitations there, as a production site would. */
let smtp: TestSmtpServer;

const ADMIN = {
  name: 'Ada Admin',
  email: 'ada@northern.example',
  password: 'correct horse battery staple',
};

beforeAll(async () => {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  smtp = await startSmtpServer();
  api = await startApiServer({
    firstRun: true,
    env: { WEB_ORIGIN: origin, RATE_LIMIT_AUTH_PER_MINUTE: '1000', SMTP_URL: smtp.url },
    readyTimeoutMs: 120_000,
  });
  [web, browser] = await Promise.all([
    startWebServer({
      apiUrl: api.apiUrl,
      backendUrl: api.backendUrl,
      port,
      env: { PUBLIC_ORIGIN: origin },
    }),
    launchBrowser(),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await web?.stop();
  await api?.stop();
  await smtp?.close();
});

describe('the first-run setup', () => {
  it('leads every page to /setup and refuses other changes at the API', async () => {
    for (const path of ['/', '/journals', '/auth/login', '/panel']) {
      const response = await fetch(`${web.url}${path}`, { redirect: 'manual' });
      expect(response.status, path).toBe(302);
      expect(response.headers.get('location'), path).toBe('/setup');
    }
    const register = await fetch(`${api.apiUrl}auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Ann', email: 'ann@example.org', password: ADMIN.password }),
    });
    expect(register.status).toBe(503);
  });

  it('keeps what was typed and names the fields when the form is wrong, without JavaScript', async () => {
    const { page } = await newPage(browser, { javaScriptEnabled: false });
    try {
      await page.goto(`${web.url}/setup`);
      await page.getByLabel('Site name').fill('Northern Journals');
      await page.getByLabel('Name', { exact: true }).fill(ADMIN.name);
      await page.getByLabel('Email').fill('not an address');
      await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
      await page.getByLabel('Confirm password').fill('something else entirely');
      await page.getByLabel('Web address').fill('Not A Slug');
      await page.getByRole('button', { name: 'Set up the site' }).click();
      const summary = page.getByRole('alert').first();
      await summary.waitFor();
      await expect.poll(() => summary.textContent()).toContain('Email');
      expect(await page.getByLabel('Site name').inputValue()).toBe('Northern Journals');
      expect(await page.getByLabel('Password', { exact: true }).inputValue()).toBe('');
      const text = (await page.locator('main').textContent()) ?? '';
      expect(text).toContain('Enter a valid email address');
      expect(text).toContain('The two passwords do not match.');
      expect(text).toContain('Enter the journal title.');
      expect(text).toContain('Use lower-case letters and digits');
      // Nothing was set up: the site still waits.
      const status = await fetch(`${api.apiUrl}setup`);
      expect(await status.json()).toEqual({ required: true });
    } finally {
      await page.context().close();
    }
  });

  it('sets the site up in Chromium: the administrator is signed in on the new journal, and /setup is gone', async () => {
    const { page, errors } = await newPage(browser);
    try {
      await page.goto(`${web.url}/`);
      await page.waitForURL(`${web.url}/setup`);
      expect(await page.title()).toContain('Set up your site');
      expect(await axeViolations(page)).toEqual([]);
      await completeSetup(page, web.url, {
        siteName: 'Northern Journals',
        admin: ADMIN,
        journal: { title: 'Northern Ecology', slug: 'northern-ecology' },
      });
      expect(await page.title()).toContain('Northern Journals');
      // Signed in as the administrator: the editors' queue opens (it refuses anyone else).
      const queue = await page.goto(`${web.url}/admin/submissions`);
      expect(queue?.status()).toBe(200);
      expect(errors).toEqual([]);

      const again = await fetch(`${web.url}/setup`, { redirect: 'manual' });
      expect(again.status).toBe(404);
      const home = await fetch(`${web.url}/`, { redirect: 'manual' });
      expect(home.status).toBe(200);
    } finally {
      await page.context().close();
    }
  });
});

/** Signs in on the set-up site and lands on `path`. */
async function signedIn(account: { email: string; password: string }, path: string) {
  const { page, errors } = await newPage(browser, { viewport: { width: 1280, height: 900 } });
  await page.goto(`${web.url}/auth/login?redirect=${encodeURIComponent(path)}`);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await Promise.all([
    page.waitForURL((url) => url.pathname === path),
    page.getByRole('button', { name: 'Sign in' }).click(),
  ]);
  return { page, errors };
}

describe('from the set-up site to a staffed journal with news and a page', () => {
  const EDITOR = {
    name: 'Eero Editor',
    email: 'eero@northern.example',
    password: 'editor password 42',
  };

  it('gives the new journal a section, a second journal beside it, and invites its editor by email', async () => {
    const { page } = await signedIn(ADMIN, '/admin/journals');
    const create = page.locator('section[aria-labelledby="create-journal"]');
    await create.getByLabel('Title').fill('Southern Botany');
    await create.getByLabel('Web address').fill('southern-botany');
    await create.getByRole('button', { name: 'Create the journal' }).click();
    await page.getByRole('status').getByText('The journal is created.').waitFor();

    await page.goto(`${web.url}/admin/journals`);
    await page.getByRole('link', { name: 'Settings of Northern Ecology' }).click();
    await page.getByRole('heading', { level: 1, name: 'Settings of Northern Ecology' }).waitFor();
    await page.getByText('Add a section').click();
    const add = page.locator('form', { has: page.locator('input[value="section-add"]') });
    await add.getByLabel('Section title').fill('Research Articles');
    await add.getByRole('button', { name: 'Add the section' }).click();
    await page.getByRole('status').getByText('The section is added').waitFor();

    await page.getByRole('link', { name: 'Staff', exact: true }).click();
    const invite = page.locator('section[aria-labelledby="staff-add"]');
    await invite.getByLabel('Their email address').fill(EDITOR.email);
    await invite.getByLabel('Editor', { exact: true }).check();
    await invite.getByRole('button', { name: 'Add or invite' }).click();
    await page.getByRole('status').getByText('we emailed an invitation').waitFor();
    await page.context().close();

    const [mail] = await smtp.waitForMail(1, 30_000);
    expect(mail?.recipients).toEqual([EDITOR.email]);
    const link = /https?:\/\/\S+\/auth\/invitation\?token=[\w-]+/.exec(mail?.text ?? '')?.[0];
    if (!link) throw new Error(`No invitation link in:\n${mail?.text}`);
    const { page: editor } = await newPage(browser);
    await editor.goto(`${web.url}${new URL(link).pathname}${new URL(link).search}`);
    await editor.getByRole('heading', { level: 1, name: 'Join Northern Ecology' }).waitFor();
    await editor.getByLabel('Name').fill(EDITOR.name);
    await editor.getByLabel('Password', { exact: true }).fill(EDITOR.password);
    await editor.getByLabel('Confirm password').fill(EDITOR.password);
    await Promise.all([
      editor.waitForURL((url) => !url.pathname.startsWith('/auth')),
      editor.getByRole('button', { name: 'Create the account and join' }).click(),
    ]);
    // The editor's back office holds their journal alone.
    await editor.goto(`${web.url}/admin/journals`);
    const listed = await editor.locator('.q-journal-list strong').allTextContents();
    expect(listed).toEqual(['Northern Ecology']);
    await editor.context().close();
  });

  it('lets the editor publish news and the administrator add pages to the menus; readers find them', async () => {
    // The sitemap as it stands: built now and kept by the web server until a change is purged.
    const sitemapBefore = await (await fetch(`${web.url}/sitemap.xml`)).text();
    expect(sitemapBefore).toContain('/journals/northern-ecology');
    expect(sitemapBefore).not.toContain('editorial-policies');
    const { page: editor } = await signedIn(EDITOR, '/admin/news/new');
    // The URL changes before the client-side navigation renders the form: wait for the form.
    await editor.getByRole('heading', { level: 1, name: 'Write news' }).waitFor();
    expect(await editor.getByLabel('From').locator('option').allTextContents()).toEqual([
      'Northern Ecology',
    ]);
    await editor.getByLabel('Title').fill('Call for papers: northern peatlands');
    await editor.getByLabel('Summary').fill('Submissions open until March.');
    // The rich-text editor, once it has replaced the plain textarea.
    await editor.getByRole('toolbar', { name: 'Formatting of Text' }).waitFor();
    const body = editor.getByRole('textbox', { name: 'Text' });
    await body.click();
    await editor.keyboard.type('We invite papers on peatland carbon.');
    await editor.getByRole('button', { name: 'Bold' }).click();
    await editor.keyboard.type(' Deadline: 1 March.');
    await editor.getByLabel('Published: readers see it from its date').check();
    await editor.getByRole('button', { name: 'Save' }).click();
    await editor.getByRole('status').getByText('The news item is saved.').waitFor();
    expect(await axeViolations(editor)).toEqual([]);
    await editor.context().close();

    const { page: admin } = await signedIn(ADMIN, '/admin/journals');
    await admin.getByRole('link', { name: 'Settings of Northern Ecology' }).click();
    await admin.getByRole('link', { name: 'Pages and menu' }).click();
    const add = admin.locator('section[aria-labelledby="add-page"]');
    await add.getByLabel('Title').fill('Editorial Policies');
    await add.getByRole('toolbar', { name: 'Formatting of Text' }).waitFor();
    await add.getByRole('textbox', { name: 'Text' }).click();
    await admin.keyboard.type('Every article is reviewed by two peers.');
    await add.getByRole('button', { name: 'Add the page' }).click();
    await admin.getByRole('status').getByText('The page is added').waitFor();
    // The site's own settings: a footer line every public page shows.
    await admin.goto(`${web.url}/admin/settings`);
    await admin.getByLabel('Footer line').fill('Published by the Northern Society.');
    await admin.getByLabel('Date format').selectOption('YYYY-MM-DD');
    await admin.getByRole('button', { name: 'Save the settings' }).click();
    await admin.getByRole('status').getByText('The settings are saved').waitFor();
    // The site's own page, listed in every public page's footer.
    await admin.getByRole('link', { name: 'Pages of the site and its menu' }).click();
    const addSitePage = admin.locator('section[aria-labelledby="add-page"]');
    await addSitePage.getByLabel('Title').fill('Privacy');
    await addSitePage.getByRole('toolbar', { name: 'Formatting of Text' }).waitFor();
    await addSitePage.getByRole('textbox', { name: 'Text' }).click();
    await admin.keyboard.type('One cookie keeps you signed in.');
    expect(await addSitePage.getByLabel('In the site’s menu').isChecked()).toBe(true);
    await addSitePage.getByRole('button', { name: 'Add the page' }).click();
    await admin.getByRole('status').getByText('The page is added').waitFor();
    // The site's About page, written: the page with the address `about` (the form is new).
    const addAbout = admin.locator('section[aria-labelledby="add-page"]');
    await addAbout.getByLabel('Title').fill('About Northern Journals');
    await addAbout.getByLabel('Web address').fill('about');
    await addAbout.getByRole('textbox', { name: 'Text' }).click();
    await admin.keyboard.type('A society of northern naturalists runs these journals.');
    await addAbout.getByRole('button', { name: 'Add the page' }).click();
    await admin.getByRole('status').getByText('The page is added').waitFor();
    await admin.context().close();

    const { page: reader, errors } = await newPage(browser);
    await reader.goto(`${web.url}/journals/northern-ecology`);
    await reader.getByRole('link', { name: 'Editorial Policies' }).first().click();
    await reader.getByText('Every article is reviewed by two peers.').waitFor();
    await reader.goto(`${web.url}/news`);
    await reader.getByRole('link', { name: 'Call for papers: northern peatlands' }).click();
    await reader.getByText('We invite papers on peatland carbon.').waitFor();
    await reader.locator('strong', { hasText: /Deadline: 1 March/ }).waitFor();
    // Dates follow the site settings' format.
    expect(await reader.locator('main time').first().textContent()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // The editorial board is made from the journal's role holders: the new editor is on it.
    await reader.goto(`${web.url}/journals/northern-ecology`);
    await reader.getByRole('link', { name: 'Editorial board' }).first().click();
    await reader.getByRole('heading', { level: 2, name: 'Editors' }).waitFor();
    await reader.getByText(EDITOR.name).waitFor();
    await reader.getByText('Published by the Northern Society.').waitFor();
    await reader.getByRole('contentinfo').getByRole('link', { name: 'Privacy' }).click();
    await reader.waitForURL(`${web.url}/pages/privacy`);
    await reader.getByText('One cookie keeps you signed in.').waitFor();
    // The site's menu pages are in its header's navigation too, after the configured links;
    // About is there once, and shows the text written for it, with the site's journals.
    const headerNav = reader.getByRole('banner').getByRole('navigation');
    await headerNav.getByRole('link', { name: 'Privacy' }).waitFor();
    expect(await headerNav.getByRole('link', { name: /About/ }).count()).toBe(1);
    await headerNav.getByRole('link', { name: 'About' }).click();
    await reader.waitForURL(`${web.url}/about`);
    await reader.getByRole('heading', { level: 1, name: 'About Northern Journals' }).waitFor();
    await reader.getByText('A society of northern naturalists runs these journals.').waitFor();
    await reader.getByRole('main').getByRole('link', { name: 'Northern Ecology' }).waitFor();
    const aboutPage = await fetch(`${web.url}/pages/about`, { redirect: 'manual' });
    expect(aboutPage.status).toBe(301);
    expect(aboutPage.headers.get('location')).toBe('/about');
    // The changes were purged: the sitemap lists the new pages and news at once.
    const sitemap = await (await fetch(`${web.url}/sitemap.xml`)).text();
    for (const path of [
      '/journals/northern-ecology/pages/editorial-policies',
      '/pages/privacy',
      '/news/call-for-papers-northern-peatlands',
    ]) {
      expect(sitemap).toContain(path);
    }
    const feed = await (await fetch(`${web.url}/news/feed.xml`)).text();
    expect(feed).toContain('Call for papers: northern peatlands');
    expect(errors).toEqual([]);
    await reader.context().close();
  });
});
