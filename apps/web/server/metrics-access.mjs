// @ts-check
// Who may scrape /metrics; the same rule as the API's (apps/api/src/ops/metrics-access.ts).
import { timingSafeEqual } from 'node:crypto';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
/** Headers a proxy adds: a request carrying one came from further away than its peer. */
const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

/** @param {string} given @param {string} expected */
function sameSecret(given, expected) {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Whether a scrape may be answered: with `METRICS_TOKEN` set, only its bearer (from anywhere);
 * without, only a process on this machine whose request no proxy forwarded (a load balancer on
 * the same host connects from loopback on behalf of anyone). `undefined` when allowed.
 * @param {{ headers: import('node:http').IncomingHttpHeaders, peerAddress: string | undefined }} request
 * @param {string | undefined} token
 * @returns {{ status: 401 | 403, message: string } | undefined}
 */
export function refuseMetricsScrape(request, token) {
  if (token !== undefined) {
    const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (given !== undefined && sameSecret(given, token)) return undefined;
    return { status: 401, message: 'Metrics need the bearer token set in METRICS_TOKEN.' };
  }
  const forwarded = FORWARDING_HEADERS.some((name) => request.headers[name] !== undefined);
  if (!forwarded && request.peerAddress !== undefined && LOOPBACK.has(request.peerAddress)) {
    return undefined;
  }
  return {
    status: 403,
    message: 'Metrics are served to this machine only; set METRICS_TOKEN to scrape from elsewhere.',
  };
}
