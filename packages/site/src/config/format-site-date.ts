import { formatDate } from '@quire/utils';
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
