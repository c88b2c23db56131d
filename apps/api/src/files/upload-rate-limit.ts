import type { AttemptCounters } from '../auth/attempt-counters';
import { tooManyRequests, waitInWords } from '../auth/rate-limit';
import type { Config } from '../config';
import type { HttpError } from '../http/errors';

/** The 429 of an upload past the account's limit, saying how long to wait. */
export function tooManyUploads(ttlMs: number): HttpError {
  return tooManyRequests(
    ttlMs,
    `Too many uploads. Please wait ${waitInWords(ttlMs)} before uploading another file.`,
  );
}

/**
 * Counts one upload by `userId` in the shared attempt counters (Redis when `REDIS_URL` is set, so
 * every node allows one rate; else this node's memory) and throws a 429 with `Retry-After` past
 * `config.uploadRateLimit` per `config.uploadRateWindowMs`.
 *
 * Every attempt of a signed-in account counts, refused ones too, and it is counted before the
 * body is read: what a flood costs is reading and writing the bytes, whether or not the file is
 * kept. The limit is per account, not per client, since uploading needs a session anyway and an
 * office behind one address holds many authors. Nobody is exempt: a runaway script or a stolen
 * session of an editor fills a disk as fast as an author's.
 */
export async function takeUpload(
  counters: AttemptCounters,
  userId: number,
  config: Pick<Config, 'uploadRateLimit' | 'uploadRateWindowMs'>,
): Promise<void> {
  const { count, ttlMs } = await counters.add(`upload:${userId}`, config.uploadRateWindowMs);
  if (count > config.uploadRateLimit) throw tooManyUploads(ttlMs);
}
