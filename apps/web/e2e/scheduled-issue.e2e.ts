import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiActor, apiSignIn, DEMO_ADMIN } from './support/api-actor';
import { launchBrowser, newPage } from './support/browser';
import { apiUrl, webUrl } from './support/servers';
import { signIn } from './support/session';

/**
 * An editor schedules an issue in the browser for a moment in the journal's time zone (Kathmandu,
 * UTC+5:45, so a wrong conversion is an error of hours and minutes), and readers find it when
 * the moment passes: the API's look for due issues (every `E2E_SCHEDULE_CHECK_MS` here) announces
 * it and purges the journal's cached pages. The public archive is polled; nothing sleeps.
 */
const TIME_ZONE = 'Asia/Kathmandu';
const SLUG = `scheduled-${randomUUID().slice(0, 6)}`;
const ISSUE_TITLE = `Monsoon margins ${randomUUID().slice(0, 6)}`;
const ARTICLE_TITLE = `Rain at the terrace edge ${randomUUID().slice(0, 6)}`;
let browser: Browser;
let editor: Page;
let issueId = 0;
let admin: ApiActor;

/** `2026-12-01T09:00` of `instant` in `timeZone`, as a datetime-local input takes it. */
function localMinute(instant: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}`;
}

/** The public archive page's HTML (the web server's, with its page cache). */
async function archivePage(): Promise<string> {
  return (await fetch(`${webUrl}/journals/${SLUG}/archive`)).text();
}

/** What harvesters and feed readers get: the journal's OAI-PMH records, its feed, the sitemap. */
async function machineReadable() {
  const text = async (url: string) => (await fetch(url)).text();
  return {
    oai: await text(`${apiUrl}oai?verb=ListRecords&metadataPrefix=oai_dc&set=${SLUG}`),
    feed: await text(`${webUrl}/journals/${SLUG}/feed.xml`),
    sitemap: await text(`${webUrl}/sitemap.xml`),
  };
}

beforeAll(async () => {
  admin = await apiSignIn(apiUrl, DEMO_ADMIN);
  const journal = await admin.call<{ id: number; version: number }>('POST', 'admin/journals', {
    title: 'Journal of Scheduled Things',
    slug: SLUG,
  });
  await admin.call('PUT', `admin/journals/${journal.id}`, {
    version: journal.version,
    title: 'Journal of Scheduled Things',
    slug: SLUG,
    description: '',
    focusScope: '',
    authorGuidelines: '',
    submissionDeclarations: [],
    brandColor: '#1f5f8b',
    license: 'cc-by-4.0',
    timeZone: TIME_ZONE,
    submissionsOpen: true,
  });
  const issue = await admin.call<{ id: number }>('POST', 'admin/issues', {
    journalId: journal.id,
    volume: 1,
    number: 1,
    year: 2026,
    title: ISSUE_TITLE,
    description: null,
  });
  issueId = issue.id;
  // One article, so the issue has something for OAI-PMH, the feed and the sitemap to list.
  await admin.call('POST', `admin/issues/${issueId}/articles`, {
    title: ARTICLE_TITLE,
    abstract: '<p>Terraces hold the monsoon rain.</p>',
    authors: [{ name: 'Sita Rai' }],
    keywords: ['monsoon'],
    type: 'research-article',
    sectionId: null,
    license: 'cc-by-4.0',
  });
  browser = await launchBrowser();
  ({ page: editor } = await newPage(browser, { viewport: { width: 1280, height: 900 } }));
  await signIn(editor, webUrl, DEMO_ADMIN, `?redirect=/admin/issues/${issueId}`);
});
afterAll(() => browser?.close());

describe('a scheduled issue publishes itself', () => {
  it('is scheduled in the journal’s time zone and appears to readers when its moment passes', {
    timeout: 180_000,
  }, async () => {
    await editor.goto(`${webUrl}/admin/issues/${issueId}`);
    // The next whole minute at least half a minute away: the form takes minutes, and the API
    // refuses a moment already past when the form arrives.
    const moment = new Date(Math.ceil((Date.now() + 30_000) / 60_000) * 60_000);
    // The label names the zone as the runtime spells it (ICU may say Asia/Katmandu).
    await editor
      .getByLabel(/^Publish on \(Asia\/Kath?mandu\)/)
      .fill(localMinute(moment, TIME_ZONE));
    await editor.getByRole('button', { name: 'Schedule', exact: true }).click();
    await editor.getByRole('status').getByText('The issue is scheduled.').waitFor();
    await editor.getByText('Scheduled: published on').first().waitFor();
    // Stored as the instant meant in Kathmandu, not as that wall time in UTC or the server's zone.
    const stored = await admin.call<{ publishedAt: string }>('GET', `admin/issues/${issueId}`);
    expect(new Date(stored.publishedAt).getTime()).toBe(moment.getTime());
    expect(Date.now()).toBeLessThan(moment.getTime());
    expect(await archivePage()).not.toContain(ISSUE_TITLE);
    const before = await machineReadable();
    expect(before.oai).toContain('noRecordsMatch');
    expect(before.feed).not.toContain(ARTICLE_TITLE);
    expect(before.sitemap).not.toContain(`/journals/${SLUG}/articles/`);

    await expect.poll(archivePage, { timeout: 120_000, interval: 1_000 }).toContain(ISSUE_TITLE);
    // Not before its moment (the page shows it only once readers may see it).
    expect(Date.now()).toBeGreaterThanOrEqual(moment.getTime());

    // Harvesters, feed readers and crawlers learn of it too (the announcement's purge drops the
    // cached feed and sitemap).
    await expect
      .poll(async () => {
        const after = await machineReadable();
        return [
          after.oai.includes(ARTICLE_TITLE),
          after.feed.includes(ARTICLE_TITLE),
          after.sitemap.includes(`/journals/${SLUG}/articles/`),
        ];
      })
      .toEqual([true, true, true]);

    await editor.reload();
    await editor.getByRole('button', { name: 'Make it the current issue' }).waitFor();
    expect(await editor.getByRole('button', { name: 'Schedule', exact: true }).count()).toBe(0);
    // Made current, it is the journal's current issue for readers.
    await editor.getByRole('button', { name: 'Make it the current issue' }).click();
    await editor.getByRole('status').first().waitFor();
    await expect
      .poll(async () => (await fetch(`${webUrl}/journals/${SLUG}/current-issue`)).text())
      .toContain(ISSUE_TITLE);
  });
});
