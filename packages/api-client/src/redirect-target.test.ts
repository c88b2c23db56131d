import { describe, expect, it } from 'vitest';
import { redirectFromQuery } from './redirect-target';

const login = 'https://quire.example/auth/login';

/** `redirectFromQuery` for `target` given as the (encoded) `redirect` parameter of the login URL. */
const resolve = (target: string) =>
  redirectFromQuery(`${login}?redirect=${encodeURIComponent(target)}`, 'redirect');

describe('redirectFromQuery', () => {
  it('returns a same-site path with its query and hash', () => {
    expect(redirectFromQuery(`${login}?redirect=%2Fpanel%2Fchat%3Ftab%3D1%23end`, 'redirect')).toBe(
      '/panel/chat?tab=1#end',
    );
  });

  it('accepts an absolute URL on the same origin', () => {
    expect(
      redirectFromQuery(`${login}?redirect=https%3A%2F%2Fquire.example%2Fbookmarks`, 'redirect'),
    ).toBe('/bookmarks');
  });

  it('uses the configured parameter name', () => {
    expect(redirectFromQuery(`${login}?next=%2Fpanel`, 'next')).toBe('/panel');
  });

  it.each([
    ['/panel/../bookmarks', '/bookmarks'],
    ['/./panel', '/panel'],
    ['/panel?next=//evil.example', '/panel?next=//evil.example'],
    // Encoded slashes stay encoded: a path segment on this site, not a host.
    ['/%2f%2fevil.example', '/%2f%2fevil.example'],
    ['/%5cevil.example', '/%5cevil.example'],
    ['https:/panel', '/panel'],
  ])('keeps %s on the site as %s', (target, expected) => {
    expect(resolve(target)).toBe(expected);
  });

  it.each([
    'https://evil.example/',
    '//evil.example/panel',
    '/\\evil.example/panel',
    '\\\\evil.example',
    '\\/\\/evil.example',
    '/\\\\evil.example',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'HTTPS://evil.example/',
    'http://quire.example/panel',
    '//a@evil.example/',
    'https://quire.example@evil.example/',
    // Resolve on the site, but to a path that a browser reads as another host.
    '/.//evil.example/phish',
    '/..//evil.example/phish',
    '/%2e//evil.example/phish',
    '/%2E%2E//evil.example/phish',
    '/./\\evil.example/phish',
    '/panel/..//evil.example',
    '/panel/../\\evil.example',
    // Tabs and newlines are dropped by URL parsing, leaving `//evil.example`.
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r\n/evil.example',
    ' //evil.example',
  ])('ignores %j, which leaves the site', (target) => {
    expect(resolve(target)).toBeUndefined();
  });

  it('returns undefined without a parameter or a current URL', () => {
    expect(redirectFromQuery(login, 'redirect')).toBeUndefined();
    expect(redirectFromQuery(undefined, 'redirect')).toBeUndefined();
    expect(redirectFromQuery('not a url', 'redirect')).toBeUndefined();
  });
});
