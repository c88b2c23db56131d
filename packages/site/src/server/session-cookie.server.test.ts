import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clearedSessionCookie,
  readSessionToken,
  SESSION_COOKIE,
  sessionCookie,
} from './session-cookie.server';

function requestWithCookie(cookie?: string): Request {
  return new Request('http://localhost/', cookie ? { headers: { Cookie: cookie } } : {});
}

describe('readSessionToken', () => {
  it('reads the bare token the API also reads', () => {
    expect(readSessionToken(requestWithCookie('theme=dark; quire_session=abc.def-123'))).toBe(
      'abc.def-123',
    );
  });

  it('is null without the cookie', () => {
    expect(readSessionToken(requestWithCookie())).toBeNull();
    expect(readSessionToken(requestWithCookie('other=1'))).toBeNull();
    expect(readSessionToken(requestWithCookie('quire_session='))).toBeNull();
  });
});

describe('sessionCookie', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is HttpOnly, SameSite=Lax, site-wide and lives until the session expires', () => {
    vi.useFakeTimers({ now: new Date('2025-01-01T00:00:00Z') });
    const cookie = sessionCookie('tok', '2025-01-31T00:00:00Z');
    expect(cookie).toMatch(new RegExp(`^${SESSION_COOKIE}=tok;`));
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain(`Max-Age=${30 * 24 * 60 * 60}`);
  });

  it('is cleared with an expired, empty cookie of the same attributes', () => {
    const cookie = clearedSessionCookie();
    expect(cookie).toMatch(/^quire_session=;/);
    expect(cookie).toContain('Max-Age=0');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('Path=/');
  });
});
