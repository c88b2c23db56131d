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

describe('SMTP_URL and MAIL_FROM', () => {
  it('writes mail to the outbox when SMTP_URL is unset, from no-reply at the web host', () => {
    const config = loadConfig({ WEB_ORIGIN: 'https://journals.example.org' });
    expect(config.smtpUrl).toBeUndefined();
    expect(config.mailFrom).toBe('Quire <no-reply@journals.example.org>');
  });

  it('reads smtp:// and smtps:// URLs with credentials and options', () => {
    for (const url of [
      'smtp://mail.example.org',
      'smtp://user:p%40ss@mail.example.org:587',
      'smtps://user:secret@mail.example.org:465',
      'smtp://127.0.0.1:2525?ignoreTLS=true',
    ]) {
      expect(loadConfig({ SMTP_URL: url }).smtpUrl).toBe(url);
    }
  });

  it('refuses other schemes and URLs without a host, naming the value without its password', () => {
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example.org' })).toThrow(
      /SMTP_URL="http:\/\/mail.example.org": must be a URL such as smtp:\/\/user:password@host:587/,
    );
    expect(() => loadConfig({ SMTP_URL: 'mail.example.org:587' })).toThrow(/SMTP_URL=/);
    expect(() => loadConfig({ SMTP_URL: 'smtp://' })).toThrow(/SMTP_URL="smtp:\/\/"/);
    const error = (() => {
      try {
        loadConfig({ SMTP_URL: 'imap://user:hunter2@mail.example.org' });
      } catch (caught) {
        return caught as Error;
      }
    })();
    expect(error?.message).toContain('SMTP_URL="imap://user:***@mail.example.org"');
    expect(error?.message).not.toContain('hunter2');
  });

  it('reads MAIL_FROM as an address with or without a display name', () => {
    for (const from of [
      'no-reply@example.org',
      'Journal of Tests <editor@example.org>',
      '"Tests, Journal of" <editor@example.org>',
    ]) {
      expect(loadConfig({ MAIL_FROM: from }).mailFrom).toBe(from);
    }
  });

  it('refuses a MAIL_FROM that is not one address, naming it', () => {
    for (const from of ['Quire', 'Quire <no-reply>', 'a@example.org, b@example.org', '<>']) {
      expect(() => loadConfig({ MAIL_FROM: from })).toThrow(
        `MAIL_FROM=${JSON.stringify(from)}: must be one address such as Quire <no-reply@example.org>`,
      );
    }
  });
});

describe('METRICS_TOKEN', () => {
  it('is unset by default: only this machine may scrape /metrics', () => {
    expect(loadConfig({}).metricsToken).toBeUndefined();
  });

  it('reads a long printable token', () => {
    expect(loadConfig({ METRICS_TOKEN: 'k9-Xq2_w7.Lm4~Rt8' }).metricsToken).toBe(
      'k9-Xq2_w7.Lm4~Rt8',
    );
  });

  it('refuses a short or spaced token without echoing the secret', () => {
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(
      'METRICS_TOKEN=(hidden): must be at least 16 characters (a random secret)',
    );
    expect(() => loadConfig({ METRICS_TOKEN: 'sixteen chars and a space' })).toThrow(
      'METRICS_TOKEN=(hidden): must be printable characters without spaces',
    );
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).not.toThrow(/"short"/);
  });
});

describe('chat send limit', () => {
  it('allows 30 messages per 10 seconds by default', () => {
    const config = loadConfig({});
    expect(config.chatRateLimit).toBe(30);
    expect(config.chatRateWindowMs).toBe(10_000);
  });

  it('reads RATE_LIMIT_CHAT_MESSAGES and RATE_LIMIT_CHAT_WINDOW_SECONDS, and names a bad value', () => {
    const config = loadConfig({
      RATE_LIMIT_CHAT_MESSAGES: '5',
      RATE_LIMIT_CHAT_WINDOW_SECONDS: '60',
    });
    expect(config.chatRateLimit).toBe(5);
    expect(config.chatRateWindowMs).toBe(60_000);
    expect(() => loadConfig({ RATE_LIMIT_CHAT_MESSAGES: '0' })).toThrow(
      /RATE_LIMIT_CHAT_MESSAGES="0"/,
    );
  });
});

describe('upload rate limit and storage quota', () => {
  it('allows 60 uploads per 10 minutes and keeps 1 GB per account by default', () => {
    const config = loadConfig({});
    expect(config.uploadRateLimit).toBe(60);
    expect(config.uploadRateWindowMs).toBe(10 * 60_000);
    expect(config.uploadQuotaBytes).toBe(1024 ** 3);
  });

  it('reads RATE_LIMIT_UPLOADS, RATE_LIMIT_UPLOAD_WINDOW_MINUTES and UPLOAD_QUOTA_BYTES', () => {
    const config = loadConfig({
      RATE_LIMIT_UPLOADS: '5',
      RATE_LIMIT_UPLOAD_WINDOW_MINUTES: '60',
      UPLOAD_QUOTA_BYTES: '5368709120',
    });
    expect(config.uploadRateLimit).toBe(5);
    expect(config.uploadRateWindowMs).toBe(60 * 60_000);
    expect(config.uploadQuotaBytes).toBe(5 * 1024 ** 3);
  });

  it('reads UPLOAD_QUOTA_BYTES=0 as no quota, and a blank as the default', () => {
    expect(loadConfig({ UPLOAD_QUOTA_BYTES: '0' }).uploadQuotaBytes).toBe(0);
    expect(loadConfig({ UPLOAD_QUOTA_BYTES: '' }).uploadQuotaBytes).toBe(1024 ** 3);
  });

  it('names each bad value', () => {
    const load = () =>
      loadConfig({
        RATE_LIMIT_UPLOADS: '0',
        RATE_LIMIT_UPLOAD_WINDOW_MINUTES: 'ten',
        UPLOAD_QUOTA_BYTES: '-1',
      });
    expect(load).toThrow(/RATE_LIMIT_UPLOADS="0": must be greater than 0/);
    expect(load).toThrow(/RATE_LIMIT_UPLOAD_WINDOW_MINUTES="ten": must be a number/);
    expect(load).toThrow(/UPLOAD_QUOTA_BYTES="-1": must be 0 or more/);
    expect(() => loadConfig({ UPLOAD_QUOTA_BYTES: '1.5' })).toThrow(
      /UPLOAD_QUOTA_BYTES="1.5": must be a whole number/,
    );
    expect(() => loadConfig({ UPLOAD_QUOTA_BYTES: '1 GB' })).toThrow(
      /UPLOAD_QUOTA_BYTES="1 GB": must be a number/,
    );
  });
});

describe('usage flush interval', () => {
  it('writes counted views and downloads every 5 seconds by default, or every USAGE_FLUSH_INTERVAL_MS', () => {
    expect(loadConfig({}).usageFlushIntervalMs).toBe(5_000);
    expect(loadConfig({ USAGE_FLUSH_INTERVAL_MS: '200' }).usageFlushIntervalMs).toBe(200);
    expect(() => loadConfig({ USAGE_FLUSH_INTERVAL_MS: '0' })).toThrow(
      /USAGE_FLUSH_INTERVAL_MS="0"/,
    );
  });
});

describe('administrator liveness probe', () => {
  it('probes every 2 s with 2.5 s to answer by default, or as ADMIN_PROBE_* say', () => {
    expect(loadConfig({})).toMatchObject({
      adminProbeIntervalMs: 2_000,
      adminProbeTimeoutMs: 2_500,
    });
    expect(
      loadConfig({ ADMIN_PROBE_INTERVAL_MS: '200', ADMIN_PROBE_TIMEOUT_MS: '250' }),
    ).toMatchObject({ adminProbeIntervalMs: 200, adminProbeTimeoutMs: 250 });
    expect(() => loadConfig({ ADMIN_PROBE_TIMEOUT_MS: 'soon' })).toThrow(
      /ADMIN_PROBE_TIMEOUT_MS="soon"/,
    );
  });
});
