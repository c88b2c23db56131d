import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, journalRoles } from '../src/db/schema';
import {
  type FormPart,
  multipartForm,
  signedInUser,
  storedFiles,
  uploadForm,
} from './file-fixtures';
import { insertJournal } from './fixtures';
import { createTestApp, type TestApp } from './test-app';

type Account = Awaited<ReturnType<typeof signedInUser>>;
type Form = ReturnType<typeof multipartForm>;

/** A PDF (by its signature) of exactly `bytes` bytes. */
function pdfOf(bytes: number): Buffer {
  const head = Buffer.from('%PDF-1.4\n');
  return Buffer.concat([head, Buffer.alloc(bytes - head.length, 0x20)]);
}

function upload(testApp: TestApp, account: Account, form: Form) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/files',
    payload: form.payload,
    headers: { ...form.headers, ...account.headers },
  });
}

function uploadPdf(testApp: TestApp, account: Account, bytes: number) {
  return upload(testApp, account, uploadForm('manuscript', 'paper.pdf', pdfOf(bytes)));
}

async function rowsOf(testApp: TestApp, account: Account) {
  return testApp.context.db
    .select({ id: files.id, size: files.size })
    .from(files)
    .where(eq(files.ownerId, account.id));
}

/** A signed-in account holding `role` in a new journal. */
async function journalStaff(testApp: TestApp, role: 'editor' | 'reviewer'): Promise<Account> {
  const account = await signedInUser(testApp);
  const journal = await insertJournal(testApp.context.db);
  await testApp.context.db
    .insert(journalRoles)
    .values({ userId: account.id, journalId: journal.id, role });
  return account;
}

const TOO_MANY = 'Too many uploads. Please wait 5 minutes before uploading another file.';

describe('POST /api/files rate limit per account', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ uploadRateLimit: 3, uploadRateWindowMs: 5 * 60_000 });
  });
  afterAll(() => testApp.close());

  it('answers 429 with Retry-After past the limit, storing nothing more', async () => {
    const author = await signedInUser(testApp);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await uploadPdf(testApp, author, 100)).statusCode).toBe(201);
    }
    const onDisk = (await storedFiles(testApp)).length;
    const refused = await uploadPdf(testApp, author, 100);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: TOO_MANY });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(4 * 60);
    expect(retryAfter).toBeLessThanOrEqual(5 * 60);
    expect(await rowsOf(testApp, author)).toHaveLength(3);
    expect(await storedFiles(testApp)).toHaveLength(onDisk);
  });

  it('limits each account on its own', async () => {
    const busy = await signedInUser(testApp);
    for (let attempt = 0; attempt < 4; attempt += 1) await uploadPdf(testApp, busy, 100);
    expect((await uploadPdf(testApp, busy, 100)).statusCode).toBe(429);
    const other = await signedInUser(testApp);
    expect((await uploadPdf(testApp, other, 100)).statusCode).toBe(201);
  });

  it('counts refused uploads too: each one was read', async () => {
    const author = await signedInUser(testApp);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const wrongType = await upload(testApp, author, uploadForm('manuscript', 'a.exe', pdfOf(50)));
      expect(wrongType.statusCode).toBe(415);
    }
    expect((await uploadPdf(testApp, author, 100)).statusCode).toBe(429);
  });

  it('holds site administrators and editors too', async () => {
    for (const account of [
      await signedInUser(testApp, 'admin'),
      await journalStaff(testApp, 'editor'),
    ]) {
      for (let attempt = 0; attempt < 3; attempt += 1) await uploadPdf(testApp, account, 100);
      expect((await uploadPdf(testApp, account, 100)).statusCode).toBe(429);
    }
  });

  it('answers 401 to a request without a session, whatever the counts', async () => {
    const form = uploadForm('manuscript', 'paper.pdf', pdfOf(100));
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/files',
      payload: form.payload,
      headers: form.headers,
    });
    expect(response.statusCode).toBe(401);
  });
});

const QUOTA = 4096;
const message = (used: string) =>
  `This file would take you past your storage allowance of 4 KB (you have used ${used}). Delete files you no longer need, or ask an administrator.`;

describe('POST /api/files storage quota per account', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ uploadQuotaBytes: QUOTA });
  });
  afterAll(() => testApp.close());

  it('accepts uploads up to exactly the quota', async () => {
    const author = await signedInUser(testApp);
    expect((await uploadPdf(testApp, author, 3000)).statusCode).toBe(201);
    expect((await uploadPdf(testApp, author, QUOTA - 3000)).statusCode).toBe(201);
  });

  it('refuses a file that would pass the quota with 413, keeping no row and no bytes', async () => {
    const author = await signedInUser(testApp);
    await uploadPdf(testApp, author, 3000);
    const onDisk = (await storedFiles(testApp)).length;
    const refused = await uploadPdf(testApp, author, 1500);
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toEqual({ message: message('2.9 KB') });
    expect((await rowsOf(testApp, author)).map((row) => row.size)).toEqual([3000]);
    expect(await storedFiles(testApp)).toHaveLength(onDisk);
  });

  it('refuses any file once the quota is used up, before reading it', async () => {
    const author = await signedInUser(testApp);
    await uploadPdf(testApp, author, QUOTA);
    const refused = await uploadPdf(testApp, author, 20);
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toEqual({ message: message('4 KB') });
    expect(refused.headers['retry-after']).toBeUndefined();
  });

  it('frees the room of a deleted file', async () => {
    const author = await signedInUser(testApp);
    const kept = await uploadPdf(testApp, author, 3000);
    expect((await uploadPdf(testApp, author, 1500)).statusCode).toBe(413);
    const deleted = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/files/${kept.json().id}`,
      headers: author.headers,
    });
    expect(deleted.statusCode).toBe(204);
    expect((await uploadPdf(testApp, author, 1500)).statusCode).toBe(201);
  });

  it('counts only the account’s own files', async () => {
    const first = await signedInUser(testApp);
    await uploadPdf(testApp, first, QUOTA);
    const second = await signedInUser(testApp);
    expect((await uploadPdf(testApp, second, QUOTA)).statusCode).toBe(201);
  });

  it('lets racing uploads take the room only once', async () => {
    const author = await signedInUser(testApp);
    const onDisk = (await storedFiles(testApp)).length;
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => uploadPdf(testApp, author, 1500)),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, 201, 413, 413, 413, 413, 413, 413]);
    const rows = await rowsOf(testApp, author);
    expect(rows.reduce((sum, row) => sum + row.size, 0)).toBe(3000);
    expect(await storedFiles(testApp)).toHaveLength(onDisk + 2);
  });

  it('exempts site administrators and journal editors', async () => {
    for (const account of [
      await signedInUser(testApp, 'admin'),
      await journalStaff(testApp, 'editor'),
    ]) {
      expect((await uploadPdf(testApp, account, 3000)).statusCode).toBe(201);
      expect((await uploadPdf(testApp, account, 3000)).statusCode).toBe(201);
    }
  });

  it('holds a reviewer like an author', async () => {
    const reviewer = await journalStaff(testApp, 'reviewer');
    await uploadPdf(testApp, reviewer, 3000);
    expect((await uploadPdf(testApp, reviewer, 3000)).statusCode).toBe(413);
  });

  it('still checks the purpose first: an unknown one is 400, not 413', async () => {
    const author = await signedInUser(testApp);
    await uploadPdf(testApp, author, QUOTA - 100);
    const parts: FormPart[] = [
      { name: 'purpose', value: 'thesis' },
      { name: 'file', filename: 'paper.pdf', content: pdfOf(50) },
    ];
    const response = await upload(testApp, author, multipartForm(parts));
    expect(response.statusCode).toBe(400);
  });
});

interface Answer {
  status?: number;
  body?: string;
  error?: string;
}

/** POSTs a multipart upload of `bytes` the way many clients do: all of it before reading. */
function postWhole(url: string, token: string, bytes: number): Promise<Answer> {
  const boundary = 'quire-limit-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="purpose"\r\n\r\nmanuscript\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\n` +
      'Content-Type: application/pdf\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const body = Buffer.concat([head, pdfOf(bytes), tail]);
  return new Promise((resolve) => {
    const answer: Answer = {};
    const request = httpRequest(url, {
      method: 'POST',
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': body.length,
        authorization: token,
      },
    });
    request.on('response', (response) => {
      answer.status = response.statusCode;
      let text = '';
      response.on('data', (chunk) => {
        text += chunk;
      });
      response.on('end', () => {
        answer.body = text;
      });
    });
    request.on('error', (error: NodeJS.ErrnoException) => {
      answer.error = error.code ?? error.message;
    });
    request.on('close', () => resolve(answer));
    request.end(body);
  });
}

describe('POST /api/files limits over a real connection', () => {
  let testApp: TestApp;
  let url: string;

  beforeAll(async () => {
    testApp = await createTestApp({ uploadRateLimit: 1, uploadQuotaBytes: 1024 * 1024 });
    await testApp.app.listen({ host: '127.0.0.1', port: 0 });
    url = `http://127.0.0.1:${(testApp.app.server.address() as AddressInfo).port}/api/files`;
  });
  afterAll(() => testApp.close());

  it('answers a file past the quota with its 413, not a broken pipe', async () => {
    const author = await signedInUser(testApp);
    const answer = await postWhole(url, author.headers.authorization ?? '', 4 * 1024 * 1024);
    expect(answer.error).toBeUndefined();
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body ?? '{}').message).toMatch(
      /^This file would take you past your storage allowance of 1 MB \(you have used 0 bytes\)\./,
    );
    expect(await storedFiles(testApp)).toEqual([]);
  });

  it('answers an upload past the rate limit with its 429, not a broken pipe', async () => {
    const author = await signedInUser(testApp);
    const token = author.headers.authorization ?? '';
    expect((await postWhole(url, token, 1000)).status).toBe(201);
    const answer = await postWhole(url, token, 4 * 1024 * 1024);
    expect(answer.error).toBeUndefined();
    expect(answer.status).toBe(429);
    expect(JSON.parse(answer.body ?? '{}').message).toBe(
      'Too many uploads. Please wait 10 minutes before uploading another file.',
    );
  });
});

const redisUrl = process.env.REDIS_URL;

/** Two API nodes on one database sharing the upload counters through Redis. */
describe.skipIf(!process.env.DATABASE_URL || !redisUrl)(
  'POST /api/files rate limit shared through Redis',
  () => {
    let nodeA: TestApp;
    let nodeB: TestApp;
    let redis: Redis;

    beforeAll(async () => {
      const overrides = { uploadRateLimit: 2, redisUrl };
      nodeA = await createTestApp(overrides);
      nodeB = await createTestApp({ ...overrides, databaseUrl: nodeA.context.config.databaseUrl });
      redis = new Redis(redisUrl as string);
    });
    afterAll(async () => {
      await redis?.quit();
      await nodeB?.close();
      await nodeA?.close();
    });

    it('counts uploads through one node against the limit on another', async () => {
      const author = await signedInUser(nodeA);
      // Other suites' fresh databases reuse small ids on the same Redis: start from a clean key.
      await redis.del(`quire-attempts:upload:${author.id}`);
      expect((await uploadPdf(nodeA, author, 100)).statusCode).toBe(201);
      expect((await uploadPdf(nodeB, author, 100)).statusCode).toBe(201);
      expect((await uploadPdf(nodeA, author, 100)).statusCode).toBe(429);
      expect((await uploadPdf(nodeB, author, 100)).statusCode).toBe(429);
    });
  },
);
