import { HttpError } from '../http/errors';

/** Who saved a record last and when, as the edit forms show it. */
export interface LastChange {
  at: Date;
  by: string | null;
}

/**
 * 409 for a save made from an older version of a record: names who saved it since and when (in
 * UTC; the form shows it in the reader's own words), under the `version` field.
 */
export function staleVersion(what: string, last: LastChange | null): HttpError {
  const when = last
    ? ` on ${last.at.toISOString().slice(0, 10)} at ${last.at.toISOString().slice(11, 16)} UTC`
    : '';
  const who = last?.by ?? 'Someone';
  const message = `${who} saved ${what}${when}, after you opened it. Reload to see their changes, then make yours again.`;
  return new HttpError(409, message, { version: [message] });
}
