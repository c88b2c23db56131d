import { dateTimeAttribute, formatDate } from '@quire/utils';
import { type SiteDate, type SiteDatedText, splitAtDate } from '../lib/site-date';
import { type JournalSite, journalSite } from './journal-site';

// Apart from the configuration: the site's client code (every page's shell) reads the
// configuration but formats no dates, so it need not depend on the date library.

/**
 * A date as the site shows dates: its pattern, in its time zone (not the server's).
 * @example formatSiteDate('2024-03-05T23:30:00Z') // '05-03-2024' on a UTC site
 */
export function formatSiteDate(
  value: Date | string | number | null | undefined,
  { withTime = false, site = journalSite() }: { withTime?: boolean; site?: JournalSite } = {},
): string {
  return formatDate(value, {
    timeZone: site.timeZone,
    pattern: withTime ? site.dateTimeFormat : site.dateFormat,
  });
}

/**
 * A date as the site shows it (its pattern, in its time zone) with the same moment's
 * machine-readable form, for `<SiteTime>`: the day alone (`YYYY-MM-DD` in the site's zone), or
 * with `withTime` the instant with its offset. Null for a missing or invalid date.
 * @example siteDate('2024-03-05T23:30:00Z') // { dateTime: '2024-03-05', text: '05-03-2024' } on a UTC site
 */
export function siteDate(
  value: Date | string | number | null | undefined,
  { withTime = false, site = journalSite() }: { withTime?: boolean; site?: JournalSite } = {},
): SiteDate | null {
  const text = formatSiteDate(value, { withTime, site });
  if (text === '') return null;
  return { dateTime: dateTimeAttribute(value, { withTime, timeZone: site.timeZone }), text };
}

/**
 * A sentence of the site's texts with a date in it, split around the date for
 * `<SiteDatedSentence>`; null for a missing or invalid date.
 * @example siteDatedText((date) => texts.lastSaved(date, 'Ada'), change.at)
 * // { before: 'Last saved ', date: { dateTime: '2026-03-05', text: '05-03-2026' }, after: ' by Ada' }
 */
export function siteDatedText(
  sentence: (date: string) => string,
  value: Date | string | number | null | undefined,
  options: { withTime?: boolean; site?: JournalSite } = {},
): SiteDatedText | null {
  const date = siteDate(value, options);
  if (!date) return null;
  const [before, after] = splitAtDate(sentence);
  return after === undefined ? { before, date: null, after: '' } : { before, date, after };
}

/**
 * A count with its noun, digits grouped the site locale's way.
 * @example formatSiteCount(1234, 'view', 'views') // '1,234 views' on an English site
 */
export function formatSiteCount(
  count: number,
  singular: string,
  plural: string,
  { site = journalSite() }: { site?: JournalSite } = {},
): string {
  return `${numberFormat(site.locale).format(count)} ${count === 1 ? singular : plural}`;
}

// Building an `Intl.NumberFormat` costs far more than using one; a site has one locale.
const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string): Intl.NumberFormat {
  let format = numberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale);
    numberFormats.set(locale, format);
  }
  return format;
}
