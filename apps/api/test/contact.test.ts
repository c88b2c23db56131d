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

  beforeAll(async () => {
    testApp = await createTestApp();
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
      expect(testApp.mailer.sent.at(-1)).toMatchObject({
        to: 'editorial@quire.test',
        replyTo: 'grace@example.org',
        subject: '[Contact] To the site',
      });
      expect(testApp.mailer.sent.at(-1)?.text).toContain(VALID.message);
    });

    it('mails the journal’s contact address when a journal is named', async () => {
      await send({ ...VALID, journal: 'with-contact' });
      expect(testApp.mailer.sent.at(-1)?.to).toBe('editor@journal.test');
    });

    it('falls back to the site address for a journal without contact email', async () => {
      await send({ ...VALID, journal: 'without-contact' });
      expect(testApp.mailer.sent.at(-1)?.to).toBe('editorial@quire.test');
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
      const before = testApp.mailer.sent.length;
      const response = await send({ ...VALID, ...change });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().errors)).toEqual([field]);
      expect(testApp.mailer.sent.length).toBe(before);
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
