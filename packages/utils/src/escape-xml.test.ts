import { describe, expect, it } from 'vitest';
import { escapeXml, xmlElement } from './escape-xml';

describe('escapeXml', () => {
  it('escapes the five XML specials', () => {
    expect(escapeXml(`Tom & "Jerry" <3 'x'`)).toBe(
      'Tom &amp; &quot;Jerry&quot; &lt;3 &apos;x&apos;',
    );
  });

  it('drops characters XML cannot carry but keeps tab, newlines and astral characters', () => {
    expect(escapeXml('a\u0000b\u0007c\td\ne\rf\uFFFEg\uD800h😀')).toBe('abc\td\ne\rfgh😀');
  });
});

describe('xmlElement', () => {
  it('wraps escaped text', () => {
    expect(xmlElement('title', 'A & B', ' type="text"')).toBe(
      '<title type="text">A &amp; B</title>',
    );
  });

  it('is empty for missing text', () => {
    expect(xmlElement('summary', undefined)).toBe('');
    expect(xmlElement('summary', '')).toBe('');
  });
});
