import { type DateInput, dateTimeAttribute, formatDate } from '@quire/utils';
import type { UiDateFormat } from './ui-dates';

/** A date as the design system shows it, and its machine-readable form for `<time dateTime>`. */
export interface UiDate {
  dateTime: string;
  text: string;
}

/**
 * A date in `format`, with its machine-readable form; null for a missing or invalid date.
 * @example uiDate('2026-03-05T09:07:00Z', { timeZone: 'UTC' }, { withTime: true })
 * // { dateTime: '2026-03-05T09:07:00+00:00', text: '05-03-2026 09:07' }
 */
export function uiDate(
  value: DateInput,
  format: UiDateFormat,
  { withTime = false }: { withTime?: boolean } = {},
): UiDate | null {
  const { timeZone } = format;
  const text = formatDate(value, {
    withTime,
    timeZone,
    pattern: withTime ? format.dateTimeFormat : format.dateFormat,
  });
  if (text === '') return null;
  return { dateTime: dateTimeAttribute(value, { withTime, timeZone }), text };
}
