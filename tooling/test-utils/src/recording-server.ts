import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as it reached a {@link startRecordingServer} server, its body read. */
export interface RecordedRequest {
  method: string;
  /** The path without the query, e.g. `/api/user/messages`. */
  path: string;
  /** The query without its `?` (empty when none). */
  query: string;
  /** The body as text (empty when none). */
  body: string;
}

/** A loopback HTTP server that hands each request, body read, to the test's `answer`. */
export interface RecordingServer {
  /** Its base URL with `/api/` after it, as a client of the Quire API is configured. */
  apiUrl: string;
  close(): Promise<void>;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      body += chunk;
    });
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });
}

/**
 * Starts a server on a free loopback port that reads each request's body and calls `answer`
 * with it and the response, for tests that pin what a client sends over the wire (method, path,
 * query, body) against a real socket rather than a mocked `fetch`.
 * @example
 * const seen: RecordedRequest[] = [];
 * const server = await startRecordingServer((request, response) => {
 *   seen.push(request);
 *   response.writeHead(204).end();
 * });
 */
export async function startRecordingServer(
  answer: (request: RecordedRequest, response: ServerResponse) => void,
): Promise<RecordingServer> {
  const server = createServer(async (request, response) => {
    const body = await readBody(request);
    const [path = '', query = ''] = (request.url ?? '').split('?');
    answer({ method: request.method ?? '', path, query, body }, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    apiUrl: `http://127.0.0.1:${port}/api/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
