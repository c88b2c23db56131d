import type { Page } from 'playwright-core';

/** What the first-run form asks: the site, its first administrator and its first journal. */
export interface SetupAnswers {
  siteName: string;
  admin: { name: string; email: string; password: string };
  journal: { title: string; slug: string };
}

/** Fills the `/setup` form open on `page` and sends it; resolves on the new journal's page. */
export async function completeSetup(page: Page, webUrl: string, answers: SetupAnswers) {
  await page.getByLabel('Site name').fill(answers.siteName);
  await page.getByLabel('Name', { exact: true }).fill(answers.admin.name);
  await page.getByLabel('Email').fill(answers.admin.email);
  await page.getByLabel('Password', { exact: true }).fill(answers.admin.password);
  await page.getByLabel('Confirm password').fill(answers.admin.password);
  await page.getByLabel('Journal title').fill(answers.journal.title);
  await page.getByLabel('Web address').fill(answers.journal.slug);
  await page.getByRole('button', { name: 'Set up the site' }).click();
  await page.waitForURL(`${webUrl}/journals/${answers.journal.slug}`);
  await page.getByRole('heading', { name: answers.journal.title, level: 1 }).waitFor();
}
