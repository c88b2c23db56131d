import { uiDate, useUiDateFormat } from '@quire/ui';
import { render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { applySiteDateSettings, defineJournalSite, type JournalSite } from '../config/journal-site';
import { JournalSiteProvider } from '../config/site-context';
import { AppProviders } from './app-providers';

/** A date as the design system below would write it (the chat's times). */
function Probe() {
  const date = uiDate('2026-03-05T23:30:00Z', useUiDateFormat(), { withTime: true });
  return <p>{`${date?.text} ${date?.dateTime}`}</p>;
}

/** A page under the providers, as the app's root puts them around every page. */
function Page() {
  return (
    <AppProviders>
      <Probe />
    </AppProviders>
  );
}

/** The page in the site `site` (the providers need a data router). */
function renderPage(site: JournalSite) {
  const Stub = createRoutesStub([{ path: '/', Component: Page }]);
  render(
    <JournalSiteProvider site={site}>
      <Stub />
    </JournalSiteProvider>,
  );
}

afterEach(() => {
  applySiteDateSettings(null);
  defineJournalSite({ name: 'Journal site' });
});

describe('AppProviders', () => {
  it('gives the design system the site’s dates, with the site settings’ zone and format', async () => {
    const site = defineJournalSite({ name: 'JCE' });
    applySiteDateSettings({ timeZone: 'Asia/Tokyo', dateFormat: 'YYYY/MM/DD' });
    renderPage(site);
    expect(await screen.findByText('2026/03/06 08:30 2026-03-06T08:30:00+09:00')).toBeTruthy();
  });

  it('keeps the spec’s DD-MM-YYYY and the configured zone by default', async () => {
    const site = defineJournalSite({ name: 'JCE', timeZone: 'UTC' });
    renderPage(site);
    expect(await screen.findByText('05-03-2026 23:30 2026-03-05T23:30:00+00:00')).toBeTruthy();
  });
});
