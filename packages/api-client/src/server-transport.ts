import http from 'node:http';
import https from 'node:https';
import type { HttpTransport } from './http-client';

/** Options of {@link createServerTransport}. */
export interface ServerTransportOptions {
  /** Most connections open to the API at once, per host (default 64). */
  maxSockets?: number;
  /** Idle connections kept open for the next request (default 16). */
  maxFreeSockets?: number;
}

/**
 * The transport for server-side use (a server renderer calling the API): kept-alive, pooled
 * connections, and redirects not followed — the API answers its JSON reads directly, and
 * axios's redirect-following wrapper was the largest cost of a call in a CPU profile.
 * Node-only: imported from `@quire/api-client/node`, never by browser code.
 * @example
 * const http = createHttpClient({ apiUrl, transport: createServerTransport() });
 */
export function createServerTransport(options: ServerTransportOptions = {}): HttpTransport {
  const agentOptions = {
    keepAlive: true,
    maxSockets: options.maxSockets ?? 64,
    maxFreeSockets: options.maxFreeSockets ?? 16,
    // Sockets go out in the order they were freed, so the pool settles on a few warm ones.
    scheduling: 'lifo' as const,
  };
  return {
    httpAgent: new http.Agent(agentOptions),
    httpsAgent: new https.Agent(agentOptions),
    maxRedirects: 0,
  };
}
