import { describe, expect, it, vi } from 'vitest';
import { dateTimeAttribute, formatDate } from './format-date';

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** What the process's local time zone makes of an instant, written the expected way. */
function localDate(date: Date, withTime = false): string {
  const day = `${pad(date.getDate())}-${pad(date.getMonth() + 1)}-${date.getFullYear()}`;
  return withTime ? `${day} ${pad(date.getHours())}:${pad(date.getMinutes())}` : day;
}

describe('formatDate', () => {
  describe('inputs', () => {
    it('formats a Date as DD-MM-YYYY', () => {
      expect(formatDate(new Date(2024, 2, 5, 9, 7))).toBe('05-03-2024');
    });

    it('formats a date-only ISO string as that calendar day', () => {
      expect(formatDate('2024-03-05')).toBe('05-03-2024');
    });

    it('reads an ISO string without an offset as local time', () => {
      expect(formatDate('2024-03-05T23:30:00', { withTime: true })).toBe('05-03-2024 23:30');
    });

    it('converts an ISO string with an offset to local time', () => {
      const iso = '2024-03-05T23:30:00Z';
      expect(formatDate(iso, { withTime: true })).toBe(localDate(new Date(iso), true));
    });

    it('formats epoch milliseconds', () => {
      const epoch = Date.UTC(2024, 0, 15, 12);
      expect(formatDate(epoch)).toBe(localDate(new Date(epoch)));
    });

    it('formats epoch 0', () => {
      expect(formatDate(0)).toBe(localDate(new Date(0)));
    });
  });

  describe('withTime', () => {
    it('adds the time as HH:mm on a 24-hour clock', () => {
      expect(formatDate(new Date(2024, 11, 31, 18, 4, 59), { withTime: true })).toBe(
        '31-12-2024 18:04',
      );
    });

    it('leaves the time out by default', () => {
      expect(formatDate(new Date(2024, 11, 31, 18, 4))).toBe('31-12-2024');
    });

    it('leaves the time out when false', () => {
      expect(formatDate(new Date(2024, 11, 31, 18, 4), { withTime: false })).toBe('31-12-2024');
    });
  });

  describe('time zone', () => {
    it('formats in the process time zone', () => {
      vi.stubEnv('TZ', 'Asia/Kolkata');
      expect(formatDate('2024-01-15T20:00:00Z', { withTime: true })).toBe('16-01-2024 01:30');
    });
  });

  describe('invalid input', () => {
    it.each([
      null,
      undefined,
      '',
      'not a date',
      '2024-13-01',
      '2024-02-30',
      '2023-02-29',
      '2024-01-15T25:00',
      '2024-01-15T10:60',
      Number.NaN,
      Number.POSITIVE_INFINITY,
      new Date('invalid'),
    ])('returns an empty string for %o', (value) => {
      expect(formatDate(value)).toBe('');
    });

    it('accepts 29 February in a leap year', () => {
      expect(formatDate('2024-02-29')).toBe('29-02-2024');
    });
  });
});

describe('formatDate in a time zone', () => {
  it('shows an instant on the calendar of the given zone, not the process zone', () => {
    expect(formatDate('2024-03-05T23:30:00Z', { timeZone: 'Asia/Tokyo' })).toBe('06-03-2024');
    expect(formatDate('2024-03-05T23:30:00Z', { timeZone: 'America/New_York' })).toBe('05-03-2024');
    expect(
      formatDate(Date.UTC(2024, 0, 1, 0, 15), { timeZone: 'Europe/Lisbon', withTime: true }),
    ).toBe('01-01-2024 00:15');
  });

  it('reads a string without an offset as wall-clock time in that zone', () => {
    expect(formatDate('2024-03-05 09:07', { timeZone: 'Asia/Tokyo', withTime: true })).toBe(
      '05-03-2024 09:07',
    );
  });

  it('uses a custom pattern and still refuses impossible dates', () => {
    expect(formatDate('2024-03-05T12:00:00Z', { timeZone: 'UTC', pattern: 'YYYY-MM-DD' })).toBe(
      '2024-03-05',
    );
    expect(formatDate('2024-02-30', { timeZone: 'UTC' })).toBe('');
  });

  it('answers a repeated date from memory per zone, pattern and input kind', () => {
    const instant = '2024-03-05T23:30:00Z';
    for (let round = 0; round < 2; round += 1) {
      expect(formatDate(instant, { timeZone: 'UTC' })).toBe('05-03-2024');
      expect(formatDate(instant, { timeZone: 'Asia/Tokyo' })).toBe('06-03-2024');
      expect(formatDate(instant, { timeZone: 'Asia/Tokyo', withTime: true })).toBe(
        '06-03-2024 08:30',
      );
      expect(formatDate(new Date(instant), { timeZone: 'Asia/Tokyo', pattern: 'YYYY' })).toBe(
        '2024',
      );
      expect(formatDate(Date.parse(instant), { timeZone: 'UTC', pattern: 'DD/MM' })).toBe('05/03');
    }
  });
});

describe('dateTimeAttribute', () => {
  it('gives the day in the zone, or the instant with its offset', () => {
    expect(dateTimeAttribute('2024-03-05T23:30:00Z', { timeZone: 'Asia/Tokyo' })).toBe(
      '2024-03-06',
    );
    expect(dateTimeAttribute('2024-03-05T23:30:00Z', { withTime: true, timeZone: 'UTC' })).toBe(
      '2024-03-05T23:30:00+00:00',
    );
    expect(dateTimeAttribute('2024-03-05', { timeZone: 'Europe/Helsinki' })).toBe('2024-03-05');
  });

  it('is empty for a missing or impossible date', () => {
    expect(dateTimeAttribute(null)).toBe('');
    expect(dateTimeAttribute('2024-02-30')).toBe('');
  });
});
