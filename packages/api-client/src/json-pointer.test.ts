import { describe, expect, it } from 'vitest';
import { bodyAtPointer, getAtPointer, isJsonPointer } from './json-pointer';

describe('getAtPointer', () => {
  const document = {
    token: 'abc',
    data: { session: { token: 'nested' }, list: ['zero', 'one'] },
    'a/b': 'slash',
    'm~n': 'tilde',
    '': 'empty key',
    nothing: null,
  };

  it('reads a top-level member', () => {
    expect(getAtPointer(document, '/token')).toBe('abc');
  });

  it('reads nested members', () => {
    expect(getAtPointer(document, '/data/session/token')).toBe('nested');
  });

  it('reads array items by index', () => {
    expect(getAtPointer(document, '/data/list/1')).toBe('one');
  });

  it('returns the whole document for the empty pointer', () => {
    expect(getAtPointer(document, '')).toBe(document);
  });

  it('decodes ~1 as / and ~0 as ~ (RFC 6901 §4)', () => {
    expect(getAtPointer(document, '/a~1b')).toBe('slash');
    expect(getAtPointer(document, '/m~0n')).toBe('tilde');
  });

  it('reads the empty key with "/"', () => {
    expect(getAtPointer(document, '/')).toBe('empty key');
  });

  it('returns null values as they are', () => {
    expect(getAtPointer(document, '/nothing')).toBeNull();
  });

  it('returns undefined for what is not there', () => {
    expect(getAtPointer(document, '/missing')).toBeUndefined();
    expect(getAtPointer(document, '/token/length')).toBeUndefined();
    expect(getAtPointer(document, '/data/list/2')).toBeUndefined();
    expect(getAtPointer(document, '/data/list/01')).toBeUndefined();
    expect(getAtPointer(document, '/data/list/-')).toBeUndefined();
    expect(getAtPointer(null, '/token')).toBeUndefined();
  });

  it('does not read inherited properties', () => {
    expect(getAtPointer({}, '/constructor')).toBeUndefined();
    expect(getAtPointer({}, '/__proto__')).toBeUndefined();
  });

  it('throws on a malformed pointer', () => {
    expect(() => getAtPointer(document, 'token')).toThrow(SyntaxError);
    expect(() => getAtPointer(document, '/bad~2escape')).toThrow(SyntaxError);
  });
});

describe('isJsonPointer', () => {
  it.each(['', '/', '/token', '/a~0b/c~1d'])('accepts %j', (pointer) => {
    expect(isJsonPointer(pointer)).toBe(true);
  });

  it.each(['token', '#/token', '/a~', '/a~2'])('rejects %j', (pointer) => {
    expect(isJsonPointer(pointer)).toBe(false);
  });
});

describe('bodyAtPointer', () => {
  it('builds the objects on the way', () => {
    expect(bodyAtPointer('/auth/refreshToken', 'r1')).toEqual({ auth: { refreshToken: 'r1' } });
  });

  it('decodes escaped tokens', () => {
    expect(bodyAtPointer('/a~1b', 1)).toEqual({ 'a/b': 1 });
  });

  it('returns the value itself for the empty pointer', () => {
    expect(bodyAtPointer('', 'raw')).toBe('raw');
  });
});
