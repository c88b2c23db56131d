import { describe, expect, it } from 'vitest';
import { redirectFromQuery } from './redirect-target';

const login = 'https://quire.example/auth/login';

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
    'https://evil.example/',
    '//evil.example/panel',
    '/\\evil.example/panel',
    '\\\\evil.example',
    'javascript:alert(1)',
    'http://quire.example/panel',
  ])('ignores %s, which leaves the site', (target) => {
    expect(
      redirectFromQuery(`${login}?redirect=${encodeURIComponent(target)}`, 'redirect'),
    ).toBeUndefined();
  });

  it('returns undefined without a parameter or a current URL', () => {
    expect(redirectFromQuery(login, 'redirect')).toBeUndefined();
    expect(redirectFromQuery(undefined, 'redirect')).toBeUndefined();
    expect(redirectFromQuery('not a url', 'redirect')).toBeUndefined();
  });
});
