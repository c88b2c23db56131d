// @vitest-environment node
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { bodyLimit } from './body-limit';
import { DEFAULT_MAX_BODY_BYTES, readSiteEnv } from './env';

const CAP = 1000;
let server: http.Server | undefined;
/** How many bytes the handler behind the middleware read, per request. */
let bytesSeenByHandler: number[] = [];

/** A server whose handler, behind the middleware, reads the body and answers its size. */
async function startServer(): Promise<number> {
  const limit = bodyLimit({ maxBytes: CAP });
  server = http.createServer((req, res) => {
    limit(req, res, async () => {
      let size = 0;
      for await (const chunk of req) size += (chunk as Buffer).byteLength;
      bytesSeenByHandler.push(size);
      res.end(`read ${size}`);
    });
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

afterEach(async () => {
  bytesSeenByHandler = [];
  const running = server;
  server = undefined;
  if (!running) return;
  running.closeAllConnections();
  await new Promise((resolve) => running.close(resolve));
});

interface Sent {
  method?: string;
  headers?: Record<string, string>;
  /** Body chunks; with `chunked`, sent without a Content-Length. */
  chunks?: Buffer[];
  chunked?: boolean;
}

/** Sends one request; resolves with the status and body of the answer. */
function send(port: number, { method = 'POST', headers = {}, chunks = [], chunked }: Sent) {
  return new Promise<{ status: number; body: string; connection: string | undefined }>(
    (resolve, reject) => {
      const total = chunks.reduce((sum, chunk) => sum + chunk.byteLength, 0);
      const req = http.request({
        port,
        host: '127.0.0.1',
        method,
        path: '/',
        headers: chunked || total === 0 ? headers : { ...headers, 'Content-Length': total },
      });
      if (chunked) req.setHeader('Transfer-Encoding', 'chunked');
      req.on('response', (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (text: string) => {
          body += text;
        });
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body, connection: res.headers.connection }),
        );
      });
      // The server may close the connection before reading what is left of a refused body.
      req.on('error', (error: NodeJS.ErrnoException) => {
        if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error);
      });
      for (const chunk of chunks) req.write(chunk);
      req.end();
    },
  );
}

describe('bodyLimit', () => {
  it('lets a body up to the cap through, untouched', async () => {
    const port = await startServer();
    const answer = await send(port, { chunks: [Buffer.alloc(400), Buffer.alloc(CAP - 400)] });
    expect(answer).toMatchObject({ status: 200, body: `read ${CAP}` });
    expect(bytesSeenByHandler).toEqual([CAP]);
  });

  it('lets requests without a body through', async () => {
    const port = await startServer();
    expect(await send(port, { method: 'GET' })).toMatchObject({ status: 200, body: 'read 0' });
    expect(await send(port, { method: 'POST' })).toMatchObject({ status: 200, body: 'read 0' });
  });

  it('refuses a body one byte over the cap with 413 before the handler reads it', async () => {
    const port = await startServer();
    const answer = await send(port, { chunks: [Buffer.alloc(CAP + 1)] });
    expect(answer.status).toBe(413);
    expect(answer.body).toBe('The request is too large: at most 1000 bytes can be sent.');
    expect(answer.connection).toBe('close');
    expect(bytesSeenByHandler).toEqual([]);
  });

  it('refuses an announced length over the cap even before the body is sent', async () => {
    const port = await startServer();
    const answer = await send(port, {
      headers: { 'Content-Length': String(50 * 1024 * 1024) },
      chunks: [],
    });
    expect(answer.status).toBe(413);
    expect(bytesSeenByHandler).toEqual([]);
  });

  it('refuses a body without a length (chunked) with 411, whatever its size', async () => {
    const port = await startServer();
    const answer = await send(port, { chunks: [Buffer.from('a=1')], chunked: true });
    expect(answer.status).toBe(411);
    expect(answer.body).toMatch(/Content-Length/);
    expect(bytesSeenByHandler).toEqual([]);
  });
});

describe('MAX_BODY_BYTES', () => {
  it('defaults to the API upload limit (20 MiB) plus 1 MiB', () => {
    expect(DEFAULT_MAX_BODY_BYTES).toBe(21 * 1024 * 1024);
    expect(readSiteEnv({}).maxBodyBytes).toBe(DEFAULT_MAX_BODY_BYTES);
    expect(readSiteEnv({ MAX_BODY_BYTES: ' ' }).maxBodyBytes).toBe(DEFAULT_MAX_BODY_BYTES);
  });

  it('reads a byte count', () => {
    expect(readSiteEnv({ MAX_BODY_BYTES: '1048576' }).maxBodyBytes).toBe(1048576);
  });

  it.each(['0', '-5', '1.5', '20MB', 'abc'])('refuses %j', (value) => {
    expect(() => readSiteEnv({ MAX_BODY_BYTES: value })).toThrow(/MAX_BODY_BYTES/);
  });
});
