import { describe, expect, it } from 'vitest';
import { contactBodySchema } from './contact';

const VALID = {
  name: 'Grace Hopper',
  email: 'Grace@Example.org',
  subject: 'A question',
  message: 'Do you accept compiler papers?',
};

describe('contactBodySchema', () => {
  it('trims the text and normalises the email', () => {
    expect(contactBodySchema.parse({ ...VALID, name: ' Grace Hopper ' })).toEqual({
      ...VALID,
      email: 'grace@example.org',
      journal: undefined,
    });
  });

  it.each(['', null, undefined])('treats the journal %j as none', (journal) => {
    expect(contactBodySchema.parse({ ...VALID, journal }).journal).toBeUndefined();
  });

  it('keeps a journal slug', () => {
    expect(contactBodySchema.parse({ ...VALID, journal: 'quiet-math' }).journal).toBe('quiet-math');
  });

  it('refuses a subject with a line break (mail header injection)', () => {
    const result = contactBodySchema.safeParse({ ...VALID, subject: 'Hi\r\nBcc: x@example.org' });
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([['subject']]);
  });

  it('allows line breaks in the message', () => {
    expect(contactBodySchema.parse({ ...VALID, message: 'Line one\nLine two' }).message).toBe(
      'Line one\nLine two',
    );
  });
});
