/** What the serializer reads of a request (Fastify hands it its request). */
interface LoggedRequest {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/**
 * Where an address carries a secret: the review link's token, in the reviewer's routes
 * (`review-links/<token>/…`) and in a query (`?token=`). Review links need no password, so
 * whoever reads a log line with one could open that review.
 */
const SECRET_IN_PATH = /(\/review-links\/)[^/?#]+/g;
const SECRET_IN_QUERY = /([?&]token=)[^&#]*/g;

/** An address as it may be logged: its secrets replaced by `[redacted]`. */
export function loggableUrl(url: string): string {
  return url.replace(SECRET_IN_PATH, '$1[redacted]').replace(SECRET_IN_QUERY, '$1[redacted]');
}

/**
 * The request as the log shows it: Fastify's default fields, with the address's secrets
 * redacted (`loggableUrl`).
 */
export function serializeRequest(request: LoggedRequest) {
  return {
    method: request.method,
    url: request.url === undefined ? undefined : loggableUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
