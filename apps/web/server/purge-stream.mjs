// Follows the API's content changes (`GET {API_URL}cache/purges`, server-sent events) and tells
// the page cache what to drop. While the stream is down the cache is off and empty: a purge sent
// meanwhile would be missed, so nothing may be served from the cache until the stream is back.
import http from 'node:http';
import https from 'node:https';

/** The API sends a comment every 15 s; this long without a byte means the connection is dead. */
const SILENCE_MS = 45_000;
const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 30_000;

/**
 * Splits a server-sent-events text into complete events; returns them and the unfinished rest.
 * @param {string} text
 * @returns {{ events: { event: string, data: string }[], rest: string }}
 */
export function parseEvents(text) {
  const events = [];
  const blocks = text.replace(/\r\n?/g, '\n').split('\n\n');
  const rest = blocks.pop() ?? '';
  for (const block of blocks) {
    let event = 'message';
    const data = [];
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
    }
    if (data.length > 0) events.push({ event, data: data.join('\n') });
  }
  return { events, rest };
}

/**
 * The tags of a purge event's data, or null when it is not `{ tags: string[] }`.
 * @param {string} data
 * @returns {string[] | null}
 */
function tagsOf(data) {
  try {
    const change = JSON.parse(data);
    return Array.isArray(change?.tags) ? change.tags.map(String) : null;
  } catch {
    return null;
  }
}

/**
 * @typedef {object} PurgeTarget
 * @property {(tags: string[]) => void} purge
 * @property {(enabled: boolean) => void} setEnabled
 */

/**
 * Keeps a purge stream open to the API for `cache`, reconnecting with backoff.
 * @param {{ apiUrl: string, cache: PurgeTarget, log: { info: Function, warn: Function, debug: Function } }} options
 * @returns {{ close(): void }}
 */
export function followPurges({ apiUrl, cache, log }) {
  const url = new URL('cache/purges', apiUrl);
  const client = url.protocol === 'https:' ? https : http;
  let retryMs = FIRST_RETRY_MS;
  let closed = false;
  /** @type {import('node:http').ClientRequest | undefined} */
  let request;
  /** @type {NodeJS.Timeout | undefined} */
  let timer;

  function down(reason) {
    cache.setEnabled(false);
    if (closed) return;
    log.warn('caches off until the purge stream is back', { reason, retryInMs: retryMs });
    clearTimeout(timer);
    timer = setTimeout(connect, retryMs);
    timer.unref();
    retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
  }

  function connect() {
    let failed = false;
    const fail = (reason) => {
      if (failed) return;
      failed = true;
      request?.destroy();
      down(reason);
    };
    request = client.get(url, { headers: { accept: 'text/event-stream' } }, (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        fail(`answered ${response.statusCode}`);
        return;
      }
      response.setEncoding('utf8');
      let buffer = '';
      /** @type {NodeJS.Timeout | undefined} */
      let silence;
      const watch = () => {
        clearTimeout(silence);
        silence = setTimeout(() => fail('silent for too long'), SILENCE_MS).unref();
      };
      watch();
      response.on('data', (text) => {
        watch();
        const { events, rest } = parseEvents(buffer + text);
        buffer = rest;
        for (const { event, data } of events) {
          if (event === 'ready') {
            retryMs = FIRST_RETRY_MS;
            cache.setEnabled(true);
            log.info('following content changes: caches on', { url: url.href });
          } else if (event === 'purge') {
            const tags = tagsOf(data);
            // Unreadable: what changed is unknown, so everything goes.
            cache.purge(tags ?? ['all']);
            log.debug('page cache purged', { tags: tags ?? ['all'] });
          }
        }
      });
      response.on('end', () => {
        clearTimeout(silence);
        fail('the API ended the stream');
      });
      response.on('error', (error) => {
        clearTimeout(silence);
        fail(error.message);
      });
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
