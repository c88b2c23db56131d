import { OaiError } from './oai-protocol';

/** A `from`/`until` bound as given: its instant and the granularity it was written in. */
export interface OaiDateBound {
  at: Date;
  granularity: 'day' | 'second';
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const SECOND = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})Z$/;

/**
 * Parses an OAI-PMH UTCdatetime (`YYYY-MM-DD` or `YYYY-MM-DDThh:mm:ssZ`, the repository's finest
 * granularity); anything else, including impossible dates, is a badArgument.
 */
export function parseOaiDate(name: string, value: string): OaiDateBound {
  const match = DAY.exec(value) ?? SECOND.exec(value);
  if (match) {
    const [year, month, day, hour = 0, minute = 0, second = 0] = match.slice(1).map(Number);
    const parts = [year, month, day, hour, minute, second] as const;
    const at = new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 0, hour, minute, second));
    const back = [
      at.getUTCFullYear(),
      at.getUTCMonth() + 1,
      at.getUTCDate(),
      at.getUTCHours(),
      at.getUTCMinutes(),
      at.getUTCSeconds(),
    ];
    // Date.UTC rolls 2024-02-30 over into March: a date that does not round-trip does not exist.
    if (back.every((part, index) => part === parts[index])) {
      return { at, granularity: match.length > 4 ? 'second' : 'day' };
    }
  }
  throw new OaiError(
    'badArgument',
    `The ${name} argument "${value}" is not a date of the form YYYY-MM-DD or YYYY-MM-DDThh:mm:ssZ.`,
  );
}

/**
 * The exclusive upper instant of an `until` bound: a day-granular `until` includes that whole day.
 */
export function untilExclusive(until: OaiDateBound): Date {
  const step = until.granularity === 'day' ? 24 * 60 * 60 * 1000 : 1000;
  return new Date(until.at.getTime() + step);
}

/** A datestamp in the repository's granularity. @example oaiDatestamp(new Date(0)) // '1970-01-01T00:00:00Z' */
export function oaiDatestamp(date: Date): string {
  return `${date.toISOString().slice(0, 19)}Z`;
}
