// Follows the API's content changes (`GET {API_URL}cache/purges`, server-sent events, read with
// `eventsource-parser`) and tells the page cache what to drop. While the stream is down the
// caches are off and empty: a purge sent meanwhile would be missed, so nothing may be served from
// them until the stream is back. The stream's `ready` event is also the sign that the API
// answers (prerendering waits for it).
import http, { type ClientRequest } from 'node:http';
import https from 'node:https';
import { createParser } from 'eventsource-parser';
import type { Logger } from './logger';

/** The API sends a comment every 15 s; this long without a byte means the connection is dead. */
const SILENCE_MS = 45_000;
const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 30_000;

/** What the purge stream drives. */
export interface PurgeTarget {
  /** Drops what `tags` name (`all` when a purge cannot be read). */
  purge(tags: string[]): void;
  /** On while the stream is up (and so every purge is heard), off while it is down. */
  setEnabled(enabled: boolean): void;
}

/** Options of {@link followPurges}. */
export interface FollowPurgesOptions {
  /** `API_URL` with a final slash. */
  apiUrl: string;
  cache: PurgeTarget;
  log: Pick<Logger, 'info' | 'warn' | 'debug'>;
  /** The first reconnection delay, doubled up to 30 s (tests shorten it). */
  firstRetryMs?: number;
}

/** The tags of a purge event's data, or null when it is not `{ tags: string[] }`. */
function tagsOf(data: string): string[] | null {
  try {
    const change = JSON.parse(data) as { tags?: unknown } | null;
    return Array.isArray(change?.tags) ? change.tags.map(String) : null;
  } catch {
    return null;
  }
}

/** Keeps a purge stream open to the API for `cache`, reconnecting with backoff. */
export function followPurges({
  apiUrl,
  cache,
  log,
  firstRetryMs = FIRST_RETRY_MS,
}: FollowPurgesOptions): { close(): void } {
  const url = new URL('cache/purges', apiUrl);
  const client = url.protocol === 'https:' ? https : http;
  let retryMs = firstRetryMs;
  let closed = false;
  let request: ClientRequest | undefined;
  let timer: NodeJS.Timeout | undefined;

  function down(reason: string): void {
    cache.setEnabled(false);
    if (closed) return;
    log.warn('caches off until the purge stream is back', { reason, retryInMs: retryMs });
    clearTimeout(timer);
    timer = setTimeout(connect, retryMs);
    timer.unref();
    retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
  }

  function connect(): void {
    let failed = false;
    let silence: NodeJS.Timeout | undefined;
    const fail = (reason: string) => {
      clearTimeout(silence);
      if (failed) return;
      failed = true;
      request?.destroy();
      down(reason);
    };
    const parser = createParser({
      onEvent({ event, data }) {
        if (event === 'ready') {
          retryMs = firstRetryMs;
          cache.setEnabled(true);
          log.info('following content changes: caches on', { url: url.href });
        } else if (event === 'purge') {
          const tags = tagsOf(data);
          // Unreadable: what changed is unknown, so everything goes.
          cache.purge(tags ?? ['all']);
          log.debug('page cache purged', { tags: tags ?? ['all'] });
        }
      },
    });
    request = client.get(url, { headers: { accept: 'text/event-stream' } }, (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        fail(`answered ${response.statusCode}`);
        return;
      }
      response.setEncoding('utf8');
      const watch = () => {
        clearTimeout(silence);
        silence = setTimeout(() => fail('silent for too long'), SILENCE_MS).unref();
      };
      watch();
      response.on('data', (text: string) => {
        watch();
        parser.feed(text);
      });
      response.on('end', () => fail('the API ended the stream'));
      response.on('error', (error) => fail(error.message));
    });
    request.on('error', (error) => fail(error.message));
  }

  connect();
  return {
    close() {
      closed = true;
      clearTimeout(timer);
      request?.destroy();
    },
  };
}
