import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../src/db/schema';
import { insertJournal } from './fixtures';
import { createTestApp, type TestApp } from './test-app';

const VALID = {
  name: 'Grace Hopper',
  email: 'grace@example.org',
  subject: 'A question about submissions',
  message: 'Do you accept papers about compilers?',
};

describe('POST /api/contact', () => {
  let testApp: TestApp;

  const send = (payload: unknown) =>
    testApp.app.inject({ method: 'POST', url: '/api/contact', payload: payload as object });
  /**
   * The mail a message with `subject` became, once every queued mail is delivered. Found by its
   * subject, not as the last one sent: an earlier test's mail may still be queued, and the queue
   * delivers two at a time, in either order.
   */
  const mailAbout = async (subject: string) =>
    (await testApp.sentMail()).find((mail) => mail.subject === `[Contact] ${subject}`);

  beforeAll(async () => {
    // These tests send many messages from one client; the limit has tests of its own below.
    testApp = await createTestApp({ contactRateLimit: 1_000 });
    await insertJournal(testApp.context.db, {
      slug: 'with-contact',
      title: 'With Contact',
      contactEmail: 'editor@journal.test',
    });
    await insertJournal(testApp.context.db, { slug: 'without-contact', title: 'Without Contact' });
  });
  afterAll(() => testApp.close());

  describe('a valid message', () => {
    it('answers 201 with a thank-you message', async () => {
      const response = await send(VALID);
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({ message: 'Thank you — your message has been sent.' });
    });

    it('stores the message', async () => {
      await send({ ...VALID, subject: 'Stored subject' });
      const rows = await testApp.context.db
        .select()
        .from(contactMessages)
        .where(eq(contactMessages.subject, 'Stored subject'));
      expect(rows).toEqual([
        expect.objectContaining({
          name: 'Grace Hopper',
          email: 'grace@example.org',
          journalId: null,
          message: VALID.message,
        }),
      ]);
    });

    it('mails the site address when no journal is named', async () => {
      await send({ ...VALID, subject: 'To the site' });
      const mail = await mailAbout('To the site');
      expect(mail).toMatchObject({ to: 'editorial@quire.test', replyTo: 'grace@example.org' });
      expect(mail?.text).toContain(VALID.message);
    });

    it('mails the journal’s contact address when a journal is named', async () => {
      await send({ ...VALID, subject: 'To a journal', journal: 'with-contact' });
      expect((await mailAbout('To a journal'))?.to).toBe('editor@journal.test');
    });

    it('falls back to the site address for a journal without contact email', async () => {
      await send({ ...VALID, subject: 'To a journal without one', journal: 'without-contact' });
      expect((await mailAbout('To a journal without one'))?.to).toBe('editorial@quire.test');
    });

    it('treats an empty journal as none', async () => {
      expect((await send({ ...VALID, journal: '' })).statusCode).toBe(201);
    });

    it('trims the fields', async () => {
      await send({ ...VALID, name: '  Trimmed Name  ', subject: '  Trimmed subject ' });
      const [row] = await testApp.context.db
        .select()
        .from(contactMessages)
        .where(eq(contactMessages.subject, 'Trimmed subject'));
      expect(row?.name).toBe('Trimmed Name');
    });

    it('stores an XSS payload as given', async () => {
      const message = '<script>alert(1)</script> please read';
      await send({ ...VALID, subject: 'XSS', message });
      const [row] = await testApp.context.db
        .select()
        .from(contactMessages)
        .where(eq(contactMessages.subject, 'XSS'));
      expect(row?.message).toBe(message);
    });
  });

  describe('an invalid message', () => {
    it('answers 400 with an error for every missing field', async () => {
      const response = await send({});
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({
        name: ['Enter your name.'],
        email: ['Enter your email address.'],
        subject: ['Enter a subject.'],
        message: ['Write your message.'],
      });
    });

    it.each([
      ['email', { email: 'not-an-email' }],
      ['email', { email: `${'a'.repeat(250)}@example.org` }],
      ['name', { name: '   ' }],
      ['name', { name: 'a'.repeat(201) }],
      ['name', { name: 'Line\nbreak' }],
      ['subject', { subject: 'Injected\r\nBcc: victim@example.org' }],
      ['subject', { subject: 42 }],
      ['message', { message: 'short' }],
      ['message', { message: 'x'.repeat(5001) }],
      ['message', { message: 'nul \u0000 byte here' }],
      ['journal', { journal: 'no-such-journal' }],
      ['journal', { journal: 'a'.repeat(201) }],
    ])('answers 400 with a field error for %s', async (field, change) => {
      const before = (await testApp.sentMail()).length;
      const response = await send({ ...VALID, ...change });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().errors)).toEqual([field]);
      expect((await testApp.sentMail()).length).toBe(before);
    });

    it('answers 400 for malformed JSON', async () => {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/contact',
        headers: { 'content-type': 'application/json' },
        payload: '{"name":',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'The request body is not valid JSON.' });
    });
  });
});

const TOO_MANY_MESSAGES = 'Too many messages. Please wait 10 minutes before sending another.';

/** A client address of its own per call, so limits from other tests (and runs) never interfere. */
function randomIp(): string {
  const [a = 0, b = 0, c = 0] = randomBytes(3);
  return `10.${a}.${b}.${c}`;
}

function sendFrom(testApp: TestApp, ip: string, subject: string) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: { ...VALID, subject, message: 'x'.repeat(4_000) },
    headers: { 'x-forwarded-for': ip },
  });
}

async function storedWithSubject(testApp: TestApp, subject: string) {
  return testApp.context.db
    .select({ id: contactMessages.id })
    .from(contactMessages)
    .where(eq(contactMessages.subject, subject));
}

describe('POST /api/contact rate limit', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    // The default: 5 messages per 10 minutes; clients told apart by X-Forwarded-For.
    testApp = await createTestApp({ trustProxy: true });
  });
  afterAll(() => testApp.close());

  it('answers 429 after 5 messages from one client, storing and mailing none beyond them', async () => {
    const ip = randomIp();
    const subject = `Flood ${randomBytes(4).toString('hex')}`;
    const mailsBefore = (await testApp.sentMail()).length;
    for (let message = 0; message < 5; message += 1) {
      expect((await sendFrom(testApp, ip, subject)).statusCode).toBe(201);
    }
    for (let message = 0; message < 3; message += 1) {
      const refused = await sendFrom(testApp, ip, subject);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ message: TOO_MANY_MESSAGES });
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(9 * 60);
      expect(retryAfter).toBeLessThanOrEqual(10 * 60);
    }
    expect(await storedWithSubject(testApp, subject)).toHaveLength(5);
    expect((await testApp.sentMail()).length - mailsBefore).toBe(5);
  });

  it('limits each client on its own', async () => {
    const ip = randomIp();
    for (let message = 0; message < 6; message += 1) await sendFrom(testApp, ip, 'Busy client');
    expect((await sendFrom(testApp, randomIp(), 'Another client')).statusCode).toBe(201);
  });

  it('does not count messages that are refused as invalid', async () => {
    const ip = randomIp();
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: { ...VALID, journal: 'no-such-journal' },
        headers: { 'x-forwarded-for': ip },
      });
      expect(response.statusCode).toBe(400);
    }
    expect((await sendFrom(testApp, ip, 'After typos')).statusCode).toBe(201);
  });

  it('reads its limit and window from the configuration', async () => {
    const strict = await createTestApp({
      trustProxy: true,
      contactRateLimit: 1,
      contactRateWindowMs: 2 * 60_000,
    });
    try {
      const ip = randomIp();
      expect((await sendFrom(strict, ip, 'One')).statusCode).toBe(201);
      const refused = await sendFrom(strict, ip, 'Two');
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toBe(
        'Too many messages. Please wait 2 minutes before sending another.',
      );
    } finally {
      await strict.close();
    }
  });
});

describe.runIf(process.env.REDIS_URL)('POST /api/contact rate limit shared through Redis', () => {
  let nodeA: TestApp;
  let nodeB: TestApp;

  beforeAll(async () => {
    const overrides = { contactRateLimit: 2, redisUrl: process.env.REDIS_URL };
    // One after the other, as in auth-rate-limit.test.ts: two starts at once in one process can
    // time each other out on a busy machine.
    nodeA = await createTestApp(overrides);
    nodeB = await createTestApp(overrides);
  });
  afterAll(() => Promise.all([nodeA?.close(), nodeB?.close()]));

  it('counts messages sent through one node against the limit on another', async () => {
    const ip = randomIp();
    expect((await sendFrom(nodeA, ip, 'Node A')).statusCode).toBe(201);
    expect((await sendFrom(nodeB, ip, 'Node B')).statusCode).toBe(201);
    expect((await sendFrom(nodeA, ip, 'Node A again')).statusCode).toBe(429);
    expect((await sendFrom(nodeB, ip, 'Node B again')).statusCode).toBe(429);
  });
});
