// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEFAULT_MAX_BODY_BYTES, readSiteEnv } from './env';

describe('readSiteEnv', () => {
  it('has defaults for everything', () => {
    expect(readSiteEnv({})).toEqual({
      mode: 'development',
      port: 3000,
      host: undefined,
      trustProxy: false,
      maxBodyBytes: DEFAULT_MAX_BODY_BYTES,
      apiUrl: 'http://localhost:4000/api/',
      apiOrigin: 'http://localhost:4000',
      backendUrl: 'http://localhost:4000',
      publicOrigin: 'http://localhost:3000',
      secureCookies: false,
      buildPollMs: 60 * 60 * 1000,
      apiCacheMs: 1_000,
      pageCache: { freshMs: 60_000, staleMs: 600_000, maxBytes: 128 * 1024 * 1024 },
      metricsToken: undefined,
      logLevel: 'info',
    });
  });

  it('reads good values, empty ones taking their defaults', () => {
    const settings = readSiteEnv({
      NODE_ENV: 'production',
      PORT: '8080',
      HOST: '0.0.0.0',
      TRUST_PROXY: 'loopback, 10.0.0.0/8, fd00::1',
      MAX_BODY_BYTES: '1048576',
      API_URL: 'http://api.internal:4000/api',
      PAGE_CACHE_FRESH_MS: '0',
      PAGE_CACHE_STALE_MS: '5000',
      PAGE_CACHE_MAX_MB: '16',
      METRICS_TOKEN: 'k9-Xq2_w7.Lm4~Rt8',
      LOG_LEVEL: 'warn',
      COOKIE_SECURE: '',
      BACKEND_URL: 'https://files.example.org/',
      WEB_ORIGIN: 'https://journals.example.org/',
      API_CACHE_MS: '0',
    });
    expect(settings).toMatchObject({
      mode: 'production',
      port: 8080,
      host: '0.0.0.0',
      trustProxy: ['loopback', '10.0.0.0/8', 'fd00::1'],
      maxBodyBytes: 1048576,
      apiOrigin: 'http://api.internal:4000',
      apiUrl: 'http://api.internal:4000/api/',
      pageCache: { freshMs: 0, staleMs: 5000, maxBytes: 16 * 1024 * 1024 },
      metricsToken: 'k9-Xq2_w7.Lm4~Rt8',
      logLevel: 'warn',
      // Production's default: secure cookies.
      secureCookies: true,
      backendUrl: 'https://files.example.org',
      publicOrigin: 'https://journals.example.org',
      apiCacheMs: 0,
    });
    expect(readSiteEnv({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(readSiteEnv({ COOKIE_SECURE: '1' }).secureCookies).toBe(true);
    expect(readSiteEnv({ NODE_ENV: 'production', COOKIE_SECURE: 'false' }).secureCookies).toBe(
      false,
    );
    // PUBLIC_ORIGIN wins over WEB_ORIGIN.
    expect(
      readSiteEnv({ PUBLIC_ORIGIN: 'https://a.example', WEB_ORIGIN: 'https://b.example' })
        .publicOrigin,
    ).toBe('https://a.example');
    expect(readSiteEnv({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
  });

  it('refuses bad values, naming each one and what it must be', () => {
    let message = '';
    try {
      readSiteEnv({
        NODE_ENV: 'prod',
        PORT: '70000',
        TRUST_PROXY: '10.0.0.0/33',
        MAX_BODY_BYTES: '2MB',
        API_URL: 'localhost:4000/api',
        BACKEND_URL: 'ftp://files.example.org',
        COOKIE_SECURE: 'yes please',
        BUILD_POLL_MS: '0',
        API_CACHE_MS: '-1',
        PAGE_CACHE_FRESH_MS: '1m',
        PAGE_CACHE_MAX_MB: '-5',
        LOG_LEVEL: 'verbose',
      });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message.split('\n')).toEqual([
      'Invalid configuration:',
      '  NODE_ENV="prod": must be one of development, production, test',
      '  PORT="70000": must be a port number (0 to 65535)',
      '  TRUST_PROXY="10.0.0.0/33": must be true, false, a number of hops, or addresses/CIDRs (and loopback, linklocal, uniquelocal) separated by commas',
      '  MAX_BODY_BYTES="2MB": must be a positive whole number of bytes',
      '  API_URL="localhost:4000/api": must be an absolute http:// or https:// URL such as http://localhost:4000',
      '  BACKEND_URL="ftp://files.example.org": must be an absolute http:// or https:// URL such as http://localhost:4000',
      '  COOKIE_SECURE="yes please": must be one of true, false, 1, 0',
      '  BUILD_POLL_MS="0": must be a positive whole number of milliseconds',
      '  API_CACHE_MS="-1": must be a whole number of milliseconds (0 turns the cache off)',
      '  PAGE_CACHE_FRESH_MS="1m": must be a whole number of milliseconds (0 turns the page cache off)',
      '  PAGE_CACHE_MAX_MB="-5": must be a whole number of megabytes',
      '  LOG_LEVEL="verbose": must be one of fatal, error, warn, info, debug, trace, silent',
    ]);
  });

  it('refuses a weak METRICS_TOKEN without echoing it', () => {
    expect(() => readSiteEnv({ METRICS_TOKEN: 'hunter2' })).toThrow(
      'METRICS_TOKEN=(hidden): must be at least 16 printable characters without spaces',
    );
    expect(() => readSiteEnv({ METRICS_TOKEN: 'hunter2' })).not.toThrow(/hunter2/);
  });
});
