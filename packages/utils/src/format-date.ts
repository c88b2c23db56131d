import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { RecentResults } from './recent-results';

dayjs.extend(utc);
dayjs.extend(timezone);

/** Options for {@link formatDate}. */
export interface FormatDateOptions {
  /** Append the time as ` HH:mm` (24-hour clock). */
  withTime?: boolean;
  /**
   * IANA time zone to show the moment in (a site's configured zone), instead of the running
   * process's local zone. A string without an offset is then read as a time in that zone.
   */
  timeZone?: string;
  /** Day.js pattern replacing the default `DD-MM-YYYY` (or `DD-MM-YYYY HH:mm` with `withTime`). */
  pattern?: string;
}

/** Anything {@link formatDate} accepts. */
export type DateInput = Date | string | number | null | undefined;

const ISO_PARTS = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?/;

// dayjs rolls impossible dates over ('2024-02-30' becomes 1 March); they are invalid input here.
function hasPossibleCalendarParts(value: string): boolean {
  const parts = ISO_PARTS.exec(value.trim());
  if (parts === null) return true;
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0] = parts
    .slice(1)
    .map((part) => (part === undefined ? 0 : Number(part)));
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return (
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth &&
    hour <= 23 &&
    minute <= 59 &&
    second <= 59
  );
}

/**
 * Formats a date as `DD-MM-YYYY`, or `DD-MM-YYYY HH:mm` with `withTime`, in `timeZone` when
 * given, else in the local time zone of the running process (the browser's, or the server's `TZ`). Accepts a Date, an ISO 8601
 * string (a string without an offset is read as local time) or epoch milliseconds; `null`,
 * `undefined` and anything invalid give `''`.
 * @example formatDate('2024-03-05') // '05-03-2024'
 * @example formatDate(new Date(2024, 2, 5, 9, 7), { withTime: true }) // '05-03-2024 09:07'
 * @example formatDate('2024-03-05T23:30:00Z', { timeZone: 'Asia/Tokyo' }) // '06-03-2024'
 */
export function formatDate(
  value: DateInput,
  { withTime = false, timeZone, pattern }: FormatDateOptions = {},
): string {
  // dayjs(undefined) means "now", which would turn a missing date into a plausible wrong one.
  if (value == null || value === '') return '';
  const format = pattern ?? (withTime ? 'DD-MM-YYYY HH:mm' : 'DD-MM-YYYY');
  // The result depends only on these (the process's own zone does not change while it runs).
  const input = value instanceof Date ? `d${value.getTime()}` : `${typeof value}:${value}`;
  return recentDates.get(`${timeZone ?? ''}\u0000${format}\u0000${input}`, () =>
    formatDateNow(value, format, timeZone),
  );
}

/**
 * The machine-readable form of a date for `<time dateTime>`, in `timeZone` as {@link formatDate}
 * reads it: the day (`YYYY-MM-DD`), or with `withTime` the instant with its offset
 * (`YYYY-MM-DDTHH:mm:ss+hh:mm`). `''` for anything {@link formatDate} gives `''`.
 * @example dateTimeAttribute('2024-03-05T23:30:00Z', { timeZone: 'Asia/Tokyo' }) // '2024-03-06'
 * @example dateTimeAttribute('2024-03-05T23:30:00Z', { withTime: true, timeZone: 'UTC' })
 * // '2024-03-05T23:30:00+00:00'
 */
export function dateTimeAttribute(
  value: DateInput,
  { withTime = false, timeZone }: Pick<FormatDateOptions, 'withTime' | 'timeZone'> = {},
): string {
  return formatDate(value, {
    timeZone,
    pattern: withTime ? 'YYYY-MM-DDTHH:mm:ssZ' : 'YYYY-MM-DD',
  });
}

/**
 * Dates already formatted. Why: a server shows the same few dates to every reader of a page,
 * and moving a date into a time zone (dayjs' `tz`, through `Intl`) was the costliest single
 * step of rendering an article page.
 */
const recentDates = new RecentResults(2_000, 200);

function formatDateNow(value: Date | string | number, format: string, timeZone?: string): string {
  if (typeof value === 'string' && !hasPossibleCalendarParts(value)) return '';
  const parsed = dayjs(value);
  if (!parsed.isValid()) return '';
  if (timeZone === undefined) return parsed.format(format);
  // An instant (Date, epoch, ISO with offset) moves into the zone; a bare local string is read
  // as a wall-clock time there.
  const zoned =
    typeof value === 'string' && !/(Z|[+-]\d{2}:?\d{2})$/i.test(value.trim())
      ? dayjs.tz(value, timeZone)
      : parsed.tz(timeZone);
  return zoned.format(format);
}
