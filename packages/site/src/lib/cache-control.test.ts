import { describe, expect, it } from 'vitest';
import { cacheControlFor, NO_STORE, PRIVATE_NO_STORE, PUBLIC_CACHE } from './cache-control';

const anonymousPage = { signedIn: false, status: 200, guarded: false, mutation: false };

describe('cacheControlFor', () => {
  it('lets a CDN share anonymous public pages', () => {
    expect(cacheControlFor(anonymousPage)).toBe(
      'public, max-age=60, s-maxage=300, stale-while-revalidate=600',
    );
    expect(PUBLIC_CACHE).toContain('s-maxage=300');
  });

  it('lets a CDN share an anonymous 404 too', () => {
    expect(cacheControlFor({ ...anonymousPage, status: 404 })).toBe(PUBLIC_CACHE);
  });

  it('keeps every signed-in response private and unstored', () => {
    expect(cacheControlFor({ ...anonymousPage, signedIn: true })).toBe(PRIVATE_NO_STORE);
    expect(cacheControlFor({ ...anonymousPage, signedIn: true, guarded: true })).toBe(
      'private, no-store',
    );
  });

  it('never stores guarded screens such as the auth forms', () => {
    expect(cacheControlFor({ ...anonymousPage, guarded: true })).toBe(NO_STORE);
  });

  it('never stores the answer to a form post', () => {
    expect(cacheControlFor({ ...anonymousPage, mutation: true })).toBe(NO_STORE);
  });

  it('never stores a server error', () => {
    expect(cacheControlFor({ ...anonymousPage, status: 500 })).toBe(NO_STORE);
  });
});
