// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, createCspNonce, securityHeaders } from './security-headers.server';

const ORIGINS = {
  apiUrl: 'https://api.quire.example/api/',
  backendUrl: 'https://files.quire.example',
};

/** The policy's directives by name. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((directive) => {
      const [name = '', ...values] = directive.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

describe('contentSecurityPolicy', () => {
  const policy = directives(contentSecurityPolicy('n0nce', ORIGINS));

  it('runs scripts only from the site or with the nonce, never inline or eval', () => {
    expect(policy.get('script-src')).toEqual(["'self'", "'nonce-n0nce'"]);
    expect(policy.get('style-src')).toEqual(["'self'", "'nonce-n0nce'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
  });

  it('forbids framing and posting forms elsewhere', () => {
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
  });

  it('lets the browser reach the API, its files and its socket (ws and wss)', () => {
    expect(policy.get('connect-src')).toEqual([
      "'self'",
      'https://api.quire.example',
      'https://files.quire.example',
      'wss://api.quire.example',
      'wss://files.quire.example',
    ]);
    expect(policy.get('img-src')).toContain('https://files.quire.example');
    const local = directives(
      contentSecurityPolicy('n', {
        apiUrl: 'http://127.0.0.1:4000/api/',
        backendUrl: 'http://127.0.0.1:4000',
      }),
    );
    expect(local.get('connect-src')).toEqual([
      "'self'",
      'http://127.0.0.1:4000',
      'ws://127.0.0.1:4000',
    ]);
  });
});

describe('securityHeaders', () => {
  it('adds the framing, sniffing and referrer headers to the policy', () => {
    expect(securityHeaders('n', ORIGINS)).toEqual({
      'Content-Security-Policy': contentSecurityPolicy('n', ORIGINS),
      'X-Frame-Options': 'DENY',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    });
  });
});

describe('createCspNonce', () => {
  it('is new for every response and base64 of 16 bytes', () => {
    const nonces = new Set(Array.from({ length: 50 }, createCspNonce));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
  });
});
