import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('TRUST_PROXY', () => {
  it('trusts only loopback by default: the web server on the same host forwards visitor IPs', () => {
    expect(loadConfig({}).trustProxy).toEqual(['127.0.0.1', '::1']);
  });

  it('reads false, true and address lists', () => {
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 10.0.1.0/24' }).trustProxy).toEqual([
      '10.0.0.5',
      '10.0.1.0/24',
    ]);
  });
});

describe('contact-form rate limit', () => {
  it('allows 5 messages per 10 minutes by default', () => {
    const config = loadConfig({});
    expect(config.contactRateLimit).toBe(5);
    expect(config.contactRateWindowMs).toBe(10 * 60_000);
  });

  it('reads RATE_LIMIT_CONTACT_MESSAGES and RATE_LIMIT_CONTACT_WINDOW_MINUTES', () => {
    const config = loadConfig({
      RATE_LIMIT_CONTACT_MESSAGES: '3',
      RATE_LIMIT_CONTACT_WINDOW_MINUTES: '60',
    });
    expect(config.contactRateLimit).toBe(3);
    expect(config.contactRateWindowMs).toBe(60 * 60_000);
  });

  it('names a bad value', () => {
    expect(() => loadConfig({ RATE_LIMIT_CONTACT_MESSAGES: 'five' })).toThrow(
      /RATE_LIMIT_CONTACT_MESSAGES="five": must be a number/,
    );
  });
});
