import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiSignIn, DEMO_ADMIN, registerAuthor } from './support/api-actor';
import { axeViolations } from './support/axe';
import { launchBrowser, newPage } from './support/browser';
import { waitForMail } from './support/outbox';
import { apiDataDir, apiUrl, webUrl } from './support/servers';
import { signIn, uniqueEmail } from './support/session';

/** The demo journal the test staffs, and another one its new editor must not see. */
const JOURNAL = { slug: 'computational-ecology', title: 'Journal of Computational Ecology' };
const OTHER_JOURNAL_TITLE = 'Applied Linguistics Review';
const PASSWORD = 'staff-e2e-password';

let browser: Browser;
let admin: Page;
/** A new account: the site administrator makes it the journal's section editor in the browser. */
const person = { name: 'Selma Section', email: uniqueEmail('staff'), password: PASSWORD };

beforeAll(async () => {
  browser = await launchBrowser();
  await registerAuthor(apiUrl, apiDataDir, person);
  ({ page: admin } = await newPage(browser));
  await signIn(admin, webUrl, DEMO_ADMIN, `?redirect=/admin/staff/${JOURNAL.slug}`);
});
afterAll(() => browser?.close());

/** The card of `name` on the staff page. */
const memberCard = (page: Page, name: string) =>
  page.locator('.q-staff-member').filter({ hasText: name });

describe('a journal’s staff, in the browser', () => {
  it('refuses a section editor without sections, beside the boxes, keeping what was typed', async () => {
    await admin.goto(`${webUrl}/admin/staff/${JOURNAL.slug}`);
    await admin.getByRole('heading', { level: 1, name: `Staff of ${JOURNAL.title}` }).waitFor();
    const add = admin.locator('section[aria-labelledby="staff-add"]');
    await add.getByLabel('Their email address').fill(person.email);
    await add.getByLabel('Section editor').check();
    await add.getByRole('button', { name: 'Add or invite' }).click();
    await add
      .locator('#field-add-sections-error')
      .getByText('Choose the sections this section editor handles.')
      .waitFor();
    expect(await add.getByLabel('Their email address').inputValue()).toBe(person.email);
    expect(await memberCard(admin, person.name).count()).toBe(0);
  });

  it('invites an address without an account; the mailed link creates it and gives the role', async () => {
    const invited = { name: 'Ivo Invited', email: uniqueEmail('invited'), password: PASSWORD };
    const add = admin.locator('section[aria-labelledby="staff-add"]');
    await add.getByLabel('Their email address').fill(invited.email);
    // The refused form kept its choice: the section editor box is still ticked.
    expect(await add.getByLabel('Section editor').isChecked()).toBe(true);
    await add.getByLabel('Section editor').uncheck();
    await add.getByLabel('Reviewer').check();
    const since = Date.now();
    await add.getByRole('button', { name: 'Add or invite' }).click();
    await admin.getByRole('status').getByText('we emailed an invitation').waitFor();
    const pending = admin.locator('section[aria-labelledby="staff-invitations"]');
    await pending.locator('strong', { hasText: invited.email }).waitFor();

    const mail = await waitForMail(apiDataDir, invited.email, since);
    const link = /https?:\/\/\S+\/auth\/invitation\?token=[\w-]+/.exec(mail.text)?.[0];
    if (!link) throw new Error(`No invitation link in:\n${mail.text}`);
    const { page } = await newPage(browser);
    await page.goto(`${webUrl}${new URL(link).pathname}${new URL(link).search}`);
    await page.getByRole('heading', { level: 1, name: `Join ${JOURNAL.title}` }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel('Name').fill(invited.name);
    await page.getByLabel('Password', { exact: true }).fill(invited.password);
    await page.getByLabel('Confirm password').fill(`${invited.password}!`);
    await page.getByRole('button', { name: 'Create the account and join' }).click();
    await page.locator('#field-confirmPassword-error').waitFor();
    await page.getByLabel('Password', { exact: true }).fill(invited.password);
    await page.getByLabel('Confirm password').fill(invited.password);
    await Promise.all([
      page.waitForURL((url) => url.pathname === '/panel'),
      page.getByRole('button', { name: 'Create the account and join' }).click(),
    ]);
    await page.goto(`${webUrl}/panel/account`);
    const roles = page.locator('section[aria-labelledby="roles-title"]');
    await roles.getByText('Reviewer').waitFor();
    // The link is spent.
    await page.goto(`${webUrl}${new URL(link).pathname}${new URL(link).search}`);
    await page
      .getByText('This invitation link is invalid, has expired, or was withdrawn.')
      .waitFor();
    await page.context().close();
    await admin.reload();
    await memberCard(admin, invited.name).waitFor();
    expect(await pending.locator('strong', { hasText: invited.email }).count()).toBe(0);
  });

  it('adds the person as section editor of one section, axe-clean in light and dark', async () => {
    await admin.goto(`${webUrl}/admin/staff/${JOURNAL.slug}`);
    const add = admin.locator('section[aria-labelledby="staff-add"]');
    await add.getByLabel('Their email address').fill(person.email);
    await add.getByLabel('Section editor').check();
    const section =
      (await add.locator('input[name="sectionIds"]').first().getAttribute('id')) ?? '';
    await add.locator(`#${section}`).check();
    await add.getByRole('button', { name: 'Add or invite' }).click();
    await admin.getByRole('status').getByText('The person is on the staff').waitFor();
    const card = memberCard(admin, person.name);
    await card.locator('.q-role-list__role', { hasText: 'Section editor' }).waitFor();
    expect(await axeViolations(admin)).toEqual([]);
    await admin.emulateMedia({ colorScheme: 'dark' });
    expect(await axeViolations(admin)).toEqual([]);
    await admin.emulateMedia({ colorScheme: 'light' });
    // Found by part of the name, without JavaScript's help (a GET form).
    const search = admin.getByRole('search', { name: 'Find on the staff' });
    await search.getByLabel('Name or email').fill(person.name.slice(1, -1));
    await search.getByRole('button', { name: 'Find on the staff' }).click();
    await admin.waitForURL((url) => url.searchParams.has('q'));
    await admin
      .getByRole('status')
      .getByText(/matches/)
      .waitFor();
    expect(
      await admin
        .locator('section[aria-labelledby="staff-members"] .q-staff-member strong')
        .allTextContents(),
    ).toEqual([person.name]);
    await search.getByLabel('Name or email').fill('no such person anywhere');
    await search.getByRole('button', { name: 'Find on the staff' }).click();
    await admin.getByText('No one on the staff matches “no such person anywhere”').waitFor();
    await admin.getByRole('link', { name: 'Show everyone' }).click();
    await admin.waitForURL((url) => !url.searchParams.has('q'));
  });

  it('gives the new section editor the editorial pages of that journal only', async () => {
    const { page } = await newPage(browser);
    await signIn(page, webUrl, person);
    await page.goto(`${webUrl}/panel/account`);
    const roles = page.locator('section[aria-labelledby="roles-title"]');
    await roles.getByRole('link', { name: JOURNAL.title }).waitFor();
    expect(await roles.getByText('Section editor').count()).toBe(1);
    await page.goto(`${webUrl}/admin/submissions`);
    await page.getByRole('heading', { level: 1, name: 'Submissions queue' }).waitFor();
    const journalChoices = await page.getByLabel('Journal').locator('option').allTextContents();
    expect(journalChoices).toContain(JOURNAL.title);
    expect(journalChoices).not.toContain(OTHER_JOURNAL_TITLE);
    // The chat inbox stays the site administrators'.
    expect(await page.getByRole('link', { name: 'Chat inbox' }).count()).toBe(0);
    // A section editor reads the staff but does not change it.
    await page.goto(`${webUrl}/admin/staff/${JOURNAL.slug}`);
    await page
      .getByText('Only the journal’s managers and the site’s administrators change its staff.')
      .waitFor();
    expect(await page.getByRole('button', { name: 'Add or invite' }).count()).toBe(0);
    await page.context().close();
  });

  it('takes the role away: the person’s next page refuses them', async () => {
    await admin.goto(`${webUrl}/admin/staff/${JOURNAL.slug}`);
    const card = memberCard(admin, person.name);
    await card.getByText(`Change ${person.name}’s roles`).click();
    await card.getByRole('button', { name: `Remove ${person.name} from the staff` }).click();
    await admin.getByRole('status').getByText('The person is no longer on the staff.').waitFor();
    const api = await apiSignIn(apiUrl, person);
    const session = await api.call<{ user: { journals: unknown[] } }>('GET', 'auth/session');
    expect(session.user.journals).toEqual([]);
  });

  it('finds a person to add by name, without JavaScript: the reason beside a short search, then their address filled in', async () => {
    const { page, errors } = await newPage(browser, { javaScriptEnabled: false });
    try {
      await signIn(page, webUrl, DEMO_ADMIN, `?redirect=/admin/staff/${JOURNAL.slug}`);
      const add = page.locator('section[aria-labelledby="staff-add"]');
      await add.getByLabel('Find a person by name').fill('S');
      await add.getByRole('button', { name: 'Find', exact: true }).click();
      await add.locator('#field-find-error').getByText('Type at least two letters').waitFor();
      expect(await add.getByLabel('Find a person by name').inputValue()).toBe('S');

      await add.getByLabel('Find a person by name').fill('selma sect');
      await add.getByRole('button', { name: 'Find', exact: true }).click();
      await page.waitForURL((url) => url.searchParams.get('find') === 'selma sect');
      const found = add.getByRole('list', { name: 'People called like “selma sect”' });
      const selma = found.getByRole('listitem').filter({ hasText: person.email });
      await selma.getByRole('link', { name: `Add ${person.name}…` }).click();
      await page.waitForURL((url) => url.searchParams.get('email') === person.email);
      expect(await add.getByLabel('Their email address').inputValue()).toBe(person.email);
      await add.getByLabel('Reviewer').check();
      await add.getByRole('button', { name: 'Add or invite' }).click();
      await page.getByRole('status').getByText('is on the staff').first().waitFor();
      await memberCard(page, person.email).getByText('Reviewer').first().waitFor();
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});
