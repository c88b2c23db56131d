import { Agent, request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNREAD_BODY_DRAIN_BYTES } from '../src/http/unread-body';
import { type ChatAccount, createChatAccount, serverConfig } from './chat-fixtures';
import { startTestServer } from './test-app';

type RunningServer = Awaited<ReturnType<typeof startTestServer>>;

interface Answer {
  status?: number;
  body?: string;
  /** The client's own error (EPIPE, ECONNRESET), when there was one. */
  error?: string;
}

/**
 * POSTs `bytes` of body the way many clients do: the whole body written before the answer is
 * read. The answer, and any error the client saw on the way.
 */
function post(
  url: string,
  headers: Record<string, string | number>,
  parts: { head?: Buffer; bytes: number; tail?: Buffer },
  agent?: Agent,
): Promise<Answer> {
  return new Promise((resolve) => {
    const answer: Answer = {};
    const { head = Buffer.alloc(0), bytes, tail = Buffer.alloc(0) } = parts;
    const request = httpRequest(url, {
      method: 'POST',
      headers: { ...headers, 'content-length': head.length + bytes + tail.length },
      ...(agent ? { agent } : {}),
    });
    request.on('response', (response) => {
      answer.status = response.statusCode;
      let body = '';
      response.on('data', (chunk) => {
        body += chunk;
      });
      response.on('end', () => {
        answer.body = body;
      });
    });
    request.on('error', (error: NodeJS.ErrnoException) => {
      answer.error = error.code ?? error.message;
    });
    // After the answer and the end of sending, or an error: everything the client saw.
    request.on('close', () => resolve(answer));
    request.write(head);
    const chunk = Buffer.alloc(256 * 1024, 0x61);
    let sent = 0;
    const write = () => {
      while (sent < bytes) {
        const size = Math.min(chunk.length, bytes - sent);
        sent += size;
        if (!request.write(chunk.subarray(0, size))) {
          request.once('drain', write);
          return;
        }
      }
      request.end(tail);
    };
    write();
  });
}

const MB = 1024 * 1024;

describe('a body refused before it is read', () => {
  let server: RunningServer;
  let author: ChatAccount;

  beforeAll(async () => {
    server = await startTestServer(serverConfig());
    author = await createChatAccount(server, 'author');
  });
  afterAll(async () => {
    await server?.close();
  });

  it('is answered 413 with its message, not a broken pipe, and the connection serves the next request', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const json = { 'content-type': 'application/json' };
      const tooLarge = await post(`${server.url}/api/contact`, json, { bytes: 23 * MB }, agent);
      expect(tooLarge).toMatchObject({ status: 413 });
      expect(tooLarge.error).toBeUndefined();
      expect(JSON.parse(tooLarge.body ?? '{}')).toEqual({
        message: 'The request body is too large.',
      });
      const signIn = await post(`${server.url}/api/auth/login`, json, { bytes: 5 * MB }, agent);
      expect(signIn).toMatchObject({ status: 413 });
      expect(signIn.error).toBeUndefined();
      // The same keep-alive connection (one socket at most) answers the next request.
      const next = await fetchOver(agent, `${server.url}/api/journals`);
      expect(next).toBe(200);
    } finally {
      agent.destroy();
    }
  });

  it('answers a refused upload (a program, a lie about its type, an unknown purpose) with its status and reason', async () => {
    const boundary = 'quire-test-boundary';
    const upload = (purpose: string, filename: string) =>
      post(
        `${server.url}/api/files`,
        {
          'content-type': `multipart/form-data; boundary=${boundary}`,
          authorization: `Bearer ${author.token}`,
        },
        {
          head: Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="purpose"\r\n\r\n${purpose}\r\n` +
              `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
              'Content-Type: application/octet-stream\r\n\r\nMZ',
          ),
          bytes: 8 * MB,
          tail: Buffer.from(`\r\n--${boundary}--\r\n`),
        },
      );
    const program = await upload('manuscript', 'paper.exe');
    expect(program).toMatchObject({ status: 415 });
    expect(program.error).toBeUndefined();
    expect(program.body).toContain('This type of file is not accepted for a manuscript.');
    const disguised = await upload('manuscript', 'paper.pdf');
    expect(disguised).toMatchObject({ status: 415 });
    expect(disguised.error).toBeUndefined();
    const unknown = await upload('thesis', 'paper.pdf');
    expect(unknown).toMatchObject({ status: 400 });
    expect(unknown.error).toBeUndefined();
  });

  it('stops reading past its bound and closes the connection without an answer', async () => {
    const answer = await post(
      `${server.url}/api/contact`,
      { 'content-type': 'application/json' },
      { bytes: UNREAD_BODY_DRAIN_BYTES + 16 * MB },
    );
    expect(answer.status).toBeUndefined();
    expect(answer.error).toMatch(/EPIPE|ECONNRESET/);
  });
});

/** The status of a GET sent over `agent` (so over its kept-alive socket). */
function fetchOver(agent: Agent, url: string): Promise<number | undefined> {
  return new Promise((resolve, reject) => {
    httpRequest(url, { agent }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode));
    })
      .on('error', reject)
      .end();
  });
}
