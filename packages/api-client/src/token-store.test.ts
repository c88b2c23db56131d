// @vitest-environment jsdom
// @vitest-environment-options { "url": "https://quire.example/panel" }
import { describe, expect, it } from 'vitest';
import { httpOnlyCookieTokenStore, memoryTokenStore } from './token-store';

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
