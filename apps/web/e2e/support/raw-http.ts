import net from 'node:net';

/** What came back on a raw connection: the status line's code, or how the connection ended. */
export interface RawAnswer {
  /** The HTTP status, or null when no status line arrived. */
  status: number | null;
  /** The whole answer as text (headers and body). */
  text: string;
  /** The socket error (e.g. `ECONNRESET`), or null. */
  error: string | null;
}

/** Options of {@link rawRequest}. */
export interface RawRequestOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** Close our sending side right after the request (a half-close, as some clients do). */
  halfClose?: boolean;
  /** Give up after this long (default 30 s, as long as a Playwright step waits). */
  timeoutMs?: number;
}

/**
 * Sends one HTTP/1.1 request over a plain socket — bodies and headers exactly as given (no
 * framing fixed up, no encoding), so malformed requests reach the server as written — and
 * resolves with what came back once the server closes the connection.
 */
export function rawRequest(
  origin: string,
  target: string,
  options: RawRequestOptions = {},
): Promise<RawAnswer> {
  const { hostname, port, host } = new URL(origin);
  const body = typeof options.body === 'string' ? Buffer.from(options.body) : options.body;
  const headers: Record<string, string> = {
    Host: host,
    Connection: 'close',
    ...(body ? { 'Content-Length': String(body.byteLength) } : {}),
    ...options.headers,
  };
  const head = `${options.method ?? 'GET'} ${target} HTTP/1.1\r\n${Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('')}\r\n`;
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let error: string | null = null;
    const socket = net.connect(Number(port), hostname);
    const timer = setTimeout(() => {
      error = 'timeout';
      socket.destroy();
    }, options.timeoutMs ?? 30_000);
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', (caught: NodeJS.ErrnoException) => {
      error = caught.code ?? caught.message;
    });
    socket.on('close', () => {
      clearTimeout(timer);
      const text = Buffer.concat(chunks).toString('latin1');
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(text)?.[1];
      resolve({ status: status ? Number(status) : null, text, error });
    });
    socket.write(head);
    if (body) socket.write(body);
    if (options.halfClose) socket.end();
  });
}
