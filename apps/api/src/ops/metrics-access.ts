import { timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

/** What a scrape of `/metrics` is answered with when it is not allowed. */
export interface MetricsRefusal {
  status: 401 | 403;
  message: string;
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** Headers a proxy adds: a request carrying one came from further away than its peer. */
const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Decides whether a scrape of `/metrics` may be answered. With a token configured
 * (`METRICS_TOKEN`), only `Authorization: Bearer <token>` is accepted, from anywhere. Without
 * one, only a process on this machine may scrape: the socket's peer must be loopback and the
 * request must not have been forwarded by a proxy (a load balancer on the same host connects from
 * loopback too, on behalf of anyone). Returns `undefined` when allowed.
 */
export function refuseMetricsScrape(
  request: { headers: IncomingHttpHeaders; peerAddress: string | undefined },
  token: string | undefined,
): MetricsRefusal | undefined {
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
