/*
 * Date-times typed in a form (`<input type="datetime-local">`: `2026-12-01T09:00`, no zone) are
 * the site's local time; the API takes instants. These convert both ways in a named time zone.
 */

/** How far the zone's wall clock is ahead of UTC at `instant` (ms). */
function offsetAt(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant);
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  const wall = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  return wall - Math.floor(instant / 1000) * 1000;
}

/** `2026-12-01T09:00` in `timeZone` as an ISO instant; null when it is not such a value. */
export function localToInstant(local: string, timeZone: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local)) return null;
  const asUtc = Date.parse(`${local}:00Z`);
  if (Number.isNaN(asUtc)) return null;
  // The offset at the guess, then again at the corrected time (a change of offset between them).
  let instant = asUtc - offsetAt(asUtc, timeZone);
  instant = asUtc - offsetAt(instant, timeZone);
  return new Date(instant).toISOString();
}

/** An ISO instant as `2026-12-01T09:00` in `timeZone`, for a datetime-local input. */
export function instantToLocal(iso: string, timeZone: string): string {
  const instant = Date.parse(iso);
  return new Date(instant + offsetAt(instant, timeZone)).toISOString().slice(0, 16);
}
