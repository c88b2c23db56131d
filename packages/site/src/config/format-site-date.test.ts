import { afterEach, describe, expect, it } from 'vitest';
import { siteDate, siteDatedText } from './format-site-date';
import { applySiteDateSettings, defineJournalSite } from './journal-site';

afterEach(() => {
  applySiteDateSettings(null);
  defineJournalSite({ name: 'Journal site' });
});

describe('siteDate', () => {
  it('gives the spec’s DD-MM-YYYY by default, with the day as a machine-readable date', () => {
    defineJournalSite({ name: 'JCE' });
    expect(siteDate('2026-09-15T09:00:00Z')).toEqual({
      dateTime: '2026-09-15',
      text: '15-09-2026',
    });
    expect(siteDate('2026-02-23')).toEqual({ dateTime: '2026-02-23', text: '23-02-2026' });
  });

  it('reads the day in the site’s time zone, and gives the instant with its offset with the time', () => {
    const site = defineJournalSite({ name: 'JCE', timeZone: 'Asia/Tokyo' });
    expect(siteDate('2026-03-05T23:30:00Z')).toEqual({
      dateTime: '2026-03-06',
      text: '06-03-2026',
    });
    expect(siteDate('2026-03-05T23:30:00Z', { withTime: true, site })).toEqual({
      dateTime: '2026-03-06T08:30:00+09:00',
      text: '06-03-2026 08:30',
    });
  });

  it('follows the date format the site settings chose', () => {
    defineJournalSite({ name: 'JCE' });
    applySiteDateSettings({ timeZone: null, dateFormat: 'D MMMM YYYY' });
    expect(siteDate('2026-09-15T09:00:00Z')).toEqual({
      dateTime: '2026-09-15',
      text: '15 September 2026',
    });
    expect(siteDate('2026-09-15T09:00:00Z', { withTime: true })?.text).toBe(
      '15 September 2026 09:00',
    );
  });

  it('is null for a missing or impossible date', () => {
    expect(siteDate(null)).toBeNull();
    expect(siteDate('')).toBeNull();
    expect(siteDate('2026-02-30')).toBeNull();
  });
});

describe('siteDatedText', () => {
  it('splits a sentence of the site’s texts around its date', () => {
    defineJournalSite({ name: 'JCE' });
    expect(
      siteDatedText((date) => `Last saved ${date} by Ada`, '2026-03-05T10:00:00Z', {
        withTime: true,
      }),
    ).toEqual({
      before: 'Last saved ',
      date: { dateTime: '2026-03-05T10:00:00+00:00', text: '05-03-2026 10:00' },
      after: ' by Ada',
    });
  });

  it('keeps a wording that leaves the date out, and is null without a date', () => {
    expect(siteDatedText(() => 'Saved', '2026-03-05')).toEqual({
      before: 'Saved',
      date: null,
      after: '',
    });
    expect(siteDatedText((date) => `Saved ${date}`, null)).toBeNull();
  });
});
