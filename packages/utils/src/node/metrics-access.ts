// Who may scrape /metrics, for both servers (the API's `/metrics` and the site server's).
import { timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
/** Headers a proxy adds: a request carrying one came from further away than its peer. */
const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Why a scrape is refused. */
export interface MetricsRefusal {
  status: 401 | 403;
  message: string;
}

/**
 * Whether a scrape may be answered: with `METRICS_TOKEN` set, only its bearer (from anywhere);
 * without, only a process on this machine whose request no proxy forwarded (a load balancer on
 * the same host connects from loopback on behalf of anyone). `undefined` when allowed.
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
