// @vitest-environment jsdom
// @vitest-environment-options { "url": "https://quire.example/panel" }
import { describe, expect, it } from 'vitest';
import { cookieTokenStore, httpOnlyCookieTokenStore, memoryTokenStore } from './token-store';

describe('memoryTokenStore', () => {
  it('keeps, returns and clears a token', () => {
    const store = memoryTokenStore();
    expect(store.get()).toBeNull();
    store.set('abc');
    expect(store.get()).toBe('abc');
    store.clear();
    expect(store.get()).toBeNull();
  });

  it('starts with the token it is given', () => {
    expect(memoryTokenStore('from-the-request').get()).toBe('from-the-request');
  });

  it('keeps one token per store', () => {
    const first = memoryTokenStore();
    const second = memoryTokenStore();
    first.set('one');
    expect(second.get()).toBeNull();
  });
});

describe('httpOnlyCookieTokenStore', () => {
  it('never holds the token and says so', () => {
    const store = httpOnlyCookieTokenStore();
    store.set('abc');
    expect(store.get()).toBeNull();
    expect(store.readable).toBe(false);
  });

  it('leaves document.cookie alone', () => {
    const before = document.cookie;
    const store = httpOnlyCookieTokenStore();
    store.set('abc');
    expect(document.cookie).toBe(before);
    store.clear();
    expect(document.cookie).toBe(before);
  });
});

describe('cookieTokenStore', () => {
  it('writes the token to a cookie the page can read back', () => {
    const store = cookieTokenStore();
    store.set('abc.def');
    expect(document.cookie).toContain('quire.token=abc.def');
    expect(store.get()).toBe('abc.def');
    store.clear();
  });

  it('clears the cookie', () => {
    const store = cookieTokenStore();
    store.set('abc');
    store.clear();
    expect(store.get()).toBeNull();
    expect(document.cookie).not.toContain('quire.token');
  });

  it('encodes values that cookies cannot carry as they are', () => {
    const store = cookieTokenStore({ name: 'weird' });
    store.set('a;b=c d');
    expect(store.get()).toBe('a;b=c d');
    store.clear();
  });

  it('is Secure and SameSite=Lax by default', () => {
    const written: string[] = [];
    const doc = {
      get cookie() {
        return '';
      },
      set cookie(value: string) {
        written.push(value);
      },
    };
    cookieTokenStore({ document: doc, maxAgeSeconds: 3600 }).set('t');
    expect(written).toEqual(['quire.token=t; Path=/; SameSite=Lax; Max-Age=3600; Secure']);
  });

  it('takes the name, path, domain, SameSite and lifetime it is given', () => {
    const written: string[] = [];
    const doc = {
      get cookie() {
        return '';
      },
      set cookie(value: string) {
        written.push(value);
      },
    };
    const store = cookieTokenStore({
      document: doc,
      name: 'journal.token',
      path: '/panel',
      domain: 'quire.example',
      sameSite: 'Strict',
    });
    store.set('t', { maxAgeSeconds: 60 });
    store.clear();
    expect(written).toEqual([
      'journal.token=t; Path=/panel; SameSite=Strict; Domain=quire.example; Max-Age=60; Secure',
      'journal.token=; Path=/panel; SameSite=Strict; Domain=quire.example; Max-Age=0; Secure',
    ]);
  });

  it('expires with its max age', () => {
    const store = cookieTokenStore({ name: 'short' });
    store.set('t', { maxAgeSeconds: 0 });
    expect(store.get()).toBeNull();
  });

  it('is readable, unlike the HttpOnly store', () => {
    expect(cookieTokenStore().readable).toBe(true);
  });
});
